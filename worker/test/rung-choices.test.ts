// Rung choices (issue #26, docs/decisions/0016-analytics.md) in workerd, through the real Worker:
// the page's beacon (POST /api/rung-choices: what it writes, what it refuses, its rate limit, shared
// with the page-view beacon), recordRungChoice as the Worker's own routes call it, the local store,
// and the console's API that reads the choices back per talk. Requests go to the app with an
// execution context of the test's own, so each test waits for the Worker's background work.
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import app from '../src/index';
import type { AppEnv } from '../src/context';
import { readSettings } from '../src/env';
import { recordRungChoice } from '../src/routes/api/rung-choices';
import {
  asAdmin,
  beacon,
  failing,
  newClient,
  recording,
  send,
  storedPoints,
  type Fetchable,
  type WrittenPoint,
} from './analytics-helpers';
import { signedInMember } from './accounts';
import { contentClient } from './helpers';
import type { AdminRungChoicesAnswer } from '#shared/schemas/admin.ts';
import type { Rung } from '#shared/schemas/rung-choice.ts';

/** The rung-choice data points one request wrote (a recorder stands in for the dataset). */
async function sent(path: string, init: RequestInit, target: Fetchable = app): Promise<WrittenPoint[]> {
  const { bindings, points } = recording('RUNG_CHOICES');
  await send(path, init, bindings, target);
  return points();
}

/** The rung choices the local store holds (keys `rc:`). */
const kept = () => storedPoints('rc:');

/**
 * A route of the Worker's kind that serves a rung (as the media route and the transcript's download
 * do): the app's own settings and language, then `recordRungChoice`.
 */
function servingRoute(rung: Rung, presentationId = 'presentation-1') {
  const route = new Hono<AppEnv>();
  route.use('*', async (c, next) => {
    c.set('settings', readSettings(c.env));
    c.set('locale', 'en');
    await next();
  });
  route.on(['GET', 'HEAD'], '/served', (c) => c.json({ counted: recordRungChoice(c, { presentationId, rung }) }));
  return route;
}

const report = (query = '', cookie?: string) =>
  asAdmin(`/api/admin/analytics/rung-choices${query}`, 'Rung Choices Admin', cookie);

