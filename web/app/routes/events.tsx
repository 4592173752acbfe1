/** Route module of events (see routes.ts): its data, strings and page. */
import type { Route } from './+types/events';
import { RouteErrorPage } from '../components/error-page';
import { eventLoaders } from '../server/events.server';
import { withStrings } from '../lib/namespaces';
import type { RouteHandle } from '../lib/route-handle';
import { EventsPage } from '../features/events/events-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.events', namespaces: ['events'], hydrate: false } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return eventLoaders.events({ url: new URL(request.url), params }, context.services);
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withStrings(serverLoader(), handle);
}

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  return <EventsPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    feeds: (t) => [{ type: 'text/calendar', title: t('feeds.calendar'), href: '/events/calendar.ics' }],
  });

export const ErrorBoundary = RouteErrorPage;
