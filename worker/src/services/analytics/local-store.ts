/**
 * The local stack's page views (decision 0016): Miniflare accepts the Analytics Engine binding but
 * drops every data point, and there is no SQL API to ask. So where the `LOCAL_PAGE_VIEWS` KV
 * namespace is bound (wrangler.toml's top level, never production) each data point written is also
 * kept as one KV key, its blobs and doubles in the key's metadata, and the console reads them back
 * here, grouped as the SQL API groups them. One key per view: no read-modify-write, no lost counts.
 */
import { LOCALES, type Locale } from '#shared/constants/spec.ts';
import type { PageViewCount } from './reader';

const PREFIX = 'pv:';
/** Kept a little longer than the longest period the console asks for (90 days). */
const KEEP_SECONDS = 91 * 24 * 60 * 60;

interface StoredPoint {
  blobs: string[];
  doubles: number[];
}

/** Keeps one data point; the key starts with its time, so a period is a range of keys. */
export function keepLocally(kv: KVNamespace, point: AnalyticsEngineDataPoint, now = Date.now()): Promise<void> {
  const metadata: StoredPoint = {
    blobs: (point.blobs ?? []).map((blob) => (typeof blob === 'string' ? blob : '')),
    doubles: point.doubles ?? [],
  };
  const key = `${PREFIX}${new Date(now).toISOString()}:${crypto.randomUUID()}`;
  return kv.put(key, '', { metadata, expirationTtl: KEEP_SECONDS });
}

const isLocale = (value: string | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

/** Views per page, route and language since `since`, as the SQL reader answers them. */
export async function readLocally(kv: KVNamespace, since: Date): Promise<PageViewCount[]> {
  const from = `${PREFIX}${since.toISOString()}`;
  const counts = new Map<string, PageViewCount>();
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<StoredPoint> = await kv.list<StoredPoint>({ prefix: PREFIX, cursor });
    for (const key of page.keys) {
      if (key.name < from || !key.metadata) continue;
      const [path = '', route = '', locale] = key.metadata.blobs;
      if (!isLocale(locale)) continue;
      const id = JSON.stringify([path, route, locale]);
      const row = counts.get(id) ?? { page: path, route, locale, views: 0 };
      row.views += key.metadata.doubles[0] ?? 1;
      counts.set(id, row);
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return [...counts.values()];
}
