/**
 * The root route: the HTML document, the data every page shares (locale, member, contact record),
 * the chrome's small scripts (progress bar, language, chat, offline, session across tabs) and the
 * last-resort error page. No page loads React in the browser (issue #25, decision 0033): React
 * renders the page on the server, whole, and renders no `<Scripts/>`.
 */
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, useRouteLoaderData } from 'react-router';
import { SiteTheme } from './components/site-theme';
import { THEME_COLOR } from '#shared/constants/spec.ts';
import { uiLanguage } from '#shared/i18n/create-i18n.ts';
import { htmlLang } from '#shared/lib/locale.ts';
import type { Route } from './+types/root';
import { ErrorPage } from './components/error-page';
import type { RootData } from './lib/loader-types';
import { contained } from './server/types.server';
import { pageMeta } from './lib/page-meta';
import { ChromeScripts } from './components/chrome-scripts';
import { ViewTransitionOptIn } from './components/view-transition-opt-in';
import { LayoutErrorRecord } from './components/layout-error-record';
import { PageScript } from './components/page-script';
// Every page's CSS: Radix Themes trimmed at build time (dev/build/radix-css.ts), the layout and the
// forms of the footer; each page's own sheet comes with its route's modules (decision 0022).
import './styles/site.css';
import './styles/forms.css';

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { services, render } = context;
  return {
    locale: services.locale,
    origin: services.origin,
    user: services.user,
    country: services.country,
    contact: await contained(services.content.contact(), services),
    lite: render.lite,
    cheapFirst: render.cheapFirst,
    imageResizing: services.settings.IMAGE_RESIZING === 'true',
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = data?.locale ?? 'en';
  const language = uiLanguage(locale);
  const lite = data?.lite ?? false;
  return (
    <html
      lang={htmlLang(locale)}
      dir="ltr"
      data-locale={locale}
      // Says the page is lite (web/scripts/offline.ts then starts no service worker until a save).
      data-mode={lite ? 'lite' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable in the reader's language (decision 0024), lite pages too: they keep pages offline. */}
        <link rel="manifest" href={`/manifest.${language}.webmanifest`} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <ViewTransitionOptIn />
        {/* First of the page's modules: it reloads the page when a later one fails to load (spec §8). */}
        <PageScript name="reload-guard" root />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteTheme>{children}</SiteTheme>
        {/* The chrome's own small scripts (components/chrome-scripts.tsx), on every page. */}
        <ChromeScripts member={data?.user?.uid ?? null} lite={lite} />
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

// The site's head when no page route gives one (an error above the pages: the layout's or the root's).
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function ErrorBoundary() {
  return (
    <>
      <LayoutErrorRecord boundary="root" />
      <ErrorPage standalone />
    </>
  );
}
