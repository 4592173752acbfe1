/** Route module of one answer of the library (see routes.ts; decision 0040). */
import type { Route } from './+types/answer';
import { RouteErrorPage } from '../components/error-page';
import { answerAction, answerLoaders } from '../server/answers.server';
import type { RouteHandle } from '../lib/route-handle';
import { AnswerPage } from '../features/answers/answer-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'answers:title' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return answerLoaders.answer({ url: new URL(request.url), params }, context.services);
}

// "This helped me" and "report", as plain form posts.
export function action({ request, params, context }: Route.ActionArgs) {
  return answerAction(request, params.id, context.services);
}

export default function AnswerRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AnswerPage data={loaderData} refusal={actionData?.message} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
