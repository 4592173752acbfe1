/**
 * Writes a page view: one Analytics Engine data point (fire-and-forget: `writeDataPoint` returns at
 * once and never fails the page), and on the local stack the same point into the local store.
 */
import type { Bindings } from '../../env';
import { dataPointOf, type PageView } from './page-views';
import { keepLocally } from './local-store';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Resolves when the local copy is kept (at once where there is none, or `localCopy` is false);
 * never rejects.
 */
export async function recordPageView(env: Bindings, view: PageView, localCopy = true): Promise<void> {
  const point = dataPointOf(view);
  try {
    env.PAGE_VIEWS?.writeDataPoint(point);
  } catch (error) {
    console.warn('page view not written:', describe(error));
  }
  if (!env.LOCAL_PAGE_VIEWS || !localCopy) return;
  try {
    await keepLocally(env.LOCAL_PAGE_VIEWS, point);
  } catch (error) {
    console.warn('page view not kept locally:', describe(error));
  }
}
