/** Default layout (spec §2): navigation, breadcrumbs, page, footer and the floating chat button. */
import { Outlet, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { SiteHeader } from '../components/site-header';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ErrorPage } from '../components/error-page';
import { recordLayoutError } from '../lib/layout-error';
import { hydrateLater } from '../lib/hydrate-later';

// Below the page, beside it, or invisible: their JavaScript comes beside the page's (decision 0027).
const SiteFooter = hydrateLater(() => import('../components/site-footer').then((module) => module.SiteFooter));
const IdlePrefetch = hydrateLater(() => import('../components/idle-prefetch').then((module) => module.IdlePrefetch));
const ChatWidget = hydrateLater(() => import('../components/chat-widget').then((module) => module.ChatWidget));

export function DefaultLayout() {
  return (
    <div className="layout">
      <SiteHeader />
      <main id="main" className="layout-main" tabIndex={-1}>
        <Breadcrumbs />
        <Outlet />
      </main>
      <SiteFooter />
      <ChatWidget />
      <IdlePrefetch />
    </div>
  );
}

/** A layout that failed: the error is kept locally (it also silences the chat dialog). */
export function LayoutErrorBoundary() {
  const error = useRouteError();
  useEffect(() => recordLayoutError(error), [error]);
  return <ErrorPage standalone />;
}
