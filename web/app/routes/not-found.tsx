/** Every address no other route matches: the 404 error page inside the default layout. */
import type { Route } from './+types/not-found';
import { RouteErrorPage } from '../components/error-page';
import type { RouteHandle } from '../lib/route-handle';
import { pageMeta } from '../lib/page-meta';

export const handle: RouteHandle = { titleKey: 'error.notFoundTitle', errorPage: true };

export function loader(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

// Never rendered: the loader always throws the 404 that the error boundary shows.
export default function NotFoundRoute() {
  return null;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
