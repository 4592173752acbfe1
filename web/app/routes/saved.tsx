/**
 * Route module of /saved, "Saved on this device": what the visitor kept for offline reading, with
 * sizes, read from the device (decision 0024). The server renders the frame and the texts; the
 * list is the browser's own, read by the page's module (web/scripts/saved-page.ts).
 */
import type { Route } from './+types/saved';
import { RouteErrorPage } from '../components/error-page';
import type { RouteHandle } from '../lib/route-handle';
import { SavedPage } from '../features/offline/saved-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.saved',
  noindex: true,
} satisfies RouteHandle;

export function loader() {
  return null;
}

export default function SavedRoute() {
  return <SavedPage />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
