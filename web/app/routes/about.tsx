/** Route module of about (see routes.ts): its data, strings and page. */
import type { Route } from './+types/about';
import { RouteErrorPage } from '../components/error-page';
import { withStrings } from '../lib/namespaces';
import type { RouteHandle } from '../lib/route-handle';
import { AboutPage } from '../features/about/about-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.about', namespaces: ['pages', 'presentations'] } satisfies RouteHandle;

// No data of its own; the loader lets a client navigation fetch the page's strings beside it
// (a route with only a client loader would not be rendered on the server).
export function loader() {
  return null;
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withStrings(serverLoader(), handle);
}

export default function AboutRoute() {
  return <AboutPage />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
