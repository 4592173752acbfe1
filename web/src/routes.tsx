/**
 * The route tree of the public site, used by the Worker (static handler) and the browser
 * (browser router). Route modules are split per feature with `lazy`; layouts are in the main chunk
 * because every page needs one.
 */
import type { RouteObject } from 'react-router-dom';
import { routeLoader } from './lib/route-data';
import { lazyModule } from './lib/lazy-module';
import { RootRoute, RootErrorBoundary } from './layouts/root';
import { DefaultLayout, LayoutErrorBoundary } from './layouts/default-layout';
import { AuthLayout } from './layouts/auth-layout';
import { ProfileLayout } from './layouts/profile-layout';
import { RouteErrorPage } from './components/error-page';

/** What a route tells the chrome: its title key (for titles and breadcrumbs). */
export interface RouteHandle {
  titleKey: string;
}

const placeholder = (path: string, titleKey: string): RouteObject => ({
  path,
  handle: { titleKey } satisfies RouteHandle,
  lazy: lazyModule(() => import('./features/pages/placeholder-page')),
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: routeLoader('root'),
    Component: RootRoute,
    ErrorBoundary: RootErrorBoundary,
    // The session and contact record change rarely; reload them only after a form submission.
    shouldRevalidate: ({ formMethod }) => formMethod !== undefined,
    children: [
      {
        id: 'default-layout',
        Component: DefaultLayout,
        ErrorBoundary: LayoutErrorBoundary,
        children: [
          {
            index: true,
            id: 'home',
            loader: routeLoader('home'),
            handle: { titleKey: 'pages.home' } satisfies RouteHandle,
            lazy: lazyModule(() => import('./features/home/home-page')),
          },
          placeholder('about', 'pages.about'),
          placeholder('blog', 'pages.blog'),
          placeholder('blog/:slug', 'pages.article'),
          placeholder('collections', 'pages.collections'),
          placeholder('collections/:id', 'pages.collection'),
          placeholder('contact', 'pages.contact'),
          placeholder('events', 'pages.events'),
          placeholder('events/:id', 'pages.event'),
          placeholder('faq', 'pages.faq'),
          placeholder('legal', 'pages.legal'),
          placeholder('legal/gdpr-policy', 'pages.gdpr'),
          placeholder('legal/privacy-policy', 'pages.privacy'),
          placeholder('legal/terms-and-conditions', 'pages.terms'),
          placeholder('presenters', 'pages.presenters'),
          placeholder('presenters/:id', 'pages.presenter'),
          placeholder('projects', 'pages.projects'),
          placeholder('projects/themes', 'pages.themes'),
          placeholder('projects/themes/:id', 'pages.theme'),
          placeholder('projects/:id', 'pages.project'),
          placeholder('projects/:id/:subproject', 'pages.subProject'),
          placeholder('search', 'pages.search'),
          placeholder('video-presentations', 'pages.videoPresentations'),
          placeholder('video-presentations/series/:id', 'pages.series'),
          placeholder('video-presentations/:id', 'pages.videoPresentation'),
          {
            id: 'protected',
            loader: routeLoader('protected'),
            Component: ProfileLayout,
            children: [
              placeholder('profile', 'pages.profile'),
              placeholder('account', 'pages.account'),
              placeholder('account/profile', 'pages.accountProfile'),
              placeholder('account/connections', 'pages.connections'),
              placeholder('account/watchlist', 'pages.watchlist'),
              placeholder('account/readlist', 'pages.readlist'),
              placeholder('account/logout', 'pages.logout'),
            ],
          },
          {
            id: 'not-found',
            path: '*',
            ErrorBoundary: RouteErrorPage,
            // Never rendered: the loader always throws the 404 that the error boundary shows.
            Component: () => null,
            loader: () => {
              throw new Response(null, { status: 404, statusText: 'Not Found' });
            },
          },
        ],
      },
      {
        id: 'guest',
        loader: routeLoader('guest'),
        Component: AuthLayout,
        ErrorBoundary: LayoutErrorBoundary,
        children: [
          placeholder('login', 'pages.login'),
          placeholder('signup', 'pages.signup'),
          placeholder('forgot', 'pages.forgot'),
          placeholder('resend-email-verification', 'pages.resendVerification'),
        ],
      },
    ],
  },
];
