/** Route module of series (see routes.ts): its data, strings and page. */
import type { Route } from './+types/series';
import { RouteErrorPage } from '../components/error-page';
import { presentationLoaders } from '../server/presentations.server';
import type { RouteHandle } from '../lib/route-handle';
import { SeriesPage } from '../features/presentations/series-page';
import { pageMeta } from '../lib/page-meta';
import { podcastFeedLinks } from '../lib/view-models';

export const handle = { titleKey: 'pages.series' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return presentationLoaders.series({ url: new URL(request.url), params }, context.services);
}

export default function SeriesRoute({ loaderData }: Route.ComponentProps) {
  return <SeriesPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    feeds: (t) =>
      args.loaderData
        ? [
            {
              type: 'application/rss+xml',
              title: t('feeds.series', { title: args.loaderData.series.title.text }),
              href: `/video-presentations/series/${encodeURIComponent(args.loaderData.series.id)}/rss.xml`,
            },
            // The podcast feed (issue #35).
            ...podcastFeedLinks(args.loaderData.takeAway),
          ]
        : [],
  });

export const ErrorBoundary = RouteErrorPage;
