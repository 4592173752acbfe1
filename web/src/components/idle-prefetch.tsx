/**
 * Link prefetch (spec §9): once the page has loaded and the browser is idle (requestIdleCallback,
 * at the latest after 2000 ms; a 2000 ms timer where it is missing), fetch the JavaScript of the
 * pages the main navigation links to, so following one needs only its data. Never on a 2g
 * connection or with data saving on.
 *
 * What is prefetched: each visible same-origin link of the header's main navigation is matched
 * against the router's routes, and the lazy route modules of the match that are not loaded yet
 * are imported (the same dynamic import the router would do on click, so it lands in the module
 * cache and the click needs no chunk request). Route DATA is not prefetched: it is fresh,
 * per-visitor and streamed, and fetching it for every link would load the content service for
 * pages that are never opened. `prefetch="intent"` on the links does nothing in data-router mode
 * (it needs framework mode), so this component is the site's only link prefetch.
 */
import { useContext, useEffect } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext, useLocation, type RouteObject } from 'react-router-dom';
import { PREFETCH_IDLE_TIMEOUT_MS } from '../../../shared/constants/spec';

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

type LazyRoute = () => Promise<unknown>;
/** A route module loader may offer a quiet import for prefetching (no reload on failure). */
type PrefetchableLazy = LazyRoute & { prefetch?: () => Promise<unknown> };

// Module loaders asked already in this page's life (several routes may share one).
const requested = new WeakSet<object>();

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

/** The not yet loaded route module loaders of `paths`. */
export function pendingModules(routes: RouteObject[], paths: readonly string[]): PrefetchableLazy[] {
  const found: PrefetchableLazy[] = [];
  for (const path of paths) {
    for (const match of matchRoutes(routes, path) ?? []) {
      const lazy = match.route.lazy;
      if (typeof lazy === 'function' && !requested.has(lazy) && !found.includes(lazy)) found.push(lazy);
    }
  }
  return found;
}

async function prefetchModules(modules: readonly PrefetchableLazy[], stillWanted: () => boolean): Promise<void> {
  // One at a time: a prefetch must never compete with what the visitor is doing.
  for (const load of modules) {
    if (!stillWanted() || !prefetchAllowed(navigator)) return;
    requested.add(load);
    try {
      await (load.prefetch ? load.prefetch() : load());
    } catch {
      return; // The click will try again (and handle a missing chunk as the router does).
    }
  }
}

/** Prefetches the main navigation's page modules when the page is idle; renders nothing. */
export function IdlePrefetch() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();

  useEffect(() => {
    if (!router || !prefetchAllowed(navigator)) return;
    let active = true;
    let cancelIdle = () => undefined as void;
    const cancelLoad = afterLoad(() => {
      cancelIdle = whenIdle(() => {
        const modules = pendingModules(router.routes as RouteObject[], navigationPaths(document, location.origin));
        void prefetchModules(modules, () => active);
      }, PREFETCH_IDLE_TIMEOUT_MS);
    });
    return () => {
      active = false;
      cancelLoad();
      cancelIdle();
    };
  }, [router, pathname]);

  return null;
}
