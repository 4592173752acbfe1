/** Route module of signup (see routes.ts): its data, strings and page. */
import type { Route } from './+types/signup';
import { SIGNUP_FIELDS } from '#shared/schemas/auth-forms.ts';
import { RouteErrorPage } from '../components/error-page';
import { withStrings } from '../lib/namespaces';
import type { RouteHandle } from '../lib/route-handle';
import { authPageHeaders, dropFormValues, signupAction } from '../server/auth.server';
import { SignupPage } from '../features/auth/signup-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.signup', namespaces: ['auth', 'forms', 'member'] } satisfies RouteHandle;

// No data of its own; the loader lets a client navigation fetch the page's strings beside it
// (a route with only a client loader would not be rendered on the server). An address carrying
// the form's values (a form sent by GET from an old page) is sent on without them.
export function loader({ request }: Route.LoaderArgs) {
  dropFormValues(request, SIGNUP_FIELDS);
  return null;
}

// The form posted without JavaScript (or before the page's script started): done by the Worker.
export function action({ request, context }: Route.ActionArgs) {
  return signupAction(request, context.services);
}

export const headers = authPageHeaders;

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withStrings(serverLoader(), handle);
}

export default function SignupRoute() {
  return <SignupPage />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
