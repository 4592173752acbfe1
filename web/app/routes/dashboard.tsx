/** Route module of profile (see routes.ts): its data, strings and page. */
import type { Route } from './+types/dashboard';
import { RouteErrorPage } from '../components/error-page';
import { accountLoaders } from '../server/account.server';
import type { RouteHandle } from '../lib/route-handle';
import { DashboardPage } from '../features/account/dashboard-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.profile',
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return accountLoaders.dashboard({ url: new URL(request.url), params }, context.services);
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
