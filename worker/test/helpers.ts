// Helpers for the workerd suite: requests to the Worker and the content service's test controls.
import { env, exports } from 'cloudflare:workers';
import { SEARCH_REBUILD_CRON, scheduledSearch } from '../src/services/search/scheduled';
import type { RefreshResult } from '../src/services/search/search-service';
import { expect, vi } from 'vitest';
import type { ConnectionStatus } from '#shared/schemas/connections.ts';
import { ContentTokenProvider } from '../src/services/content/token';
import { SITEVERIFY_URL } from '../src/services/forms/captcha';
import { ContentClient, resetContentMemory } from '../src/services/content/client';
import { UNSAFE_decodeViaTurboStream, UNSAFE_SingleFetchRedirectSymbol } from 'react-router';

/** The origin the suite's requests are addressed to. */
export const ORIGIN = 'http://127.0.0.1:8787';

/** Sends a request to the Worker under test (same isolate, real bindings). */
export function request(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

/**
 * A browser's plain form post (no JavaScript): same site, urlencoded, HTML wanted, redirects not
 * followed; `headers` add to these or replace them.
 */
export function formPost(path: string, values: Record<string, string>, headers: Record<string, string> = {}) {
  return request(path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      origin: ORIGIN,
      ...headers,
    },
    body: new URLSearchParams(values).toString(),
  });
}

/** An HTML answer's text with the entities React writes for quotes turned back into quotes. */
export async function textOf(response: Response): Promise<string> {
  return (await response.text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
}

/** The body of a JSON answer, once its status is checked (the body is the failure's message). */
export async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/**
 * The steps that reach each status of a connection request from `requested`, each to be taken by
 * the actor the step table names (decision 0028).
 */
export const PATH_TO: Readonly<Record<ConnectionStatus, readonly ConnectionStatus[]>> = {
  requested: [],
  sent: ['sent'],
  question: ['sent', 'question'],
  accepted: ['sent', 'accepted'],
  introduced: ['sent', 'accepted', 'introduced'],
  declined: ['sent', 'declined'],
  closed: ['closed'],
  withdrawn: ['withdrawn'],
};

export interface ContentStats {
  tokenRequests: number;
  requests: Record<string, number>;
  /** The Range header of each request for a rendition file (null without one), oldest first. */
  renditionRanges: (string | null)[];
}

export async function control(path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${env.CONTENT_CONTROL_URL}/${path}`, {
    method: body === undefined && path === 'stats' ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`content control ${path} answered ${response.status}`);
  return response;
}

export async function contentStats(): Promise<ContentStats> {
  return (await control('stats')).json();
}

/**
 * Forgets the Worker's copies of `targets` (collections, or 'contact'): its memory of every
 * collection and the edge-cache copies of these, so their next read asks the content service.
 */
export async function forgetContent(...targets: string[]): Promise<void> {
  resetContentMemory();
  // The content client's edge-cache addresses (content/client.ts).
  const base = `https://content-cache.internal/${encodeURIComponent(env.CONTENT_API_URL as string)}`;
  for (const target of targets) {
    await caches.default.delete(new Request(`${base}/${target === 'contact' ? 'contact' : `list/${target}`}`));
  }
}

/**
 * Runs `body` while every request to a host under `.unreachable.test` fails as a refused
 * connection does in workerd (a rejected fetch, "Network connection lost."), and gives the host
 * to use for `name`. Not a real refused connection: workerd logs each of those as an uncaught
 * exception even when the code catches it (workerd issue #4253), and a passing Worker run must
 * print none, so that a real one is seen (issue #23, item 13; dev/test.ts fails the run on one).
 */
export async function withUnreachable<T>(body: (host: (name: string) => string) => Promise<T>): Promise<T> {
  const real = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname.endsWith('.unreachable.test')) return Promise.reject(new Error('Network connection lost.'));
    return real(input, init);
  });
  try {
    return await body((name) => `${name}.unreachable.test`);
  } finally {
    spy.mockRestore();
  }
}

/**
 * How many answers the content service holds now (a `hold` fault): a test checks what the Worker
 * did while its data had not come, instead of timing it (issue #23, item 13).
 */
export async function heldAnswers(): Promise<number> {
  return ((await (await control('held', {})).json()) as { held: number }).held;
}

/** Lets the held answers go; how many there were. */
export async function releaseHeld(): Promise<number> {
  return ((await (await control('release', {})).json()) as { released: number }).released;
}

/**
 * Waits until the content service holds at least `count` answers (the Worker asked and waits),
 * failing with `what` after `patienceMs` (a bound against a hung test, not a timing check).
 */
