/** Route module of videoPresentation (see routes.ts): its data, strings and page, whole as HTML (no React in the browser). */
import type { Route } from './+types/presentation';
import { RouteErrorPage } from '../components/error-page';
import { presentationLoaders } from '../server/presentations.server';
import type { RouteHandle } from '../lib/route-handle';
import { PresentationPage } from '../features/presentations/presentation-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.videoPresentation',
  pricedByCountry: true,
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return presentationLoaders.presentation({ url: new URL(request.url), params }, context.services);
}

export default function PresentationRoute({ loaderData }: Route.ComponentProps) {
  return <PresentationPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
