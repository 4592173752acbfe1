/** Route module of faq (see routes.ts): its data, strings and page. */
import type { Route } from './+types/faq';
import { RouteErrorPage } from '../components/error-page';
import { pageLoaders } from '../server/pages.server';
import type { RouteHandle } from '../lib/route-handle';
import { FaqPage } from '../features/faq/faq-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.faq' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return pageLoaders.faq({ url: new URL(request.url), params }, context.services);
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
