/**
 * Route module of /data-costs, "What data costs" (issue #26): how the cost of a file is worked out,
 * the sources of the prices and rates, the visitor's country with a form to change it, and the
 * price table. Its copies are kept per country (`pricedByCountry`).
 */
import type { Route } from './+types/data-costs';
import { RouteErrorPage } from '../components/error-page';
import type { RouteHandle } from '../lib/route-handle';
import { DataCostsPage } from '../features/data-costs/data-costs-page';
import { dataCostsData } from '../server/data-costs.server';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.dataCosts',
  pricedByCountry: true,
} satisfies RouteHandle;

export function loader({ context }: Route.LoaderArgs) {
  return dataCostsData(context.services.country, context.services.locale);
}

export default function DataCostsRoute({ loaderData }: Route.ComponentProps) {
  return <DataCostsPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
