/**
 * The route tree of the public site, used by the Worker (static handler) and the browser
 * (browser router). Route modules are split per feature with `lazy`; layouts are in the main chunk
 * because every page needs one. Each data route names its server loader (worker/src/loaders).
 */
import type { RouteObject } from 'react-router-dom';
import { routeAction, routeLoader } from './lib/route-data';
import { lazyModule } from './lib/lazy-module';
import { RootRoute, RootErrorBoundary } from './layouts/root';
import { DefaultLayout, LayoutErrorBoundary } from './layouts/default-layout';
import { AuthLayout } from './layouts/auth-layout';
import { ProfileLayout } from './layouts/profile-layout';
import { RouteErrorPage } from './components/error-page';

/** What a route tells the chrome: its title key (for titles and breadcrumbs). */
export interface RouteHandle {
  titleKey: string;
  /** Which legal document a legal route shows. */
  document?: string;
}

type Lazy = NonNullable<RouteObject['lazy']>;

/** A page route: path, title key, its module and (optionally) its server loader's key. */
const page = (
  path: string,
  titleKey: string,
  module: Lazy,
  key?: string,
  extra: Partial<RouteObject> = {},
): RouteObject => ({
  path,
  handle: { titleKey, ...(extra.handle as object) } satisfies RouteHandle,
  lazy: module,
  ...(key ? { loader: routeLoader(key) } : {}),
  ...extra,
});

const placeholder = lazyModule(() => import('./features/pages/placeholder-page'));
const legal = lazyModule(() => import('./features/legal/legal-page'));

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
            action: routeAction('newsletter'),
            handle: { titleKey: 'pages.home' } satisfies RouteHandle,
            lazy: lazyModule(() => import('./features/home/home-page')),
          },
          page(
            'about',
            'pages.about',
            lazyModule(() => import('./features/about/about-page')),
            'about',
          ),
          page(
            'blog',
            'pages.blog',
            lazyModule(() => import('./features/blog/blog-page')),
            'blog',
          ),
          page(
            'blog/:slug',
            'pages.article',
            lazyModule(() => import('./features/blog/article-page')),
            'article',
          ),
          page(
            'collections',
            'pages.collections',
            lazyModule(() => import('./features/collections/collections-page')),
            'collections',
          ),
          page(
            'collections/:id',
            'pages.collection',
            lazyModule(() => import('./features/collections/collection-page')),
            'collection',
          ),
          page(
            'contact',
            'pages.contact',
            lazyModule(() => import('./features/contact/contact-page')),
            'contact',
            {
              action: routeAction('contact'),
            },
          ),
          page(
            'events',
            'pages.events',
            lazyModule(() => import('./features/events/events-page')),
            'events',
          ),
          page(
            'events/:id',
            'pages.event',
            lazyModule(() => import('./features/events/event-page')),
            'event',
          ),
          page(
            'faq',
            'pages.faq',
            lazyModule(() => import('./features/faq/faq-page')),
            'faq',
          ),
          page('legal', 'pages.legal', legal, 'legal', {
            handle: { titleKey: 'pages.legal', document: 'index' },
            id: 'legal',
          }),
          page('legal/gdpr-policy', 'pages.gdpr', legal, 'legal', {
            handle: { titleKey: 'pages.gdpr', document: 'gdpr-policy' },
            id: 'legal-gdpr-policy',
          }),
          page('legal/privacy-policy', 'pages.privacy', legal, 'legal', {
            handle: { titleKey: 'pages.privacy', document: 'privacy-policy' },
            id: 'legal-privacy-policy',
          }),
          page('legal/terms-and-conditions', 'pages.terms', legal, 'legal', {
            handle: { titleKey: 'pages.terms', document: 'terms-and-conditions' },
            id: 'legal-terms-and-conditions',
          }),
          page(
            'presenters',
            'pages.presenters',
            lazyModule(() => import('./features/presenters/presenters-page')),
            'presenters',
          ),
          page(
            'presenters/:id',
            'pages.presenter',
            lazyModule(() => import('./features/presenters/presenter-page')),
            'presenter',
          ),
          page(
            'projects',
            'pages.projects',
            lazyModule(() => import('./features/projects/projects-page')),
            'projects',
          ),
          page(
            'projects/themes',
            'pages.themes',
            lazyModule(() => import('./features/projects/themes-page')),
            'themes',
          ),
          page(
            'projects/themes/:id',
            'pages.theme',
            lazyModule(() => import('./features/projects/theme-page')),
            'theme',
          ),
          page(
            'projects/:id',
            'pages.project',
            lazyModule(() => import('./features/projects/project-page')),
            'project',
          ),
          page(
            'projects/:id/:subproject',
            'pages.subProject',
            lazyModule(() => import('./features/projects/sub-project-page')),
            'subProject',
          ),
          page('search', 'pages.search', lazyModule(() => import('./features/search/search-page')), 'search'),
          page(
            'video-presentations',
            'pages.videoPresentations',
            lazyModule(() => import('./features/presentations/presentation-list-page')),
            'presentations',
          ),
          page(
            'video-presentations/series/:id',
            'pages.series',
            lazyModule(() => import('./features/presentations/series-page')),
            'series',
          ),
          page(
            'video-presentations/:id',
            'pages.videoPresentation',
            lazyModule(() => import('./features/presentations/presentation-page')),
            'presentation',
          ),
          {
            id: 'protected',
            loader: routeLoader('protected'),
            Component: ProfileLayout,
            children: [
              page('profile', 'pages.profile', placeholder),
              page('account', 'pages.account', placeholder),
              page('account/profile', 'pages.accountProfile', placeholder),
              page('account/connections', 'pages.connections', placeholder),
              page('account/watchlist', 'pages.watchlist', placeholder),
              page('account/readlist', 'pages.readlist', placeholder),
              page('account/logout', 'pages.logout', placeholder),
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
          page('login', 'pages.login', placeholder),
          page('signup', 'pages.signup', placeholder),
          page('forgot', 'pages.forgot', placeholder),
          page('resend-email-verification', 'pages.resendVerification', placeholder),
        ],
      },
    ],
  },
];
