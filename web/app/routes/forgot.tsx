/** Route module of forgot (see routes.ts): its data, strings and page. */
import type { Route } from './+types/forgot';
import { RouteErrorPage } from '../components/error-page';
import type { RouteHandle } from '../lib/route-handle';
import { authPageHeaders, dropFormValues, forgotAction } from '../server/auth.server';
import { ForgotPage } from '../features/auth/forgot-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.forgot' } satisfies RouteHandle;

// No data of its own. An address carrying the form's values (a form sent by GET from an old page)
// is sent on without them.
export function loader({ request }: Route.LoaderArgs) {
  dropFormValues(request, ['email']);
  return null;
}

// The page's form, posted: done by the Worker, answered by a redirect or this page with its messages.
export function action({ request, context }: Route.ActionArgs) {
  return forgotAction(request, context.services);
}

export const headers = authPageHeaders;

export default function ForgotRoute() {
  return <ForgotPage />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
