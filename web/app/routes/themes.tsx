/** Route module of themes (see routes.ts): its data, strings and page. */
import type { Route } from './+types/themes';
import { RouteErrorPage } from '../components/error-page';
import { pageLoaders } from '../server/pages.server';
import type { RouteHandle } from '../lib/route-handle';
import { ThemesPage } from '../features/projects/themes-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.themes' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return pageLoaders.themes({ url: new URL(request.url), params }, context.services);
}

export default function ThemesRoute({ loaderData }: Route.ComponentProps) {
  return <ThemesPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
