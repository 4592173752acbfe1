/** Route module of blog (see routes.ts): its data, strings and page. */
import type { Route } from './+types/blog';
import { RouteErrorPage } from '../components/error-page';
import { blogLoaders } from '../server/blog.server';
import type { RouteHandle } from '../lib/route-handle';
import { BlogPage } from '../features/blog/blog-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.blog' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return blogLoaders.blog({ url: new URL(request.url), params }, context.services);
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { feeds: (t) => [{ type: 'application/rss+xml', title: t('feeds.blog'), href: '/blog/rss.xml' }] });

export const ErrorBoundary = RouteErrorPage;