describe('POST /api/rung-choices', () => {
  beforeAll(async () => {
    // The first request of an isolate builds the page layer: slow on a busy machine.
    await send('/', { headers: { accept: 'text/html' } });
  }, 60_000);

  it('answers 204 and writes the presentation, the rung and the language, nothing about the person', async () => {
    const { bindings, points } = recording('RUNG_CHOICES');
    const response = await send(
      '/api/rung-choices',
      beacon({ presentationId: 'presentation-1', rung: 'read' }),
      bindings,
    );
    expect(response.status).toBe(204);
    await send(
      '/api/rung-choices',
      beacon({ presentationId: 'presentation-2', rung: 'watch' }, { cookie: '' }),
      bindings,
    );
    expect(points()).toEqual([
      { blobs: ['presentation-1', 'read', 'fr'], doubles: [1], indexes: ['presentation-1'] },
      { blobs: ['presentation-2', 'watch', 'en'], doubles: [1], indexes: ['presentation-2'] },
    ]);
    expect(JSON.stringify(points())).not.toMatch(/Mozilla|203\.0\.113|i18n/);
  });

  it('refuses what is not a choice with a 4xx and writes nothing', async () => {
    const { bindings, points } = recording('RUNG_CHOICES');
    const refusals: [unknown, number, string][] = [
      [{ presentationId: 'presentation-1', rung: 'skim' }, 400, 'invalid_body'],
      [{ presentationId: 'presentation-1' }, 400, 'invalid_body'],
      [{ presentationId: '../admin', rung: 'read' }, 400, 'invalid_body'],
      [{ presentationId: '', rung: 'read' }, 400, 'invalid_body'],
      [{ presentationId: 'p'.repeat(129), rung: 'read' }, 400, 'invalid_body'],
      [{ presentationId: 42, rung: 'watch' }, 400, 'invalid_body'],
      // The rungs whose files the Worker serves are counted by the Worker, never by a page.
      [{ presentationId: 'presentation-1', rung: 'listen' }, 400, 'invalid_body'],
      [{ presentationId: 'presentation-1', rung: 'watch-small' }, 400, 'invalid_body'],
      // Only a talk of the catalogue: made-up ids would crowd the console's report.
      [{ presentationId: `made-up-${crypto.randomUUID()}`, rung: 'read' }, 404, 'not_found'],
      ['{"presentationId":', 400, 'invalid_json'],
      [{ presentationId: 'presentation-1', rung: 'read', pad: 'x'.repeat(2048) }, 413, 'body_too_large'],
    ];
    for (const [body, status, code] of refusals) {
      const response = await send('/api/rung-choices', beacon(body), bindings);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      const answer = (await response.json()) as { error: { code: string; message: string; fields?: object } };
      expect(answer.error.code).toBe(code);
      expect(answer.error.message).not.toBe('');
    }
    const wrongField = await send(
      '/api/rung-choices',
      beacon({ presentationId: 'presentation-1', rung: 'skim' }),
      bindings,
    );
    expect(((await wrongField.json()) as { error: { fields: object } }).error.fields).toHaveProperty('rung');
    // Not JSON: 415.
    const form = beacon('presentationId=presentation-1&rung=read', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect((await send('/api/rung-choices', form, bindings)).status).toBe(415);
    // GET is no beacon.
    expect((await send('/api/rung-choices', { headers: { accept: 'application/json' } }, bindings)).status).toBe(404);
    expect(points()).toEqual([]);
  });

  it('refuses another site’s request (403) and writes nothing', async () => {
    const { bindings, points } = recording('RUNG_CHOICES');
    const body = { presentationId: 'presentation-1', rung: 'listen' };
    const crossSite = await send(
      '/api/rung-choices',
      beacon(body, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }),
      bindings,
    );
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { error: { code: string } }).error.code).toBe('cross_site');
    const { 'sec-fetch-site': _ignored, ...withoutFetchSite } = beacon(body).headers as Record<string, string>;
    const foreignOrigin = await send(
      '/api/rung-choices',
      { ...beacon(body), headers: { ...withoutFetchSite, origin: 'https://evil.example' } },
      bindings,
    );
    expect(foreignOrigin.status).toBe(403);
    expect(points()).toEqual([]);
  });

  it('writes nothing when the browser asks not to be tracked, or for a bot, and still answers 204', async () => {
    const body = { presentationId: 'presentation-1', rung: 'watch' };
    const optOuts: Record<string, string>[] = [
      { dnt: '1' },
      { 'sec-gpc': '1' },
      { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    ];
    for (const headers of optOuts) {
      const { bindings, points } = recording('RUNG_CHOICES');
      expect((await send('/api/rung-choices', beacon(body, headers), bindings)).status).toBe(204);
      expect(points(), JSON.stringify(headers)).toEqual([]);
    }
    // The same beacon without them is counted.
    expect(await sent('/api/rung-choices', beacon(body, { dnt: '0' }))).toHaveLength(1);
  });

  it('takes at most 120 beacons a minute from one client address (429 with Retry-After), page views’ apart', async () => {
    const client = newClient();
    const body = { presentationId: 'presentation-3', rung: 'watch' };
    const { bindings, points } = recording('RUNG_CHOICES');
    const statuses: number[] = [];
    for (let count = 0; count < 121; count += 1) {
      statuses.push((await send('/api/rung-choices', beacon(body, { 'cf-connecting-ip': client }), bindings)).status);
    }
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect(points()).toHaveLength(120);
    const refused = await send('/api/rung-choices', beacon(body, { 'cf-connecting-ip': client }), bindings);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(points()).toHaveLength(120);
    // Another address, and the same address's page-view beacon, are not held back.
    expect((await send('/api/rung-choices', beacon(body), bindings)).status).toBe(204);
    const pageView = beacon({ path: '/about' }, { 'cf-connecting-ip': client });
    expect((await send('/api/page-views', pageView, bindings)).status).toBe(204);
  });

  it('limits the page-view beacon the same way', async () => {
    const client = newClient();
    const pageView = () => beacon({ path: '/about' }, { 'cf-connecting-ip': client });
    const bindings = {
      ...env,
      PAGE_VIEWS: { writeDataPoint: () => {} },
      LOCAL_PAGE_VIEWS: undefined,
    } as Cloudflare.Env;
    for (let count = 0; count < 120; count += 1) {
      expect((await send('/api/page-views', pageView(), bindings)).status).toBe(204);
    }
    const refused = await send('/api/page-views', pageView(), bindings);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
  });
});

