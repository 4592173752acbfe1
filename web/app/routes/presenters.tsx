/** Route module of presenters (see routes.ts): its data, strings and page. */
import type { Route } from './+types/presenters';
import { RouteErrorPage } from '../components/error-page';
import { peopleLoaders } from '../server/people.server';
import type { RouteHandle } from '../lib/route-handle';
import { PresentersPage } from '../features/presenters/presenters-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.presenters' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return peopleLoaders.presenters({ url: new URL(request.url), params }, context.services);
}

export default function PresentersRoute({ loaderData }: Route.ComponentProps) {
  return <PresentersPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
