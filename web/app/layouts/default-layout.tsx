/**
 * Default layout (spec §2): navigation, breadcrumbs, page, footer and the floating chat button. The
 * idle prefetch of the spec is the browser's (speculation rules, worker/src/routes/pages.ts).
 */
import { Outlet, useRouteError } from 'react-router';
import { SiteHeader } from '../components/site-header';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ErrorPage } from '../components/error-page';
import { layoutErrorEntry } from '../lib/layout-error';
// HTML that works with no script (issue #25): nothing here waits for JavaScript any more.
import { SiteFooter } from '../components/site-footer';
import { ChatWidget } from '../components/chat-widget';

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
    </div>
  );
}

/**
 * A layout that failed: the error is kept locally (it also silences the chat dialog) by the chat's
 * module from what the page says here (lib/layout-error.ts).
 */
export function LayoutErrorBoundary() {
  const error = useRouteError();
  const entry = layoutErrorEntry(error);
  return (
    <>
      {entry && <div hidden data-layout-error={JSON.stringify(entry)} />}
      <ErrorPage standalone />
    </>
  );
}
