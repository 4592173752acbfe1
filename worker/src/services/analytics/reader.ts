/**
 * Reading the page views back for the console (decision 0016). In production Analytics Engine is
 * asked through its SQL API (an account id and a read-only API token, both settings; the token
 * never leaves the Worker), weighting each row by `_sample_interval` so sampled data still counts
 * every view. Locally, Miniflare keeps nothing and has no SQL API: the local store answers instead.
 */
import * as v from 'valibot';
import { LOCALES, type Locale } from '#shared/constants/spec.ts';
import type { Bindings, Settings } from '../../env';
import { PAGE_VIEWS_DATASET } from './page-views';
import { readLocally } from './local-store';

export interface PageViewCount {
  page: string;
  route: string;
  locale: Locale;
  views: number;
}

export type PageViewSource = 'analytics_engine' | 'local';

export interface PageViewReader {
  readonly source: PageViewSource;
  /** Views per page, route and language over the last `days` days, at most `limit` rows (most viewed first). */
  count(days: number, limit: number): Promise<PageViewCount[]>;
}

export class AnalyticsUnavailableError extends Error {
  override name = 'AnalyticsUnavailableError';
}

const SQL_TIMEOUT_MS = 10_000;

// The SQL API's JSON output writes 64-bit integers (the sums) as strings.
const count = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+(?:\.\d+)?$/), v.transform(Number))]);
const sqlAnswer = v.object({
  data: v.array(v.object({ page: v.string(), route: v.string(), locale: v.string(), views: count })),
});

/** The query: `days` is a checked whole number, the dataset a constant; nothing else is interpolated. */
export function pageViewsSql(days: number, limit: number): string {
  if (!Number.isInteger(days) || days < 1 || !Number.isInteger(limit) || limit < 1) {
    throw new RangeError('days and limit must be positive whole numbers');
  }
  return [
    'SELECT blob1 AS page, blob2 AS route, blob3 AS locale, SUM(_sample_interval) AS views',
    `FROM ${PAGE_VIEWS_DATASET}`,
    `WHERE timestamp > NOW() - INTERVAL '${days}' DAY`,
    'GROUP BY page, route, locale',
    'ORDER BY views DESC',
    `LIMIT ${limit}`,
    'FORMAT JSON',
  ].join('\n');
}

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** Analytics Engine's SQL API. */
export function sqlPageViewReader(
  accountId: string,
  apiToken: string,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): PageViewReader {
  const endpoint = `https://api.cloudflare.com/client/v4/accounts/${accountId}/analytics_engine/sql`;
  return {
    source: 'analytics_engine',
    async count(days, limit) {
      let response: Response;
      try {
        response = await fetcher(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'text/plain' },
          body: pageViewsSql(days, limit),
          signal: AbortSignal.timeout(SQL_TIMEOUT_MS),
        });
      } catch (error) {
        throw new AnalyticsUnavailableError('Analytics Engine SQL API unreachable', { cause: error });
      }
      const text = await response.text();
      if (!response.ok) {
        throw new AnalyticsUnavailableError(
          `Analytics Engine SQL API answered ${response.status}: ${text.slice(0, 300)}`,
        );
      }
      let parsed: v.InferOutput<typeof sqlAnswer>;
      try {
        parsed = v.parse(sqlAnswer, JSON.parse(text));
      } catch (error) {
        throw new AnalyticsUnavailableError('Analytics Engine SQL API answer unreadable', { cause: error });
      }
      return parsed.data.flatMap((row) => (isLocale(row.locale) ? [{ ...row, locale: row.locale }] : []));
    },
  };
}

/** The local stack's store (local-store.ts). */
export function localPageViewReader(kv: KVNamespace, now: () => number = Date.now): PageViewReader {
  return {
    source: 'local',
    async count(days, limit) {
      const rows = await readLocally(kv, new Date(now() - days * 24 * 60 * 60 * 1000));
      return rows.sort((a, b) => b.views - a.views || a.page.localeCompare(b.page)).slice(0, limit);
    },
  };
}

/** The SQL API where it is configured, else the local store where it is bound, else none. */
export function pageViewReaderFor(settings: Settings, env: Bindings): PageViewReader | null {
  if (settings.ANALYTICS_ACCOUNT_ID && settings.ANALYTICS_API_TOKEN) {
    return sqlPageViewReader(settings.ANALYTICS_ACCOUNT_ID, settings.ANALYTICS_API_TOKEN);
  }
  if (env.LOCAL_PAGE_VIEWS) return localPageViewReader(env.LOCAL_PAGE_VIEWS);
  return null;
}
