/**
 * The record of a layout error in the error page (spec §4): hidden, with its module
 * (web/scripts/layout-error.ts), which keeps it in the visitor's local storage, so the chat's
 * invitation keeps quiet after it. Rendered by the root's and the layouts' error boundaries, so it
 * is kept whatever page failed.
 */
import { useLocation, useRouteError } from 'react-router';
import { layoutErrorEntry } from '../lib/layout-error';
import { PageScript } from './page-script';

export function LayoutErrorRecord({ boundary }: { boundary: string }) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const entry = layoutErrorEntry(error, { boundary, path: pathname });
  if (!entry) return null;
  return (
    <>
      <div hidden data-module="layout-error" data-layout-error={JSON.stringify(entry)} />
      <PageScript name="layout-error" />
    </>
  );
}
