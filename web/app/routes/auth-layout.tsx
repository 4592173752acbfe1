/** Route module of the auth layout (sign-in screens): the route guard and the Firebase settings. */
import type { Route } from './+types/auth-layout';
import { AuthLayout } from '../layouts/auth-layout';
import { LayoutErrorBoundary } from '../layouts/default-layout';
import { guard } from '../server/guard.server';
import '../styles/account.css';

export function loader({ request, context }: Route.LoaderArgs) {
  return guard(request, context.services);
}

export default function AuthLayoutRoute() {
  return <AuthLayout />;
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary boundary="routes/auth-layout" />;
}
