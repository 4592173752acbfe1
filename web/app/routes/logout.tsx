/** Route module of logout (see routes.ts): its data, strings and page. */
import type { Route } from './+types/logout';
import { RouteErrorPage } from '../components/error-page';
import { withStrings } from '../lib/namespaces';
import type { RouteHandle } from '../lib/route-handle';
import { LogoutPage } from '../features/account/logout-page';
import { pageMeta } from '../lib/page-meta';
import { logoutAction } from '../server/auth.server';

export const handle = {
  titleKey: 'pages.logout',
  namespaces: ['account', 'member', 'presenter'],
} satisfies RouteHandle;

// No data of its own; the loader lets a client navigation fetch the page's strings beside it
// (a route with only a client loader would not be rendered on the server).
export function loader() {
  return null;
}

// Sign-out posted as a plain form (lite pages, no JavaScript).
export function action({ context }: Route.ActionArgs) {
  return logoutAction(context.services);
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withStrings(serverLoader(), handle);
}

export default function LogoutRoute() {
  return <LogoutPage />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
