/**
 * Route module of the page a presenter opens from the e-mailed link (see routes.ts; decision
 * 0028): one request, answered without an account. Never kept in a shared cache.
 */
import { data } from 'react-router';
import type { Route } from './+types/introduction-link';
import { RouteErrorPage } from '../components/error-page';
import { introductionLinkAction, introductionLinkLoader } from '../server/introductions.server';
import { formDataOf } from '../server/forms.server';
import type { RouteHandle } from '../lib/route-handle';
import { RECORDING_MAX_BYTES } from '#shared/constants/answers.ts';
import { IntroductionLinkPage } from '../features/introductions/introduction-link-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.introductionLink',
  // One presenter's link: never for search engines (nor the sitemap).
  noindex: true,
  // A recorded answer (decision 0040): room for a file up to twice the limit, so one too large
  // reaches the action and is refused with its message rather than the bare 413 of the body limit.
  formFileMaxBytes: 2 * RECORDING_MAX_BYTES,
} satisfies RouteHandle;

const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

export function headers() {
  return PRIVATE;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await introductionLinkLoader(params.token, context.services);
  // The page says what to do either way; the status says it to machines: gone, or never was.
  const status = page.problem === 'expired' ? 410 : page.problem === 'invalid' ? 404 : 200;
  return data(page, { status, headers: PRIVATE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const answer = await introductionLinkAction(await formDataOf(request), params.token, context.services);
  return data(answer.result, { status: answer.status, headers: PRIVATE });
}

export default function IntroductionLinkRoute({ loaderData }: Route.ComponentProps) {
  return <IntroductionLinkPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
