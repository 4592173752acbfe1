/** Route module of videoPresentations (see routes.ts): its data, strings and page. */
import type { Route } from './+types/presentations';
import { RouteErrorPage } from '../components/error-page';
import { presentationLoaders } from '../server/presentations.server';
import type { RouteHandle } from '../lib/route-handle';
import { PresentationListPage } from '../features/presentations/presentation-list-page';
import { pageMeta } from '../lib/page-meta';
import { podcastFeedLinks } from '../lib/view-models';

export const handle = {
  titleKey: 'pages.videoPresentations',
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return presentationLoaders.presentations({ url: new URL(request.url), params }, context.services);
}

export default function PresentationsRoute({ loaderData }: Route.ComponentProps) {
  return <PresentationListPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    feeds: (t) => [
      { type: 'application/rss+xml', title: t('feeds.presentations'), href: '/video-presentations/rss.xml' },
      // The podcast feed of all talks (issue #35).
      ...podcastFeedLinks(args.loaderData?.takeAway),
    ],
  });

export const ErrorBoundary = RouteErrorPage;
