/** Route module of the account area's layout: the route guard on the server and in the browser. */
import type { Route } from './+types/account-layout';
import { ProfileLayout } from '../layouts/profile-layout';
import { guard } from '../server/guard.server';

export function loader({ request, context }: Route.LoaderArgs) {
  return guard(request, context.services);
}

export default function AccountLayoutRoute() {
  return <ProfileLayout />;
}
