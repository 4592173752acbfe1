/**
 * Link prefetch (spec §9): once the page has loaded and the browser is idle (requestIdleCallback,
 * at the latest after 2000 ms; a 2000 ms timer where it is missing), fetch the JavaScript of the
 * pages the main navigation links to, so following one needs only its data. Never on a 2g
 * connection or with data saving on.
 *
 * What is prefetched: React Router's <PrefetchPageLinks> for each visible same-origin link of the
 * header's main navigation: module preloads of the route modules that page needs and this one
 * does not have. Route DATA is not prefetched: every page route has a client loader (its strings
 * come with it), which React Router leaves to the click, so no content is fetched for pages that
 * are never opened.
 */
import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';
import { PREFETCH_IDLE_TIMEOUT_MS } from '#shared/constants/spec.ts';

/** The main navigation's links. */
export const PREFETCH_LINKS_SELECTOR = 'header nav[aria-label] a[href]';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on a slow (2g, slow-2g) connection, with data saving on, or offline. */
export function prefetchAllowed(navigator: Navigator): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType?.includes('2g')) return false;
  // A failed chunk import would start the chunk-failure reload; never try one offline.
  return navigator.onLine !== false;
}

/** Runs `task` when the browser is idle (at the latest after `timeout` ms); returns a canceller. */
function whenIdle(task: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, timeout);
  return () => window.clearTimeout(id);
}

/** Runs `task` once the document and its subresources have loaded. */
function afterLoad(task: () => void): () => void {
  if (document.readyState === 'complete') {
    task();
    return () => undefined;
  }
  window.addEventListener('load', task, { once: true });
  return () => window.removeEventListener('load', task);
}

/** Paths of the visible, same-origin main navigation links, without duplicates. */
export function navigationPaths(root: ParentNode, origin: string): string[] {
  const paths = new Set<string>();
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>(PREFETCH_LINKS_SELECTOR)) {
    // Hidden links (the navigation collapsed into the drawer on small screens) are not likely next.
    if (anchor.getClientRects().length === 0) continue;
    const url = new URL(anchor.href, origin);
    if (url.origin === origin) paths.add(url.pathname);
  }
  return [...paths];
}

/** Prefetches the main navigation's page modules when the page is idle. */
export function IdlePrefetch() {
  const { pathname } = useLocation();
  const [paths, setPaths] = useState<string[]>([]);

  useEffect(() => {
    if (!prefetchAllowed(navigator)) return;
    let cancelIdle = () => undefined as void;
    const cancelLoad = afterLoad(() => {
      cancelIdle = whenIdle(() => {
        if (prefetchAllowed(navigator)) setPaths(navigationPaths(document, location.origin));
      }, PREFETCH_IDLE_TIMEOUT_MS);
    });
    return () => {
      cancelLoad();
      cancelIdle();
    };
  }, [pathname]);

  return (
    <>
      {paths.map((path) => (
        <PrefetchPageLinks key={path} page={path} />
      ))}
    </>
  );
}
