/** Route module of signup (see routes.ts): its data, strings and page. */
import type { Route } from './+types/signup';
import { RouteErrorPage } from '../components/error-page';
import { withStrings } from '../lib/namespaces';
import type { RouteHandle } from '../lib/route-handle';
import { SignupPage } from '../features/auth/signup-page';

export const handle = { titleKey: 'pages.signup', namespaces: ['auth'] } satisfies RouteHandle;

// No data of its own; the loader lets a client navigation fetch the page's strings beside it
// (a route with only a client loader would not be rendered on the server).
export function loader() {
  return null;
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withStrings(serverLoader(), handle);
}

export default function SignupRoute() {
  return <SignupPage />;
}

export const ErrorBoundary = RouteErrorPage;
