// Page views (docs/decisions/0016-analytics.md) in workerd, through the real Worker: which answers
// write a data point and with what (the Analytics Engine binding replaced by a recorder), what is
// never counted, the local store, and the console's API that reads them back. Requests go to the
// app with an execution context of the test's own, so each test waits for the Worker's background
// work before it looks.
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeId } from './helpers';
import {
  asAdmin,
  beacon,
  failing,
  ORIGIN,
  recording,
  send,
  storedPoints,
  type WrittenPoint,
} from './analytics-helpers';
import { signedInMember } from './accounts';
import type { AdminPageViewsAnswer } from '#shared/schemas/admin.ts';

const HTML = { accept: 'text/html' };

/** The page-view data points one request wrote to Analytics Engine (a recorder here). */
async function sent(path: string, init: RequestInit = {}): Promise<WrittenPoint[]> {
  const { bindings, points } = recording('PAGE_VIEWS');
  await send(path, init, bindings);
  return points();
}

const blobsOf = (points: WrittenPoint[]) => points.map((point) => point.blobs);

/** The page views the local store holds (the same points written to Analytics Engine). */
const points = () => storedPoints('pv:');

const pageViews = (query = '', cookie?: string) =>
  asAdmin(`/api/admin/analytics/page-views${query}`, 'Analytics Admin', cookie);

describe('page views', () => {
  beforeAll(async () => {
    // The first page of an isolate builds the page layer: slow on a busy machine.
    await send('/', { headers: HTML });
  }, 60_000);
  beforeEach(() => vi.restoreAllMocks());

  it('writes one data point for a page served to a person: path, route, language, external referrer host', async () => {
    const points = await sent('/video-presentations/presentation-1?sort=title&utm_source=news', {
      headers: { ...HTML, cookie: 'i18n_redirected=fr', referer: 'https://www.Google.com/search?q=elephants' },
    });
    expect(points).toEqual([
      {
        blobs: [
          '/video-presentations/presentation-1',
          '/video-presentations/:id',
          'fr',
          'www.google.com',
          'routes/presentation',
        ],
        doubles: [1],
        indexes: ['/video-presentations/:id'],
      },
    ]);
    // Nothing personal anywhere in it: no address, agent, cookie or user id.
    expect(JSON.stringify(points)).not.toMatch(/Mozilla|127\.0\.0\.1|i18n|__session|elephants/);
  });

  it('records no referrer for this site, its public address or other schemes', async () => {
    const points = [
      ...(await sent('/about', { headers: { ...HTML, referer: `${ORIGIN}/faq` } })),
      ...(await sent('/about/', { headers: { ...HTML, referer: `${env.SITE_URL}/events` } })),
      ...(await sent('/', { headers: { ...HTML, referer: 'android-app://com.google.android.gm/' } })),
    ];
    expect(points.map((point) => point.blobs?.slice(0, 4))).toEqual([
      ['/about', '/about', 'en', ''],
      ['/about', '/about', 'en', ''],
      ['/', '/', 'en', ''],
    ]);
  });

  it('counts a client navigation once, under the page route, by its own route-data request', async () => {
    // What the browser sends on a navigation: each route with a client loader asks for its own data.
    expect(
      blobsOf(
        await sent(`/video-presentations/presentation-1.data?_routes=${routeId('presentation')}`, {
          headers: { cookie: 'i18n_redirected=combined' },
        }),
      ),
    ).toEqual([
      ['/video-presentations/presentation-1', '/video-presentations/:id', 'combined', '', 'routes/presentation'],
    ]);
    expect(await sent('/video-presentations/presentation-1.data?_routes=root')).toEqual([]);
    expect(blobsOf(await sent('/_root.data?_routes=routes/home'))).toEqual([['/', '/', 'en', '', 'routes/home']]);
    // Every route at once (no `_routes`), and a referrer that is this site's page.
    expect(blobsOf(await sent('/about.data', { headers: { referer: 'https://elsewhere.example/' } }))).toEqual([
      ['/about', '/about', 'en', '', 'routes/about'],
    ]);
  });

  it('counts a page the browser showed from a prefetch once, by its beacon, as its own request would be', async () => {
    // The prefetch itself is not a view (above); the page, once shown, reports itself.
    expect(
      blobsOf(
        await sent(
          '/api/page-views',
          beacon({ path: '/events/event-1?month=2026-11', referrer: 'https://news.example/a' }),
        ),
      ),
    ).toEqual([['/events/event-1', '/events/:id', 'fr', 'news.example', 'routes/event']]);
    // The same refusals as a page's request: opt-outs, bots, addresses that are no page.
    expect(await sent('/api/page-views', beacon({ path: '/about' }, { dnt: '1' }))).toEqual([]);
    expect(await sent('/api/page-views', beacon({ path: '/about' }, { 'user-agent': 'Googlebot/2.1' }))).toEqual([]);
    expect(await sent('/api/page-views', beacon({ path: '/api/me' }))).toEqual([]);
    // A body that is not a beacon: 400, nothing written; from another site: refused.
    const bad = await send('/api/page-views', beacon({ path: 'https://evil.example/' }));
    expect(bad.status).toBe(400);
    const foreign = await send(
      '/api/page-views',
      beacon({ path: '/about' }, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }),
    );
    expect(foreign.status).toBe(403);
  });

  it('writes nothing when the browser sends Do Not Track or Global Privacy Control', async () => {
    expect(await sent('/about', { headers: { ...HTML, dnt: '1' } })).toEqual([]);
    expect(await sent('/about', { headers: { ...HTML, 'sec-gpc': '1' } })).toEqual([]);
    expect(await sent(`/about.data?_routes=${routeId('about')}`, { headers: { 'sec-gpc': '1' } })).toEqual([]);
    // The same requests without the signal are counted.
    expect(await sent('/about', { headers: { ...HTML, dnt: '0' } })).toHaveLength(1);
  });

  it('writes nothing for bots, HEAD, posts, prefetches, the no-JavaScript reload, errors and missing pages', async () => {
    const requests: [string, RequestInit][] = [
      ['/about', { headers: { ...HTML, 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } }],
      ['/about', { method: 'HEAD', headers: HTML }],
      ['/about', { headers: { ...HTML, 'sec-purpose': 'prefetch' } }],
      ['/about?nojs=1', { headers: HTML }],
      ['/video-presentations/nope', { headers: HTML }],
      ['/no-such-page', { headers: HTML }],
      ['/contact.data', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    ];
    for (const [path, init] of requests) expect(await sent(path, init), `${init.method ?? 'GET'} ${path}`).toEqual([]);
  });

  it('writes nothing for the APIs, the console, feeds, the sitemap and the health check', async () => {
    for (const path of ['/api/me', '/api/admin/me', '/admin/connections', '/sitemap.xml', '/robots.txt', '/healthz']) {
      expect(
        await sent(path, { headers: path.startsWith('/api') ? { accept: 'application/json' } : HTML }),
        path,
      ).toEqual([]);
    }
  });

  it('keeps the same point in the local store on the local stack', async () => {
    const referrer = `ref-${crypto.randomUUID()}.example`;
    await send('/events', { headers: { ...HTML, referer: `https://${referrer}/` } });
    const kept = (await points()).filter((point) => point.blobs[3] === referrer);
    expect(kept).toEqual([{ blobs: ['/events', '/events', 'en', referrer, 'routes/events'], doubles: [1] }]);
  });

  it('keeps no local copy when told not to (the bench measures pages as production serves them)', async () => {
    const referrer = `ref-${crypto.randomUUID()}.example`;
    await send('/events', { headers: { ...HTML, referer: `https://${referrer}/` } }, {
      ...env,
      LOCAL_PAGE_VIEWS_COPY: 'off',
    } as Cloudflare.Env);
    await send('/faq', { headers: { ...HTML, referer: `https://${referrer}/` } });
    const kept = (await points()).filter((point) => point.blobs[3] === referrer);
    // Only the second page's view, sent with the project's settings.
    expect(kept.map((point) => point.blobs[0])).toEqual(['/faq']);
  });

  it('never fails a page when the binding throws or is missing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await send('/events', { headers: HTML }, failing('PAGE_VIEWS'))).status).toBe(200);
    const none = { ...env, PAGE_VIEWS: undefined, LOCAL_PAGE_VIEWS: undefined } as Cloudflare.Env;
    expect((await send('/events', { headers: HTML }, none)).status).toBe(200);
  });
});

