/** Route module of the answer library (see routes.ts; decision 0040). */
import type { Route } from './+types/answers';
import { RouteErrorPage } from '../components/error-page';
import { answerLoaders } from '../server/answers.server';
import type { RouteHandle } from '../lib/route-handle';
import { AnswersPage } from '../features/answers/answers-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'answers:title' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return answerLoaders.answers({ url: new URL(request.url), params }, context.services);
}

export default function AnswersRoute({ loaderData }: Route.ComponentProps) {
  return <AnswersPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    feeds: (t) => [{ type: 'application/rss+xml', title: t('answers:feedLink'), href: '/answers/feed.xml' }],
  });

export const ErrorBoundary = RouteErrorPage;
