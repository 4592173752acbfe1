/**
 * The console's routes under /admin: the two connection views (the spec's All Connections and All
 * Pending Connections), contact messages, presenter profiles for review, page views, and /admin →
 * the pending view. Each view loads as its own chunk. A request's detail panel is the `open`
 * search parameter of a view, so it can be bookmarked with the table it was opened from;
 * /admin/connections/:id is kept as a short form of it.
 */
import { Navigate, RouterProvider, createBrowserRouter, useParams } from 'react-router';
import { ConsoleLayout, RouteLoading } from './components/console-layout';
import { NotFoundPage, RouteErrorPage } from './components/route-pages';
import { useSession } from './lib/session';

function OpenConnection() {
  const { id = '' } = useParams();
  return <Navigate replace to={{ pathname: '/connections', search: `?open=${encodeURIComponent(id)}` }} />;
}

/** "Mine" (decision 0028): the open requests assigned to me, the longest waiting first. */
function MineRedirect() {
  const { state } = useSession();
  const uid = state.kind === 'admin' ? state.user.uid : '';
  return (
    <Navigate
      replace
      to={{ pathname: '/pending', search: `?assignee=${encodeURIComponent(uid)}&sort=lastUpdated&dir=asc` }}
    />
  );
}

function createConsoleRouter() {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <ConsoleLayout />,
        HydrateFallback: RouteLoading,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate replace to="/pending" /> },
          {
            path: 'connections',
            lazy: () =>
              import('./features/connections/connections-page').then((m) => ({ Component: m.AllConnectionsPage })),
          },
          {
            path: 'pending',
            lazy: () =>
              import('./features/connections/connections-page').then((m) => ({ Component: m.PendingConnectionsPage })),
          },
          { path: 'connections/:id', element: <OpenConnection /> },
          { path: 'mine', element: <MineRedirect /> },
          {
            path: 'report',
            lazy: () => import('./features/report/report-page').then((m) => ({ Component: m.ReportPage })),
          },
          {
            path: 'mail',
            lazy: () => import('./features/mail/mail-page').then((m) => ({ Component: m.MailPage })),
          },
          {
            path: 'profiles',
            lazy: () => import('./features/profiles/profiles-page').then((m) => ({ Component: m.ProfilesPage })),
          },
          {
            path: 'answers',
            lazy: () => import('./features/answers/answers-page').then((m) => ({ Component: m.AnswersPage })),
          },
          {
            path: 'messages',
            lazy: () => import('./features/messages/messages-page').then((m) => ({ Component: m.MessagesPage })),
          },
          {
            path: 'page-views',
            lazy: () => import('./features/page-views/page-views-page').then((m) => ({ Component: m.PageViewsPage })),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { basename: '/admin' },
  );
}

// One router per page: it listens to the history from its creation, and an admin who signs out and
// in again comes back to the same one.
let router: ReturnType<typeof createConsoleRouter> | null = null;

export function ConsoleRouter() {
  router ??= createConsoleRouter();
  return <RouterProvider router={router} />;
}
