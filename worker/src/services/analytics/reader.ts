/**
 * Reading the page views and the rung choices back for the console (decision 0016). In production Analytics Engine is
 * asked through its SQL API (an account id and a read-only API token, both settings; the token
 * never leaves the Worker), weighting each row by `_sample_interval` so sampled data still counts
 * every view. Locally, Miniflare keeps nothing and has no SQL API: the local store answers instead.
 */
import * as v from 'valibot';
import { LOCALES, type Locale } from '#shared/constants/spec.ts';
import type { Bindings, Settings } from '../../env';
import { RUNGS } from '#shared/schemas/rung-choice.ts';
import { PAGE_VIEWS_DATASET } from './page-views';
import { RUNG_CHOICES_DATASET, type RungChoiceCount } from './rung-choices';
import { readLocally, readRungChoicesLocally } from './local-store';

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

export interface RungChoiceReader {
  readonly source: PageViewSource;
  /**
   * Choices per presentation and rung over the last `days` days, for at most `limit` talks (the
   * most chosen first), each with all of its rungs: a talk is never cut between its rungs.
   */
  count(days: number, limit: number): Promise<RungChoiceCount[]>;
}

export class AnalyticsUnavailableError extends Error {
  override name = 'AnalyticsUnavailableError';
}

const SQL_TIMEOUT_MS = 10_000;

// The SQL API's JSON output writes 64-bit integers (the sums) as strings.
const count = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+(?:\.\d+)?$/), v.transform(Number))]);
const pageViewRow = v.object({ page: v.string(), route: v.string(), locale: v.string(), views: count });
const rungChoiceRow = v.object({
  presentation: v.string(),
  read: count,
  listen: count,
  watch_small: count,
  watch: count,
  choices: count,
});

function checkPeriod(days: number, limit: number): void {
  if (!Number.isInteger(days) || days < 1 || !Number.isInteger(limit) || limit < 1) {
    throw new RangeError('days and limit must be positive whole numbers');
  }
}

/** The query: `days` is a checked whole number, the dataset a constant; nothing else is interpolated. */
export function pageViewsSql(days: number, limit: number): string {
  checkPeriod(days, limit);
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

/**
 * The rung choices' query (decision 0016, issue #26): one row per presentation with its choices of
 * each rung (`sumIf`), most chosen first, so the limit counts talks and never cuts one in two.
 */
export function rungChoicesSql(days: number, limit: number): string {
  checkPeriod(days, limit);
  return [
    'SELECT blob1 AS presentation,',
    "  sumIf(_sample_interval, blob2 = 'read') AS read,",
    "  sumIf(_sample_interval, blob2 = 'listen') AS listen,",
    "  sumIf(_sample_interval, blob2 = 'watch-small') AS watch_small,",
    "  sumIf(_sample_interval, blob2 = 'watch') AS watch,",
    '  SUM(_sample_interval) AS choices',
    `FROM ${RUNG_CHOICES_DATASET}`,
    `WHERE timestamp > NOW() - INTERVAL '${days}' DAY`,
    'GROUP BY presentation',
    'ORDER BY choices DESC',
    `LIMIT ${limit}`,
    'FORMAT JSON',
  ].join('\n');
}

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** Asks the SQL API and reads its `data` with `rows`; every failure is AnalyticsUnavailableError. */
async function askSql<T>(
  fetcher: typeof fetch,
  accountId: string,
  apiToken: string,
  sql: string,
  rows: v.GenericSchema<unknown, T>,
): Promise<T[]> {
  const endpoint = `https://api.cloudflare.com/client/v4/accounts/${accountId}/analytics_engine/sql`;
  let response: Response;
  try {
    response = await fetcher(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'text/plain' },
      body: sql,
      signal: AbortSignal.timeout(SQL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new AnalyticsUnavailableError('Analytics Engine SQL API unreachable', { cause: error });
  }
  const text = await response.text();
  if (!response.ok) {
    throw new AnalyticsUnavailableError(`Analytics Engine SQL API answered ${response.status}: ${text.slice(0, 300)}`);
  }
  try {
    return v.parse(v.object({ data: v.array(rows) }), JSON.parse(text)).data;
  } catch (error) {
    throw new AnalyticsUnavailableError('Analytics Engine SQL API answer unreadable', { cause: error });
  }
}

const defaultFetch: typeof fetch = (input, init) => fetch(input, init);

/** Analytics Engine's SQL API. */
export function sqlPageViewReader(
  accountId: string,
  apiToken: string,
  fetcher: typeof fetch = defaultFetch,
): PageViewReader {
  return {
    source: 'analytics_engine',
    async count(days, limit) {
      const rows = await askSql(fetcher, accountId, apiToken, pageViewsSql(days, limit), pageViewRow);
      return rows.flatMap((row) => (isLocale(row.locale) ? [{ ...row, locale: row.locale }] : []));
    },
  };
}

/** Analytics Engine's SQL API, for the rung choices. */
export function sqlRungChoiceReader(
  accountId: string,
  apiToken: string,
  fetcher: typeof fetch = defaultFetch,
): RungChoiceReader {
  return {
    source: 'analytics_engine',
    async count(days, limit) {
      const rows = await askSql(fetcher, accountId, apiToken, rungChoicesSql(days, limit), rungChoiceRow);
      return rows.flatMap((row) =>
        row.presentation
          ? RUNGS.map((rung) => ({
              presentationId: row.presentation,
              rung,
              choices: row[rung === 'watch-small' ? 'watch_small' : rung],
            })).filter((entry) => entry.choices > 0)
          : [],
      );
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

/** The local stack's store of rung choices (local-store.ts). */
export function localRungChoiceReader(kv: KVNamespace, now: () => number = Date.now): RungChoiceReader {
  return {
    source: 'local',
    async count(days, limit) {
      const rows = await readRungChoicesLocally(kv, new Date(now() - days * 24 * 60 * 60 * 1000));
      const totals = new Map<string, number>();
      for (const row of rows) totals.set(row.presentationId, (totals.get(row.presentationId) ?? 0) + row.choices);
      const talks = new Set(
        [...totals]
          .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
          .slice(0, limit)
          .map(([id]) => id),
      );
      return rows.filter((row) => talks.has(row.presentationId));
    },
  };
}

/** The rung choices' reader: the SQL API where configured, else the local store where bound, else none. */
export function rungChoiceReaderFor(settings: Settings, env: Bindings): RungChoiceReader | null {
  if (settings.ANALYTICS_ACCOUNT_ID && settings.ANALYTICS_API_TOKEN) {
    return sqlRungChoiceReader(settings.ANALYTICS_ACCOUNT_ID, settings.ANALYTICS_API_TOKEN);
  }
  if (env.LOCAL_PAGE_VIEWS) return localRungChoiceReader(env.LOCAL_PAGE_VIEWS);
  return null;
}
