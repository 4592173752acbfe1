// What the analytics tests (page views, rung choices) share: requests to the Worker with an
// execution context of the test's own (so a test waits for the Worker's background writes), the
// data points a request wrote to a recorder standing in for an Analytics Engine binding, the
// points the local store keeps, and the console's API as an admin.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import app from '../src/index';
import { signedInMember, type SignedInMember } from './accounts';

export const ORIGIN = 'http://127.0.0.1:8787';
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

export interface Fetchable {
  fetch(request: Request, env: Cloudflare.Env, ctx: ExecutionContext): Response | Promise<Response>;
}

/** Sends `path` to `target` (the Worker unless given) with `bindings`, and waits for its background work. */
export async function send(
  path: string,
  init: RequestInit = {},
  bindings: Cloudflare.Env = env,
  target: Fetchable = app,
): Promise<Response> {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  if (!headers.has('user-agent')) headers.set('user-agent', BROWSER);
  const response = await target.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }), bindings, ctx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(response.status === 204 || init.method === 'HEAD' ? null : body, response);
}

export interface WrittenPoint {
  blobs?: unknown[];
  doubles?: number[];
  indexes?: unknown[];
}

/**
 * The Worker's bindings with the dataset `binding` replaced by a recorder and no local store, so
 * what other test files write at the same time never mixes in.
 */
export function recording(binding: 'PAGE_VIEWS' | 'RUNG_CHOICES') {
  const writeDataPoint = vi.fn<(point?: AnalyticsEngineDataPoint) => void>();
  const bindings = { ...env, [binding]: { writeDataPoint }, LOCAL_PAGE_VIEWS: undefined } as Cloudflare.Env;
  const points = (): WrittenPoint[] => writeDataPoint.mock.calls.map(([point]) => point ?? {});
  return { bindings, points };
}

/** The Worker's bindings with the dataset `binding` failing on every write and no local store. */
export function failing(binding: 'PAGE_VIEWS' | 'RUNG_CHOICES'): Cloudflare.Env {
  const writeDataPoint = () => {
    throw new Error('dataset unavailable');
  };
  return { ...env, [binding]: { writeDataPoint }, LOCAL_PAGE_VIEWS: undefined } as Cloudflare.Env;
}

/** A client address of a test's own: the beacons' limit counts per address. */
export const newClient = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID()}`;

/** A beacon as `navigator.sendBeacon` sends it from a page of the site, in French, from an address of its own. */
export function beacon(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      origin: ORIGIN,
      cookie: 'i18n_redirected=fr',
      'cf-connecting-ip': newClient(),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

export interface StoredPoint {
  blobs: string[];
  doubles: number[];
}

/** The data points the local store holds under `prefix` (`pv:` page views, `rc:` rung choices). */
export async function storedPoints(prefix: 'pv:' | 'rc:'): Promise<StoredPoint[]> {
  const kv = env.LOCAL_PAGE_VIEWS;
  if (!kv) throw new Error('LOCAL_PAGE_VIEWS is not bound (wrangler.toml)');
  const found: StoredPoint[] = [];
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<StoredPoint> = await kv.list<StoredPoint>({ prefix, cursor });
    for (const key of page.keys) if (key.metadata) found.push(key.metadata);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return found;
}

const admins = new Map<string, Promise<SignedInMember>>();

/** GET of a console API path as an admin of `name` (one account per name and test file). */
export async function asAdmin(path: string, name: string, cookie?: string): Promise<Response> {
  let admin = admins.get(name);
  if (!admin) admins.set(name, (admin = signedInMember('admin', name)));
  return send(path, {
    headers: {
      accept: 'application/json',
      'sec-fetch-site': 'same-origin',
      cookie: `i18n_redirected=en; ${cookie ?? (await admin).cookie}`,
    },
  });
}
