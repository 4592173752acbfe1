/** Route module of logout (see routes.ts): its data, strings and page. */
import type { Route } from './+types/logout';
import { RouteErrorPage } from '../components/error-page';
import type { RouteHandle } from '../lib/route-handle';
import { LogoutPage } from '../features/account/logout-page';
import { pageMeta } from '../lib/page-meta';
import { logoutAction } from '../server/auth.server';

export const handle = {
  titleKey: 'pages.logout',
} satisfies RouteHandle;

// No data of its own (the account layout's guard sends a visitor to sign in).
export function loader() {
  return null;
}

// Sign-out, the page's form posted: the session ends on the server and its cookie is cleared.
export function action({ context }: Route.ActionArgs) {
  return logoutAction(context.services);
}

export default function LogoutRoute() {
  return <LogoutPage />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
