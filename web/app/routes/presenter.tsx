/** Route module of presenter (see routes.ts): its data, strings and page. */
import type { Route } from './+types/presenter';
import { RouteErrorPage } from '../components/error-page';
import { peopleLoaders } from '../server/people.server';
import type { RouteHandle } from '../lib/route-handle';
import { PresenterPage } from '../features/presenters/presenter-page';
import { pageMeta } from '../lib/page-meta';
import { podcastFeedLinks } from '../lib/view-models';

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
    feeds: () => podcastFeedLinks(args.loaderData?.takeAway),
  });

export const ErrorBoundary = RouteErrorPage;
