/** Route module of the legal page "terms-and-conditions" (see routes.ts). */
import type { Route } from './+types/legal-terms-and-conditions';
import { RouteErrorPage } from '../components/error-page';
import type { RouteHandle } from '../lib/route-handle';
import { LegalPage } from '../features/legal/legal-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.terms',
  document: 'terms-and-conditions',
} satisfies RouteHandle;

// No data of its own; the loader lets a client navigation fetch the page's strings beside it
// (a route with only a client loader would not be rendered on the server).
export function loader() {
  return null;
}

export default function LegalTermsAndConditionsRoute() {
  return <LegalPage />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
