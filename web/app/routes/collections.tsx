/** Route module of collections (see routes.ts): its data, strings and page. */
import type { Route } from './+types/collections';
import { RouteErrorPage } from '../components/error-page';
import { presentationLoaders } from '../server/presentations.server';
import type { RouteHandle } from '../lib/route-handle';
import { CollectionsPage } from '../features/collections/collections-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.collections',
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return presentationLoaders.collections({ url: new URL(request.url), params }, context.services);
}

export default function CollectionsRoute({ loaderData }: Route.ComponentProps) {
  return <CollectionsPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
