/** Route module of article (see routes.ts): its data, strings and page, whole as HTML (no React in the browser). */
import type { Route } from './+types/article';
import { RouteErrorPage } from '../components/error-page';
import { blogLoaders } from '../server/blog.server';
import type { RouteHandle } from '../lib/route-handle';
import { ArticlePage } from '../features/blog/article-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.article',
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return blogLoaders.article({ url: new URL(request.url), params }, context.services);
}

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
