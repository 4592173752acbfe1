/** Route module of resendVerification (see routes.ts): its data, strings and page. */
import type { Route } from './+types/resend-verification';
import { RouteErrorPage } from '../components/error-page';
import type { RouteHandle } from '../lib/route-handle';
import { authPageHeaders, dropFormValues, resendAction } from '../server/auth.server';
import { ResendVerificationPage } from '../features/auth/resend-verification-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.resendVerification',
} satisfies RouteHandle;

// No data of its own. An address carrying the form's values (a form sent by GET from an old page)
// is sent on without them.
export function loader({ request }: Route.LoaderArgs) {
  dropFormValues(request, ['email', 'password']);
  return null;
}

// The page's form, posted: done by the Worker, answered by a redirect or this page with its messages.
export function action({ request, context }: Route.ActionArgs) {
  return resendAction(request, context.services);
}

export const headers = authPageHeaders;

export default function ResendVerificationRoute() {
  return <ResendVerificationPage />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
