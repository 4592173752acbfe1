/** Route module of signup (see routes.ts): its data, strings and page. */
import type { Route } from './+types/signup';
import { SIGNUP_FIELDS } from '#shared/schemas/auth-forms.ts';
import { RouteErrorPage } from '../components/error-page';
import type { RouteHandle } from '../lib/route-handle';
import { authPageHeaders, dropFormValues, signupAction } from '../server/auth.server';
import { SignupPage } from '../features/auth/signup-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.signup',
} satisfies RouteHandle;

// No data of its own. An address carrying the form's values (a form sent by GET from an old page)
// is sent on without them.
export function loader({ request }: Route.LoaderArgs) {
  dropFormValues(request, SIGNUP_FIELDS);
  return null;
}

// The page's form, posted: done by the Worker, answered by a redirect or this page with its messages.
export function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, context.services);
}

export const headers = authPageHeaders;

export default function SignupRoute() {
  return <SignupPage />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