export async function untilHeld(count = 1, what = 'a held content request', patienceMs = 15_000): Promise<void> {
  const until = Date.now() + patienceMs;
  while ((await heldAnswers()) < count) {
    if (Date.now() > until) throw new Error(`${what} never reached the content service`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const totalRequests = (stats: ContentStats) =>
  Object.values(stats.requests).reduce((sum, count) => sum + count, 0);

/** What a route-data request (a client navigation's `.data` request) answered, decoded. */
export interface RouteDataAnswer {
  status: number;
  /** Where a loader sent the browser instead (a redirect thrown by a loader). */
  redirect?: string;
  /** Each route's loader data (promises settled) or error, by route id. */
  routes: Record<string, { data?: unknown; error?: unknown }>;
  /** A form post's action data. */
  action?: unknown;
}

/** The route ids of the page modules (web/app/routes.ts), by the names the tests use. */
export const ROUTE_IDS: Record<string, string> = {
  root: 'root',
  protected: 'protected',
  guest: 'guest',
  dashboard: 'dashboard',
  accountProfile: 'routes/account-profile',
  subProject: 'routes/sub-project',
};
export const routeId = (key: string) => ROUTE_IDS[key] ?? `routes/${key}`;

async function settle(value: unknown): Promise<unknown> {
  const resolved = await value;
  if (typeof resolved !== 'object' || resolved === null || Array.isArray(resolved)) return resolved;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(resolved)) out[key] = await item;
  return out;
}

/**
 * Route data as the browser asks for it on a client navigation (React Router's `.data` address,
 * decoded), optionally only for some routes (`_routes`), with the given cookie.
 */
export async function routeData(
  path: string,
  options: {
    cookie?: string;
    routes?: string[];
    method?: string;
    body?: BodyInit;
    headers?: Record<string, string>;
  } = {},
): Promise<RouteDataAnswer> {
  const url = new URL(path, 'http://127.0.0.1:8787');
  url.pathname = url.pathname.endsWith('/') ? `${url.pathname}_.data` : `${url.pathname}.data`;
  if (options.routes) url.searchParams.set('_routes', options.routes.map(routeId).join(','));
  const response = await request(`${url.pathname}${url.search}`, {
    method: options.method ?? 'GET',
    body: options.body,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
  const redirectHeader = response.headers.get('x-remix-redirect');
  if (redirectHeader) return { status: response.status, redirect: redirectHeader, routes: {} };
  if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/x-script')) {
    await response.body?.cancel();
    return { status: response.status, routes: {} };
  }
  const decoded = await UNSAFE_decodeViaTurboStream(response.body, globalThis);
  await decoded.done;
  const value = decoded.value as Record<string | symbol, unknown>;
  const redirect = (value[UNSAFE_SingleFetchRedirectSymbol] ?? value.redirect) as { redirect: string } | undefined;
  if (redirect) return { status: response.status, redirect: redirect.redirect, routes: {} };
  if ((options.method ?? 'GET') !== 'GET') {
    return { status: response.status, routes: {}, action: await settle(value.data ?? value.error) };
  }
  const routes: RouteDataAnswer['routes'] = {};
  for (const [id, result] of Object.entries(value)) {
    const entry = result as { data?: unknown; error?: unknown };
    routes[id] = 'data' in entry ? { data: await settle(entry.data) } : { error: entry.error };
  }
  return { status: response.status, routes };
}

/** One route's loader data for `path` (by the test's name for the route), or null when it failed. */
export async function loaderData<T>(key: string, path: string, cookie?: string): Promise<{ status: number; json: T }> {
  const answer = await routeData(path, { cookie, routes: [key] });
  const entry = answer.routes[routeId(key)];
  const status = answer.redirect ? 302 : entry?.error !== undefined ? errorStatus(entry.error) : answer.status;
  return { status, json: (entry && 'data' in entry ? entry.data : null) as T };
}

function errorStatus(error: unknown): number {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : 500;
}

/** The content as the service publishes it, read with the Worker's own client. */
export function contentClient(): ContentClient {
  const tokens = new ContentTokenProvider(
    {
      identityUrl: env.CONTENT_IDENTITY_URL as string,
      clientId: env.CONTENT_CLIENT_ID as string,
      clientSecret: env.CONTENT_CLIENT_SECRET as string,
      scope: env.CONTENT_SCOPE as string,
      timeoutMs: 5000,
    },
    env.CONTENT_KV,
  );
  return new ContentClient({ apiUrl: env.CONTENT_API_URL as string, timeoutMs: 5000, cacheTtlSeconds: 60, tokens });
}

/**
 * Google's siteverify (the captcha's check, a third party that cannot run here) answered by
 * `answer` for each token; every other fetch goes through. The forms' posted to it, in order.
 */
export function fakeSiteverify(answer: (token: string) => Response | Promise<Response>): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== SITEVERIFY_URL) return real(input, init);
    const form = new URLSearchParams(String(init?.body ?? ''));
    calls.push(form);
    return answer(form.get('response') ?? '');
  });
  return calls;
}

/**
 * Builds this test file's search tables from the content service, as the daily cron does (the
 * same code as `npm run search:rebuild`), and waits for it.
 */
export async function rebuildSearch(): Promise<RefreshResult> {
  const waits: Promise<unknown>[] = [];
  const result = await scheduledSearch(env, SEARCH_REBUILD_CRON, (promise) => waits.push(promise));
  await Promise.allSettled(waits);
  if (!result.ran) throw new Error('the search rebuild did not run (another held the lease)');
  return result;
}
