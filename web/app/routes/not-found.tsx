/** Every address no other route matches: the 404 error page inside the default layout. */
import { RouteErrorPage } from '../components/error-page';
import type { RouteHandle } from '../lib/route-handle';

export const handle: RouteHandle = { titleKey: 'error.notFoundTitle', errorPage: true };

export function loader(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

// Never rendered: the loader always throws the 404 that the error boundary shows.
export default function NotFoundRoute() {
  return null;
}

export const ErrorBoundary = RouteErrorPage;
