/**
 * What a page's script reports when the browser showed it from a prefetch (speculation rules,
 * issue #25): the Worker never saw that navigation, so the page counts itself (decision 0016).
 */
import * as v from 'valibot';

export const PAGE_VIEW_BEACON_MAX_BYTES = 2 * 1024;

export const pageViewBeaconSchema = v.object({
  /** The page's path and query, as in the address bar. */
  path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(1024)),
  /** `document.referrer`: where the reader came from (only another site's host is kept). */
  referrer: v.optional(v.pipe(v.string(), v.maxLength(2048))),
});
