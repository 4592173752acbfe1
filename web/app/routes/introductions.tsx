/** Route module of the presenter's introduction requests (see routes.ts; decision 0028). */
import { data } from 'react-router';
import type { Route } from './+types/introductions';
import { RouteErrorPage } from '../components/error-page';
import { introductionsAction, introductionsLoader } from '../server/introductions.server';
import { formDataOf } from '../server/forms.server';
import type { RouteHandle } from '../lib/route-handle';
import { RECORDING_MAX_BYTES } from '#shared/constants/answers.ts';
import { IntroductionsPage } from '../features/introductions/introductions-page';
import { pageMeta } from '../lib/page-meta';

export const handle = {
  titleKey: 'pages.introductions',
  // A recorded answer (decision 0040): room for a file up to twice the limit, so one too large
  // reaches the action and is refused with its message rather than the bare 413 of the body limit.
  formFileMaxBytes: 2 * RECORDING_MAX_BYTES,
} satisfies RouteHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  return introductionsLoader(new URL(request.url), context.services);
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await introductionsAction(await formDataOf(request), new URL(request.url), context.services);
  return data(answer.result, { status: answer.status });
}

export default function IntroductionsRoute({ loaderData }: Route.ComponentProps) {
  return <IntroductionsPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
