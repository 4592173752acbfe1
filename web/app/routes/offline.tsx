/**
 * Route module of /offline: the page the service worker answers with when there is no connection
 * and the device has not kept the page asked for (decision 0024). It is fetched at install in both
 * languages, as a lite page (no script to keep).
 */
import type { Route } from './+types/offline';
import { RouteErrorPage } from '../components/error-page';
import type { RouteHandle } from '../lib/route-handle';
import { OfflinePage } from '../features/offline/offline-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.offline',
  noindex: true,
} satisfies RouteHandle;

export function loader() {
  return null;
}

export default function OfflineRoute() {
  return <OfflinePage />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
