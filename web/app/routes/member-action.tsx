/**
 * Resource route of the member actions posted as plain forms (watchlist, readlist, connect):
 * see web/app/server/member-actions.server.ts. Reading the address leads to the account.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/member-action';
import { memberAction } from '../server/member-actions.server';

export function loader() {
  return redirect('/account');
}

export function action({ request, context }: Route.ActionArgs) {
  return memberAction(request, context.services);
}
