/** Route module of theme (see routes.ts): its data, strings and page. */
import type { Route } from './+types/theme';
import { RouteErrorPage } from '../components/error-page';
import { pageLoaders } from '../server/pages.server';
import type { RouteHandle } from '../lib/route-handle';
import { ThemePage } from '../features/projects/theme-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.theme' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return pageLoaders.theme({ url: new URL(request.url), params }, context.services);
}

export default function ThemeRoute({ loaderData }: Route.ComponentProps) {
  return <ThemePage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
