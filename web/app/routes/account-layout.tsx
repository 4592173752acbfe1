/** Route module of the account area's layout: the route guard on the server and in the browser. */
import type { Route } from './+types/account-layout';
import { ProfileLayout } from '../layouts/profile-layout';
import { guard } from '../server/guard.server';
import type { ChatHandle } from '../components/chat-widget';
import '../styles/account.css';

// The account area is for getting things done: no chat bubble over its forms and tables.
export const handle = { hideChat: true } satisfies ChatHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  return guard(request, context.services);
}

export default function AccountLayoutRoute() {
  return <ProfileLayout />;
}
