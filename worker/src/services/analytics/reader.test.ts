// The production reader against a stand-in for Analytics Engine's SQL API: what it asks, how it
// reads the answer (sums come back as strings), and that a failure is the service's, not ours.
import { describe, expect, it } from 'vitest';
import {
  AnalyticsUnavailableError,
  pageViewsSql,
  rungChoicesSql,
  sqlPageViewReader,
  sqlRungChoiceReader,
} from './reader';
import { PAGE_VIEWS_DATASET } from './page-views';
import { RUNG_CHOICES_DATASET } from './rung-choices';

const ACCOUNT = '0123456789abcdef0123456789abcdef';

describe('sqlPageViewReader', () => {
  it('asks the SQL API for sampled sums per page, route and language over the period', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const reader = sqlPageViewReader(ACCOUNT, 'read-token', async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return Response.json({
        meta: [],
        data: [
          { page: '/about', route: '/about', locale: 'en', views: '12' },
          { page: '/about', route: '/about', locale: 'fr', views: 3 },
          { page: '/x', route: '/x', locale: 'de', views: '1' },
        ],
        rows: 3,
      });
    });
    const rows = await reader.count(30, 2001);
    expect(rows).toEqual([
      { page: '/about', route: '/about', locale: 'en', views: 12 },
      { page: '/about', route: '/about', locale: 'fr', views: 3 },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`https://api.cloudflare.com/client/v4/accounts/${ACCOUNT}/analytics_engine/sql`);
    expect(calls[0]?.init.method).toBe('POST');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer read-token');
    const sql = String(calls[0]?.init.body);
    expect(sql).toContain('SUM(_sample_interval) AS views');
    expect(sql).toContain(`FROM ${PAGE_VIEWS_DATASET}`);
    expect(sql).toContain("WHERE timestamp > NOW() - INTERVAL '30' DAY");
    expect(sql).toContain('GROUP BY page, route, locale');
    expect(sql).toContain('LIMIT 2001');
  });

  it('turns refusals, unreachable and unreadable answers into AnalyticsUnavailableError', async () => {
    const answering = (response: () => Response) => sqlPageViewReader(ACCOUNT, 't', async () => response());
    await expect(answering(() => new Response('forbidden', { status: 403 })).count(30, 10)).rejects.toThrow(
      AnalyticsUnavailableError,
    );
    await expect(answering(() => new Response('not json')).count(30, 10)).rejects.toThrow(AnalyticsUnavailableError);
    const unreachable = sqlPageViewReader(ACCOUNT, 't', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(unreachable.count(30, 10)).rejects.toThrow(AnalyticsUnavailableError);
  });

  it('never builds a query from anything but whole numbers', () => {
    expect(() => pageViewsSql(Number.NaN, 10)).toThrow(RangeError);
    expect(() => pageViewsSql(1.5, 10)).toThrow(RangeError);
    expect(() => pageViewsSql(30, 0)).toThrow(RangeError);
    expect(() => rungChoicesSql(Number.NaN, 10)).toThrow(RangeError);
    expect(() => rungChoicesSql(30, -1)).toThrow(RangeError);
  });
});

describe('sqlRungChoiceReader', () => {
  it('asks for one row per talk with the sampled sums of each rung, so the limit never cuts a talk in two', async () => {
    const bodies: string[] = [];
    const reader = sqlRungChoiceReader(ACCOUNT, 'read-token', async (_url, init) => {
      bodies.push(String(init?.body));
      return Response.json({
        data: [
          { presentation: 'presentation-1', read: 0, listen: '7', watch_small: 2, watch: '0', choices: '9' },
          { presentation: '', read: 1, listen: 0, watch_small: 0, watch: 0, choices: 1 },
        ],
      });
    });
    expect(await reader.count(7, 1001)).toEqual([
      { presentationId: 'presentation-1', rung: 'listen', choices: 7 },
      { presentationId: 'presentation-1', rung: 'watch-small', choices: 2 },
    ]);
    expect(reader.source).toBe('analytics_engine');
    const sql = bodies[0] ?? '';
    expect(sql).toContain('SELECT blob1 AS presentation,');
    for (const rung of ['read', 'listen', 'watch-small', 'watch']) {
      expect(sql).toContain(`sumIf(_sample_interval, blob2 = '${rung}') AS ${rung.replace('-', '_')},`);
    }
    expect(sql).toContain('SUM(_sample_interval) AS choices');
    expect(sql).toContain(`FROM ${RUNG_CHOICES_DATASET}`);
    expect(sql).toContain("WHERE timestamp > NOW() - INTERVAL '7' DAY");
    expect(sql).toContain('GROUP BY presentation\n');
    expect(sql).toContain('LIMIT 1001');
  });

  it('turns a refusal into AnalyticsUnavailableError', async () => {
    const refused = sqlRungChoiceReader(ACCOUNT, 't', async () => new Response('no', { status: 401 }));
    await expect(refused.count(30, 10)).rejects.toThrow(AnalyticsUnavailableError);
  });
});
