/**
 * The spec's idle prefetch (§9: "Link prefetch idle timeout 2000 ms, skipped on 2g or
 * data-saver"), HTML first: the speculation rules of full pages (shared/lib/speculation-rules.ts)
 * prefetch a link of the site when the visitor is about to follow it (hover, press) and, by a second
 * rule, at once for a link marked `data-prefetch`. This module marks the links in view once the
 * page has been loaded PREFETCH_IDLE_TIMEOUT_MS and the browser is idle, then those that come into
 * view; the rules leave out what a visit must not prefetch (a member's pages, switches, files).
 *
 * Only on full pages (components/chrome-scripts.tsx renders it there; lite pages have no rules),
 * and never on a connection the visitor pays for (Save-Data, 2g: a visitor who chose full pages
 * there). Root: its own script, which says what it did (`data-prefetch`: `links` or `skipped`).
 */
import { PREFETCH_IDLE_TIMEOUT_MS } from '#shared/constants/spec.ts';
import { liteConnection, type BrowserConnection } from '#shared/lib/render-mode.ts';
import { startModule } from './_module.ts';

const MARK = 'data-prefetch';

/** Runs `task` once the browser is idle (at once where it cannot tell: Safari). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else task();
}

/** Marks the site's links as they are in view (the rules then prefetch them). */
function markLinksInView(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
    (link) => link.origin === location.origin && !link.hasAttribute(MARK),
  );
  if (typeof IntersectionObserver !== 'function') return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      entry.target.setAttribute(MARK, '');
      observer.unobserve(entry.target);
    }
  });
  for (const link of links) observer.observe(link);
}

export function init(root: HTMLElement): void {
  const connection = (navigator as Navigator & { connection?: BrowserConnection }).connection;
  if (liteConnection(connection)) {
    root.dataset.prefetch = 'skipped';
    return;
  }
  const begin = () =>
    setTimeout(
      () =>
        whenIdle(() => {
          markLinksInView();
          root.dataset.prefetch = 'links';
        }),
      PREFETCH_IDLE_TIMEOUT_MS,
    );
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

startModule('prefetch', init);
