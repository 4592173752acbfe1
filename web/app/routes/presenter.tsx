/** Route module of presenter (see routes.ts): its data, strings and page. */
import type { Route } from './+types/presenter';
import { RouteErrorPage } from '../components/error-page';
import { peopleLoaders } from '../server/people.server';
import type { RouteHandle } from '../lib/route-handle';
import { PresenterPage } from '../features/presenters/presenter-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.presenter',
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return peopleLoaders.presenter({ url: new URL(request.url), params }, context.services);
}

export default function PresenterRoute({ loaderData }: Route.ComponentProps) {
  return <PresenterPage data={loaderData} />;
}

// The podcast feed (issue #35): podcast apps and feed readers find it from the page.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    feeds: () =>
      args.loaderData?.takeAway
        ? [
            {
              type: 'application/rss+xml',
              title: args.loaderData.takeAway.podcast.title,
              href: args.loaderData.takeAway.podcast.href,
            },
          ]
        : [],
  });

export const ErrorBoundary = RouteErrorPage;
