/** Route module of home (see routes.ts): its data, strings and page. */
import { data } from 'react-router';
import type { Route } from './+types/home';
import { RouteErrorPage } from '../components/error-page';
import { pageLoaders } from '../server/pages.server';
import type { RouteHandle } from '../lib/route-handle';
import { newsletterAction, formDataOf } from '../server/forms.server';
import { HomePage } from '../features/home/home-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.home' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return pageLoaders.home({ url: new URL(request.url), params }, context.services);
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await newsletterAction(await formDataOf(request), context.services);
  return data(answer.data, { status: answer.status });
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
