/** Route module of the legal page "gdpr-policy" (see routes.ts). */
import type { Route } from './+types/legal-gdpr-policy';
import { RouteErrorPage } from '../components/error-page';
import type { RouteHandle } from '../lib/route-handle';
import { LegalPage } from '../features/legal/legal-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.gdpr',
  document: 'gdpr-policy',
} satisfies RouteHandle;

// No data of its own; the loader lets a client navigation fetch the page's strings beside it
// (a route with only a client loader would not be rendered on the server).
export function loader() {
  return null;
}

export default function LegalGdprPolicyRoute() {
  return <LegalPage />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