describe('recordRungChoice', () => {
  it('counts a play’s first request or a download, not its later parts, a HEAD, an opt-out or a bot', async () => {
    const route = servingRoute('listen');
    expect(await sent('/served', { headers: { range: 'bytes=0-' } }, route)).toEqual([
      { blobs: ['presentation-1', 'listen', 'en'], doubles: [1], indexes: ['presentation-1'] },
    ]);
    expect(await sent('/served', {}, route)).toHaveLength(1);
    const notCounted: RequestInit[] = [
      { headers: { range: 'bytes=131072-' } },
      { method: 'HEAD' },
      { headers: { dnt: '1' } },
      { headers: { 'sec-gpc': '1' } },
      { headers: { 'user-agent': 'bingbot/2.0' } },
    ];
    for (const init of notCounted) {
      expect(await sent('/served', init, route), JSON.stringify(init)).toEqual([]);
    }
    const answer = await send('/served', { headers: { range: 'bytes=4096-8191' } }, env, route);
    expect(await answer.json()).toEqual({ counted: false });
  });

  it('ignores a malformed choice, and never fails the route when the dataset throws', async () => {
    expect(await sent('/served', {}, servingRoute('skim' as Rung))).toEqual([]);
    expect(await sent('/served', {}, servingRoute('read', 'a/b'))).toEqual([]);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await send('/served', {}, failing('RUNG_CHOICES'), servingRoute('read'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ counted: true });
    vi.restoreAllMocks();
  });

  it('keeps the same point in the local store on the local stack', async () => {
    const id = `talk-${crypto.randomUUID()}`;
    await send('/served', { headers: { range: 'bytes=0-' } }, env, servingRoute('watch-small', id));
    expect((await kept()).filter((point) => point.blobs[0] === id)).toEqual([
      { blobs: [id, 'watch-small', 'en'], doubles: [1] },
    ]);
    // Told not to (the bench), it keeps none.
    const other = `talk-${crypto.randomUUID()}`;
    await send('/served', {}, { ...env, LOCAL_PAGE_VIEWS_COPY: 'off' } as Cloudflare.Env, servingRoute('read', other));
    expect((await kept()).filter((point) => point.blobs[0] === other)).toEqual([]);
  });
});