describe('GET /api/admin/analytics/page-views', () => {
  it('refuses visitors (401) and members who are not admins (403) in the one error shape', async () => {
    const visitor = await send('/api/admin/analytics/page-views', { headers: { accept: 'application/json' } });
    expect(visitor.status).toBe(401);
    const member = await signedInMember('user');
    const refused = await pageViews('', member.cookie);
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('forbidden');
    expect(body.error.message).not.toBe('');
  });

  it('checks the period', async () => {
    for (const query of ['?days=0', '?days=91', '?days=abc', '?days=1.5', '?days=3&days=4']) {
      const response = await pageViews(query);
      expect(response.status, query).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
      expect(error.code, query).toBe('invalid_query');
      expect(Object.keys(error.fields ?? {}), query).toEqual(['days']);
    }
  });

  it('answers the views per page and language over the period, with totals per language', async () => {
    const before = (await (await pageViews()).json()) as AdminPageViewsAnswer;
    const views = (page: AdminPageViewsAnswer, path: string, locale: string) =>
      page.rows.find((row) => row.page === path && row.locale === locale)?.views ?? 0;
    await send('/faq', { headers: HTML });
    await send('/faq?topic=accounts', { headers: HTML });
    await send('/faq', { headers: { ...HTML, cookie: 'i18n_redirected=fr' } });
    await send(`/faq.data?_routes=${routeId('faq')}`, { headers: { cookie: 'i18n_redirected=fr' } });
    await send('/faq', { headers: { ...HTML, dnt: '1' } });

    const response = await pageViews('?days=30');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const after = (await response.json()) as AdminPageViewsAnswer;
    expect(after).toMatchObject({ days: 30, source: 'local', truncated: false });
    expect(views(after, '/faq', 'en') - views(before, '/faq', 'en')).toBe(2);
    expect(views(after, '/faq', 'fr') - views(before, '/faq', 'fr')).toBe(2);
    expect(after.rows.find((row) => row.page === '/faq')?.route).toBe('/faq');
    expect(after.totals.en - before.totals.en).toBe(2);
    expect(after.totals.fr - before.totals.fr).toBe(2);
    expect(after.total).toBe(after.totals.en + after.totals.fr + after.totals.combined);
    // Most viewed first.
    const counts = after.rows.map((row) => row.views);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
