/** Route module of events (see routes.ts): its data, strings and page. */
import type { Route } from './+types/events';
import { RouteErrorPage } from '../components/error-page';
import { eventLoaders } from '../server/events.server';
import type { RouteHandle } from '../lib/route-handle';
import { EventsPage } from '../features/events/events-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.events' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return eventLoaders.events({ url: new URL(request.url), params }, context.services);
}

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  return <EventsPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    feeds: (t) => [{ type: 'text/calendar', title: t('feeds.calendar'), href: '/events/calendar.ics' }],
  });

export const ErrorBoundary = RouteErrorPage;
