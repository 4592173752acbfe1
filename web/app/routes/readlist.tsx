/** Route module of readlist (see routes.ts): its data, strings and page. */
import type { Route } from './+types/readlist';
import { RouteErrorPage } from '../components/error-page';
import { accountLoaders } from '../server/account.server';
import type { RouteHandle } from '../lib/route-handle';
import { ListPage } from '../features/account/list-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.readlist',
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return accountLoaders.readlist({ url: new URL(request.url), params }, context.services);
}

export default function ReadlistRoute({ loaderData }: Route.ComponentProps) {
  return <ListPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
