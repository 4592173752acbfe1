/** Route module of projects (see routes.ts): its data, strings and page. */
import type { Route } from './+types/projects';
import { RouteErrorPage } from '../components/error-page';
import { pageLoaders } from '../server/pages.server';
import type { RouteHandle } from '../lib/route-handle';
import { ProjectsPage } from '../features/projects/projects-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.projects' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return pageLoaders.projects({ url: new URL(request.url), params }, context.services);
}

export default function ProjectsRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectsPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
