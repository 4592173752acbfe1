/** Route module of subProject (see routes.ts): its data, strings and page. */
import type { Route } from './+types/sub-project';
import { RouteErrorPage } from '../components/error-page';
import { pageLoaders } from '../server/pages.server';
import type { RouteHandle } from '../lib/route-handle';
import { SubProjectPage } from '../features/projects/sub-project-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.subProject' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return pageLoaders.subProject({ url: new URL(request.url), params }, context.services);
}

export default function SubProjectRoute({ loaderData }: Route.ComponentProps) {
  return <SubProjectPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
