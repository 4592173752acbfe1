/** Route module of event (see routes.ts): its data, strings and page. */
import type { Route } from './+types/event';
import { RouteErrorPage } from '../components/error-page';
import { eventLoaders } from '../server/events.server';
import type { RouteHandle } from '../lib/route-handle';
import { EventPage } from '../features/events/event-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.event' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return eventLoaders.event({ url: new URL(request.url), params }, context.services);
}

export default function EventRoute({ loaderData }: Route.ComponentProps) {
  return <EventPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
