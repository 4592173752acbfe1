/** Route module of connections (see routes.ts): its data, strings and page. */
import type { Route } from './+types/connections';
import { RouteErrorPage } from '../components/error-page';
import { accountLoaders } from '../server/account.server';
import { connectionsAction } from '../server/account-actions.server';
import type { RouteHandle } from '../lib/route-handle';
import { ConnectionsPage } from '../features/account/connections-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.connections',
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return accountLoaders.connections({ url: new URL(request.url), params }, context.services);
}

// A row's withdraw form, posted (asked first, as its dialog does).
export function action({ request, context }: Route.ActionArgs) {
  return connectionsAction(request, context.services);
}

export default function ConnectionsRoute({ loaderData }: Route.ComponentProps) {
  return <ConnectionsPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
