/** Route module of contact (see routes.ts): its data, strings and page. */
import { data } from 'react-router';
import type { Route } from './+types/contact';
import { RouteErrorPage } from '../components/error-page';
import { formLoaders } from '../server/forms.server';
import type { RouteHandle } from '../lib/route-handle';
import { contactAction, formDataOf } from '../server/forms.server';
import { ContactPage } from '../features/contact/contact-page';
import { pageMeta } from '../lib/page-meta';

export const handle = { titleKey: 'pages.contact' } satisfies RouteHandle;

export function loader({ request, params, context }: Route.LoaderArgs) {
  return formLoaders.contact({ url: new URL(request.url), params }, context.services);
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await contactAction(await formDataOf(request), context.services);
  return data(answer.data, { status: answer.status });
}

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage data={loaderData} />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorPage;
