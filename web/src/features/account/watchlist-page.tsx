/** /account/watchlist: the member's watchlist (see list-page.tsx). */
import { RouteErrorPage } from '../../components/error-page';
import { ListPage } from './list-page';

export function Component() {
  return <ListPage />;
}

export const ErrorBoundary = RouteErrorPage;
