/** Route module of accountProfile (see routes.ts): its data, strings, page and forms' action. */
import type { Route } from './+types/account-profile';
import { RouteErrorPage } from '../components/error-page';
import { accountLoaders } from '../server/account.server';
import { accountProfileAction } from '../server/account-actions.server';
import type { RouteHandle } from '../lib/route-handle';
import { PROFILE_IMAGE } from '#shared/constants/spec.ts';
import { GeneralPage } from '../features/account/general-page';
import { pageMeta } from '../lib/page-meta';

// HTML only: the image's preview and checks are a small module (web/scripts/presenter-image.ts).
export const handle = {
  titleKey: 'pages.accountProfile',
  // The presenter form carries its image when posted with no script.
  formFileMaxBytes: PROFILE_IMAGE.maxBytes,
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return accountLoaders.accountProfile({ url: new URL(request.url), params }, context.services);
}

// The general and the presenter forms, posted (one `form` field says which).
export function action({ request, context }: Route.ActionArgs) {
  return accountProfileAction(request, context.services);
}

export default function AccountProfileRoute({ loaderData }: Route.ComponentProps) {
  return <GeneralPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
