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
): RouteObject =>
  // A data route's id is its loader key (or `extra.id`), so streamed slots are `<id>:<field>`.
  ({
    path,
    lazy: module,
    ...(key ? { id: key, loader: routeLoader(key) } : {}),
    ...extra,
    handle: { titleKey, ...(extra.handle as object) } satisfies RouteHandle,
  }) as RouteObject;

const legal = lazyModule(() => import('./features/legal/legal-page'), ['pages']);

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: routeLoader('root'),
    Component: RootRoute,
    ErrorBoundary: RootErrorBoundary,
    // The session and contact record change rarely: reload them after a form submission, or when
    // asked to revalidate the same page (another tab signed in or out).
    shouldRevalidate: ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
      formMethod !== undefined || (currentUrl.href === nextUrl.href && defaultShouldRevalidate),
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
            lazy: lazyModule(() => import('./features/home/home-page'), ['pages', 'forms']),
          },
          page(
            'about',
            'pages.about',
            lazyModule(() => import('./features/about/about-page'), ['pages', 'presentations']),
            'about',
          ),
          page(
            'blog',
            'pages.blog',
            lazyModule(() => import('./features/blog/blog-page'), ['blog']),
            'blog',
          ),
          page(
            'blog/:slug',
            'pages.article',
            lazyModule(() => import('./features/blog/article-page'), ['blog', 'account']),
            'article',
          ),
          page(
            'collections',
            'pages.collections',
            lazyModule(() => import('./features/collections/collections-page'), ['presentations']),
            'collections',
          ),
          page(
            'collections/:id',
            'pages.collection',
            lazyModule(() => import('./features/collections/collection-page'), ['presentations']),
            'collection',
          ),
          page(
            'contact',
            'pages.contact',
            lazyModule(() => import('./features/contact/contact-page'), ['forms']),
            'contact',
            {
              action: routeAction('contact'),
            },
          ),
          page(
            'events',
            'pages.events',
            lazyModule(() => import('./features/events/events-page'), ['events']),
            'events',
          ),
          page(
            'events/:id',
            'pages.event',
            lazyModule(() => import('./features/events/event-page'), ['events']),
            'event',
          ),
          page(
            'faq',
            'pages.faq',
            lazyModule(() => import('./features/faq/faq-page'), ['pages']),
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
            lazyModule(() => import('./features/presenters/presenters-page'), ['people']),
            'presenters',
          ),
          page(
            'presenters/:id',
            'pages.presenter',
            lazyModule(() => import('./features/presenters/presenter-page'), ['people', 'account']),
            'presenter',
          ),
          page(
            'projects',
            'pages.projects',
            lazyModule(() => import('./features/projects/projects-page'), ['pages']),
            'projects',
          ),
          page(
            'projects/themes',
            'pages.themes',
            lazyModule(() => import('./features/projects/themes-page'), ['pages']),
            'themes',
          ),
          page(
            'projects/themes/:id',
            'pages.theme',
            lazyModule(() => import('./features/projects/theme-page'), ['pages']),
            'theme',
          ),
          page(
            'projects/:id',
            'pages.project',
            lazyModule(() => import('./features/projects/project-page'), ['pages']),
            'project',
          ),
          page(
            'projects/:id/:subproject',
            'pages.subProject',
            lazyModule(() => import('./features/projects/sub-project-page'), ['pages']),
            'subProject',
          ),
          page(
            'search',
            'pages.search',
            lazyModule(() => import('./features/search/search-page'), ['search']),
            'search',
          ),
          page(
            'video-presentations',
            'pages.videoPresentations',
            lazyModule(() => import('./features/presentations/presentation-list-page'), ['presentations']),
            'presentations',
          ),
          page(
            'video-presentations/series/:id',
            'pages.series',
            lazyModule(() => import('./features/presentations/series-page'), ['presentations']),
            'series',
          ),
          page(
            'video-presentations/:id',
            'pages.videoPresentation',
            lazyModule(() => import('./features/presentations/presentation-page'), ['presentations', 'account']),
            'presentation',
          ),
          {
            id: 'protected',
            loader: routeLoader('protected'),
            Component: ProfileLayout,
            children: [
              page(
                'profile',
                'pages.profile',
                lazyModule(() => import('./features/account/dashboard-page'), ['account', 'member', 'presenter']),
                'dashboard',
              ),
              page(
                'account',
                'pages.account',
                lazyModule(() => import('./features/account/dashboard-page'), ['account', 'member', 'presenter']),
                'dashboard',
                {
                  id: 'dashboard-account',
                },
              ),
              page(
                'account/profile',
                'pages.accountProfile',
                lazyModule(() => import('./features/account/general-page'), ['account', 'member', 'presenter']),
                'accountProfile',
              ),
              page(
                'account/connections',
                'pages.connections',
                lazyModule(() => import('./features/account/connections-page'), ['account', 'member', 'presenter']),
                'connections',
              ),
              page(
                'account/watchlist',
                'pages.watchlist',
                lazyModule(() => import('./features/account/watchlist-page'), ['account', 'member', 'presenter']),
                'watchlist',
              ),
              page(
                'account/readlist',
                'pages.readlist',
                lazyModule(() => import('./features/account/readlist-page'), ['account', 'member', 'presenter']),
                'readlist',
              ),
              page(
                'account/logout',
                'pages.logout',
                lazyModule(() => import('./features/account/logout-page'), ['account', 'member', 'presenter']),
              ),
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
          page(
            'login',
            'pages.login',
            lazyModule(() => import('./features/auth/login-page'), ['auth']),
          ),
          page(
            'signup',
            'pages.signup',
            lazyModule(() => import('./features/auth/signup-page'), ['auth']),
          ),
          page(
            'forgot',
            'pages.forgot',
            lazyModule(() => import('./features/auth/forgot-page'), ['auth']),
          ),
          page(
            'resend-email-verification',
            'pages.resendVerification',
            lazyModule(() => import('./features/auth/resend-verification-page'), ['auth']),
          ),
        ],
      },
    ],
  },
];
