/** Route module of videoPresentation (see routes.ts): its data, strings and page. */
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/presentation';
import { MOMENT_PARAM } from '#shared/lib/moment-param.ts';
import { RouteErrorPage } from '../components/error-page';
import { presentationLoaders } from '../server/presentations.server';
import { withStrings } from '../lib/namespaces';
import type { RouteHandle } from '../lib/route-handle';
import { PresentationPage } from '../features/presentations/presentation-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.videoPresentation',
  namespaces: ['presentations', 'account', 'offline'],
} satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return presentationLoaders.presentation({ url: new URL(request.url), params }, context.services);
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withStrings(serverLoader(), handle);
}

/** Addresses that differ only in the moment (`?t=`, and its line's anchor) show the same data. */
function withoutMoment(url: URL): string {
  const query = new URLSearchParams(url.searchParams);
  query.delete(MOMENT_PARAM);
  return `${url.pathname}?${query}`;
}

// Choosing a transcript line changes the moment in the address: the page has its data already.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod === undefined && withoutMoment(currentUrl) === withoutMoment(nextUrl)) return false;
  return defaultShouldRevalidate;
}

export default function PresentationRoute({ loaderData }: Route.ComponentProps) {
  return <PresentationPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
