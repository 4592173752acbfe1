/** Every address no other route matches: the 404 error page inside the default layout. */
import { redirect } from 'react-router';
import type { Route } from './+types/not-found';
import { RouteErrorPage } from '../components/error-page';
import type { RouteHandle } from '../lib/route-handle';
import { pageMeta } from '../lib/page-meta';
import { guardRedirect } from '#shared/lib/route-guard.ts';

export const handle: RouteHandle = { titleKey: 'error.notFoundTitle', errorPage: true };

/**
 * The route guard (spec §2) holds for unknown addresses too: a visitor of any path containing
 * account or profile is sent to sign in first (a member then gets the 404), a member at one
 * containing login, signup or forgot goes to the dashboard.
 */
export function loader({ request, context }: Route.LoaderArgs): never {
  const location = guardRedirect(new URL(request.url).pathname, context.services.user !== null);
  if (location) throw redirect(location);
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

// Never rendered: the loader always throws the 404 that the error boundary shows.
export default function NotFoundRoute() {
  return null;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
