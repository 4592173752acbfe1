/** Route module of accountProfile (see routes.ts): its data, strings and page. */
import type { Route } from './+types/account-profile';
import { RouteErrorPage } from '../components/error-page';
import { accountLoaders } from '../server/account.server';
import { withStrings } from '../lib/namespaces';
import type { RouteHandle } from '../lib/route-handle';
import { GeneralPage } from '../features/account/general-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.accountProfile',
  namespaces: ['account', 'member', 'presenter'],
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return accountLoaders.accountProfile({ url: new URL(request.url), params }, context.services);
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withStrings(serverLoader(), handle);
}

export default function AccountProfileRoute({ loaderData }: Route.ComponentProps) {
  return <GeneralPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
