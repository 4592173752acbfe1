/** Route module of project (see routes.ts): its data, strings and page. */
import type { Route } from './+types/project';
import { RouteErrorPage } from '../components/error-page';
import { pageLoaders } from '../server/pages.server';
import type { RouteHandle } from '../lib/route-handle';
import { ProjectPage } from '../features/projects/project-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.project' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return pageLoaders.project({ url: new URL(request.url), params }, context.services);
}

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