describe('GET /api/admin/analytics/rung-choices', () => {
  it('refuses visitors (401) and members who are not admins (403)', async () => {
    const visitor = await send('/api/admin/analytics/rung-choices', { headers: { accept: 'application/json' } });
    expect(visitor.status).toBe(401);
    const member = await signedInMember('user');
    expect((await report('', member.cookie)).status).toBe(403);
  });

  it('checks the period', async () => {
    for (const query of ['?days=0', '?days=91', '?days=x']) {
      const response = await report(query);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_query');
    }
  });

  it('answers the choices of each rung per talk over the period, titled from the catalogue, with totals', async () => {
    const before = (await (await report('?days=7')).json()) as AdminRungChoicesAnswer;
    const unknown = `gone-${crypto.randomUUID()}`;
    const choose = (presentationId: string, rung: Rung, headers: Record<string, string> = {}) =>
      send('/api/rung-choices', beacon({ presentationId, rung }, headers));
    await choose('presentation-2', 'read');
    await choose('presentation-2', 'read');
    await choose('presentation-2', 'watch');
    await choose('presentation-2', 'watch', { dnt: '1' });
    await send('/served', { headers: { range: 'bytes=0-' } }, env, servingRoute('listen', 'presentation-2'));
    // A choice counted for a talk the catalogue no longer has (it was removed since).
    await send('/served', { headers: { range: 'bytes=0-' } }, env, servingRoute('watch-small', unknown));

    const response = await report('?days=7');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const after = (await response.json()) as AdminRungChoicesAnswer;
    expect(after).toMatchObject({ days: 7, source: 'local', truncated: false });
    const rowOf = (answer: AdminRungChoicesAnswer, id: string) => answer.rows.find((row) => row.presentationId === id);
    const was = rowOf(before, 'presentation-2')?.counts ?? { read: 0, listen: 0, 'watch-small': 0, watch: 0 };
    const now = rowOf(after, 'presentation-2');
    expect(now?.counts).toEqual({
      read: was.read + 2,
      listen: was.listen + 1,
      'watch-small': was['watch-small'],
      watch: was.watch + 1,
    });
    expect(now?.total).toBe(now ? Object.values(now.counts).reduce((sum, count) => sum + count, 0) : -1);
    const catalogue = await contentClient().list('presentations');
    expect(now?.title).toBe(catalogue.find((item) => item.id === 'presentation-2')?.title.en);
    // A talk the catalogue does not have: its id, no title.
    expect(rowOf(after, unknown)).toEqual({
      presentationId: unknown,
      title: null,
      counts: { read: 0, listen: 0, 'watch-small': 1, watch: 0 },
      total: 1,
    });
    expect(after.totals.read - before.totals.read).toBe(2);
    expect(after.total).toBe(Object.values(after.totals).reduce((sum, count) => sum + count, 0));
    // Most chosen first.
    const totals = after.rows.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
});

describe('the routes that serve a rung count it', () => {
  const rungsOf = (points: WrittenPoint[]) => points.map((point) => point.blobs?.slice(0, 2).join(' '));
  const english = { cookie: 'i18n_redirected=en' };

  it('a play of the audio or the small video from its start, and the transcript file', async () => {
    const audio = '/video-presentations/presentation-1/media/audio-en.ogg';
    expect(rungsOf(await sent(audio, { headers: { ...english, range: 'bytes=0-' } }))).toEqual([
      'presentation-1 listen',
    ]);
    expect(rungsOf(await sent(`${audio}?download=1`, { headers: english }))).toEqual(['presentation-1 listen']);
    expect(
      rungsOf(
        await sent('/video-presentations/presentation-1/media/video-144p-en.webm', {
          headers: { ...english, range: 'bytes=0-' },
        }),
      ),
    ).toEqual(['presentation-1 watch-small']);
    expect(rungsOf(await sent('/video-presentations/presentation-1/transcript.html', { headers: english }))).toEqual([
      'presentation-1 read',
    ]);
  });

  it('at most 120 a minute from one client address, the file served all the same', async () => {
    const { bindings, points } = recording('RUNG_CHOICES');
    const client = newClient();
    const statuses: number[] = [];
    for (let count = 0; count < 122; count += 1) {
      const response = await send(
        '/video-presentations/presentation-1/transcript.html',
        { headers: { ...english, 'cf-connecting-ip': client } },
        bindings,
      );
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(points()).toHaveLength(120);
  });

  it('not the later parts of a play, a HEAD, nor the audio fetched by Save for offline', async () => {
    const audio = '/video-presentations/presentation-1/media/audio-en.ogg';
    expect(await sent(audio, { headers: { ...english, range: 'bytes=5000-' } })).toEqual([]);
    expect(await sent(audio, { method: 'HEAD', headers: english })).toEqual([]);
    expect(await sent(audio, { headers: { ...english, 'x-site-save': '1' } })).toEqual([]);
  });
});
