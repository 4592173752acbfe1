/**
 * Default layout (spec §2): navigation, breadcrumbs, page, footer and the floating chat button. The
 * idle prefetch of the spec is the browser's (speculation rules, worker/src/routes/pages.ts).
 */
import { Outlet } from 'react-router';
import { SiteHeader } from '../components/site-header';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ErrorPage } from '../components/error-page';
import { LayoutErrorRecord } from '../components/layout-error-record';
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

/** A layout that failed: the error page, and the error kept locally (it also silences the chat dialog). */
export function LayoutErrorBoundary({ boundary }: { boundary: string }) {
  return (
    <>
      <LayoutErrorRecord boundary={boundary} />
      <ErrorPage standalone />
    </>
  );
}
