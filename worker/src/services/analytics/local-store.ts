/**
 * The local stack's analytics (decision 0016): Miniflare accepts the Analytics Engine bindings but
 * drops every data point, and there is no SQL API to ask. So where the `LOCAL_PAGE_VIEWS` KV
 * namespace is bound (wrangler.toml's top level, never production) each data point written is also
 * kept as one KV key, its blobs and doubles in the key's metadata, and the console reads them back
 * here, grouped as the SQL API groups them. One key per point: no read-modify-write, no lost counts.
 * Each dataset has its own key prefix: page views `pv:`, rung choices `rc:` (issue #26).
 */
import { LOCALES, type Locale } from '#shared/constants/spec.ts';
import { RUNGS, type Rung } from '#shared/schemas/rung-choice.ts';
import type { PageViewCount } from './reader';
import type { RungChoiceCount } from './rung-choices';

/** The key prefix of each dataset's points in the local store. */
export const LOCAL_PREFIXES = { pageViews: 'pv:', rungChoices: 'rc:' } as const;
export type LocalPrefix = (typeof LOCAL_PREFIXES)[keyof typeof LOCAL_PREFIXES];

/** Kept a little longer than the longest period the console asks for (90 days). */
const KEEP_SECONDS = 91 * 24 * 60 * 60;

interface StoredPoint {
  blobs: string[];
  doubles: number[];
}

/** Keeps one data point; the key starts with its time, so a period is a range of keys. */
export function keepLocally(
  kv: KVNamespace,
  point: AnalyticsEngineDataPoint,
  now = Date.now(),
  prefix: LocalPrefix = LOCAL_PREFIXES.pageViews,
): Promise<void> {
  const metadata: StoredPoint = {
    blobs: (point.blobs ?? []).map((blob) => (typeof blob === 'string' ? blob : '')),
    doubles: point.doubles ?? [],
  };
  const key = `${prefix}${new Date(now).toISOString()}:${crypto.randomUUID()}`;
  return kv.put(key, '', { metadata, expirationTtl: KEEP_SECONDS });
}

/** Every point of a dataset kept since `since`, one by one. */
async function eachPoint(
  kv: KVNamespace,
  prefix: LocalPrefix,
  since: Date,
  visit: (point: StoredPoint) => void,
): Promise<void> {
  const from = `${prefix}${since.toISOString()}`;
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<StoredPoint> = await kv.list<StoredPoint>({ prefix, cursor });
    for (const key of page.keys) {
      if (key.name >= from && key.metadata) visit(key.metadata);
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

const isLocale = (value: string | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');
const isRung = (value: string | undefined): value is Rung => (RUNGS as readonly string[]).includes(value ?? '');

/** Views per page, route and language since `since`, as the SQL reader answers them. */
export async function readLocally(kv: KVNamespace, since: Date): Promise<PageViewCount[]> {
  const counts = new Map<string, PageViewCount>();
  await eachPoint(kv, LOCAL_PREFIXES.pageViews, since, ({ blobs, doubles }) => {
    const [path = '', route = '', locale] = blobs;
    if (!isLocale(locale)) return;
    const id = JSON.stringify([path, route, locale]);
    const row = counts.get(id) ?? { page: path, route, locale, views: 0 };
    row.views += doubles[0] ?? 1;
    counts.set(id, row);
  });
  return [...counts.values()];
}

/** Choices per presentation and rung since `since`, as the SQL reader answers them. */
export async function readRungChoicesLocally(kv: KVNamespace, since: Date): Promise<RungChoiceCount[]> {
  const counts = new Map<string, RungChoiceCount>();
  await eachPoint(kv, LOCAL_PREFIXES.rungChoices, since, ({ blobs, doubles }) => {
    const [presentationId = '', rung] = blobs;
    if (!presentationId || !isRung(rung)) return;
    const id = JSON.stringify([presentationId, rung]);
    const row = counts.get(id) ?? { presentationId, rung, choices: 0 };
    row.choices += doubles[0] ?? 1;
    counts.set(id, row);
  });
  return [...counts.values()];
}
