/** The root route: chrome shared by every layout (progress bar) and the last-resort error page. */
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { ProgressBar } from '../components/progress-bar';
import { ErrorPage } from '../components/error-page';
import { SessionListener } from '../components/member/session-listener';

export function RootRoute() {
  // Lets tests and tools know the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <ProgressBar />
      <SessionListener />
      <Outlet />
    </>
  );
}

export function RootErrorBoundary() {
  return <ErrorPage standalone />;
}
