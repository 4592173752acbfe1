/** Route module of about (see routes.ts): its data, strings and page. */
import type { Route } from './+types/about';
import { RouteErrorPage } from '../components/error-page';
import { pageLoaders } from '../server/pages.server';
import type { RouteHandle } from '../lib/route-handle';
import { AboutPage } from '../features/about/about-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.about',
} satisfies RouteHandle;

// Static text but for the advisory council.
export function loader({ request, params, context }: Route.LoaderArgs) {
  return pageLoaders.about({ url: new URL(request.url), params }, context.services);
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
