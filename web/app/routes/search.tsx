/** Route module of search (see routes.ts): its data, strings and page. */
import type { Route } from './+types/search';
import { RouteErrorPage } from '../components/error-page';
import { searchLoaders } from '../server/search.server';
import type { RouteHandle } from '../lib/route-handle';
import { SearchPage } from '../features/search/search-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.search' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return searchLoaders.search({ url: new URL(request.url), params }, context.services);
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}

// The query heads the title: "rhino - Search - Conservation Tutorials Africa".
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: (t) => {
      const title = t('search:title');
      return args.loaderData?.query ? `${args.loaderData.query} - ${title}` : title;
    },
  });

export const ErrorBoundary = RouteErrorPage;
