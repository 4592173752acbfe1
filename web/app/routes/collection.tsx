/** Route module of collection (see routes.ts): its data, strings and page. */
import type { Route } from './+types/collection';
import { RouteErrorPage } from '../components/error-page';
import { presentationLoaders } from '../server/presentations.server';
import type { RouteHandle } from '../lib/route-handle';
import { CollectionPage } from '../features/collections/collection-page';
import { pageMeta } from '../lib/page-meta';
import { podcastFeedLinks } from '../lib/view-models';

export const handle = {
  titleKey: 'pages.collection',
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return presentationLoaders.collection({ url: new URL(request.url), params }, context.services);
}

export default function CollectionRoute({ loaderData }: Route.ComponentProps) {
  return <CollectionPage data={loaderData} />;
}

// The podcast feed (issue #35): podcast apps and feed readers find it from the page.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    feeds: () => podcastFeedLinks(args.loaderData?.takeAway),
  });

export const ErrorBoundary = RouteErrorPage;
