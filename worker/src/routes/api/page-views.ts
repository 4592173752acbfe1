/**
 * `POST /api/page-views` `{ path, referrer? }` → 204: a page the browser showed from a prefetch
 * (the speculation rules, issue #25) counts itself, since the Worker answered only the prefetch,
 * which is not a page view (decision 0016). Counted as the page's own GET would be: the same
 * route match, opt-outs (DNT, Sec-GPC) and bot test; nothing about the person is kept. At most
 * BEACON_LIMIT's number per minute from one client address (429 past it).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { PAGE_VIEW_BEACON_MAX_BYTES, pageViewBeaconSchema } from '#shared/schemas/page-view-beacon.ts';
import { beaconLimit } from '../../middleware/beacon-limit';
import { jsonBody } from '../../middleware/validate';
import { pageViewOf } from '../../services/analytics/page-views';
import { recordPageView } from '../../services/analytics/record';
import { routeFacts } from '../../server-build';

/** The request headers a page view reads, from the beacon (the referrer is the page's own). */
const COUNTED_HEADERS = ['user-agent', 'dnt', 'sec-gpc'];

export const pageViewsApi = new Hono<AppEnv>().post(
  '/',
  beaconLimit('page-views'),
  ...jsonBody(pageViewBeaconSchema, PAGE_VIEW_BEACON_MAX_BYTES),
  async (c) => {
    const { path, referrer } = c.req.valid('json');
    const headers = new Headers();
    for (const name of COUNTED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    if (referrer) headers.set('referer', referrer);
    const settings = c.get('settings');
    const view = pageViewOf(
      {
        method: 'GET',
        url: new URL(path, c.req.url),
        headers,
        status: 200,
        contentType: 'text/html',
        locale: c.get('locale'),
        siteUrl: settings.SITE_URL,
      },
      (await routeFacts()).match,
    );
    if (view) await recordPageView(c.env, view, settings.LOCAL_PAGE_VIEWS_COPY === 'on');
    return c.body(null, 204);
  },
);
