/**
 * Counts this page when the browser showed it from a prefetch (the speculation rules, issue #25):
 * the Worker answered only the prefetch, which is not a page view, so the page reports itself to
 * `POST /api/page-views` (decision 0016: first-party, cookieless, what the page's own request
 * would have counted). Nothing happens for a page the Worker served as a navigation. Root: its own
 * script (components/chrome-scripts.tsx).
 */
import { startModule } from './_module.ts';

export function init(): void {
  const [navigation] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
    deliveryType?: string;
  })[];

  if (navigation?.deliveryType === 'navigational-prefetch') {
    const body = JSON.stringify({ path: `${location.pathname}${location.search}`, referrer: document.referrer });
    navigator.sendBeacon('/api/page-views', new Blob([body], { type: 'application/json' }));
  }
}

startModule('page-view', init);
