/** Route module of videoPresentation (see routes.ts): its data, strings and page. */
import type { Route } from './+types/presentation';
import { RouteErrorPage } from '../components/error-page';
import { presentationLoaders } from '../server/presentations.server';
import { withStrings } from '../lib/namespaces';
import type { RouteHandle } from '../lib/route-handle';
import { PresentationPage } from '../features/presentations/presentation-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.videoPresentation',
  namespaces: ['presentations', 'account', 'offline'],
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return presentationLoaders.presentation({ url: new URL(request.url), params }, context.services);
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withStrings(serverLoader(), handle);
}

export default function PresentationRoute({ loaderData }: Route.ComponentProps) {
  return <PresentationPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
