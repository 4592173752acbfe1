// Hono app of the local content service: OAuth token endpoint, paged collections, media and test controls.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { CONTENT_PAGE_SIZE, LANGUAGE_RESOLUTION_HEADER, LANGUAGE_RESOLUTION_OFF } from '#shared/constants/content.ts';
import { PAGE_SIZE } from '#shared/constants/spec.ts';
import { collectionNames } from '#shared/schemas/content.ts';
import type { CollectionName } from '#shared/schemas/content.ts';
import { readFile } from 'node:fs/promises';
import { contentRange, parseRange, rangeApplies, unsatisfiedRange } from '#shared/lib/byte-range.ts';
import { ControlState, FAULT_TARGETS, isFaultTarget } from './control';
import type { Fault, FaultTarget } from './control';
import { languageFromHeader, prepareForOutput } from './localize';
import type { Language } from './localize';
import { FILE_NAME_PATTERN, MEDIA_NAME_PATTERN, placeholderFile, placeholderSvg } from './media';
import { isPlainObject, itemId } from './pack';
import type { ContentPack } from './pack';
import { sampleMediaFileOf } from './sample-media';
import { TokenStore } from './tokens';

export const DEFAULT_CLIENT_ID = 'local-client';
export const DEFAULT_CLIENT_SECRET = 'local-secret';
export const DEFAULT_SCOPE = 'content.read';
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;

export const TOKEN_PATH = '/connect/token';
export const API_PATH = '/api';
export const CONTROL_PATH = '/__control';

/** `$top` when absent, and its ceiling (larger values are clamped, not refused). */
export const DEFAULT_PAGE_SIZE = PAGE_SIZE;
export const MAX_PAGE_SIZE = CONTENT_PAGE_SIZE;

export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

export interface ContentAppOptions {
  pack: ContentPack;
  clientId?: string;
  clientSecret?: string;
  /** Space-separated scopes a client may request. */
  scope?: string;
  tokenLifetimeSeconds?: number;
  /** Base URL that media links are built on; when absent, the origin of each request. */
  publicUrl?: string;
  /** Clock in epoch milliseconds (tests); defaults to `Date.now`. */
  now?: () => number;
}

const faultRequestSchema = v.pipe(
  v.object({
    collection: v.string(),
    status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
    delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000))),
    times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    empty: v.optional(v.boolean()),
    hold: v.optional(v.boolean()),
    ignoreRange: v.optional(v.boolean()),
  }),
  v.check(
    (fault) =>
      fault.status !== undefined ||
      fault.delayMs !== undefined ||
      fault.empty === true ||
      fault.hold === true ||
      fault.ignoreRange === true,
    'give status, delayMs, empty, hold and/or ignoreRange',
  ),
);

const overrideRequestSchema = v.object({
  collection: v.picklist(collectionNames),
  id: v.pipe(v.string(), v.minLength(1)),
  set: v.record(v.string(), v.unknown()),
  remove: v.optional(v.boolean()),
});

/**
 * The collections whose items carry `modifiedAt` (docs/dev/content-protocol.md, "Reading what
 * changed"): an item of the pack without one is stamped with the time the service started.
 */
export const STAMPED_COLLECTIONS: readonly CollectionName[] = ['presentations'];
/** `$filter` as the service understands it: `modifiedAt gt <ISO timestamp>` (or `ge`). */
const MODIFIED_FILTER = /^modifiedAt (gt|ge) (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z)$/;

const NON_NEGATIVE_INTEGER = /^\d+$/;

export function createContentApp(options: ContentAppOptions): Hono {
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const clientSecret = options.clientSecret ?? DEFAULT_CLIENT_SECRET;
  const allowedScopes = new Set(splitScopes(options.scope ?? DEFAULT_SCOPE));
  const now = options.now ?? Date.now;
  const tokens = new TokenStore(options.tokenLifetimeSeconds ?? DEFAULT_TOKEN_LIFETIME_SECONDS, now);
  const control = new ControlState();
  const { pack } = options;
  const startedAt = new Date(now()).toISOString();
  const served = stampItems(pack, startedAt);
  const itemsById = indexById(served);
  const configuredPublicUrl = options.publicUrl?.replace(/\/+$/, '');

  const publicUrlOf = (c: Context): string => configuredPublicUrl ?? new URL(c.req.url).origin;

  /** Waits and/or answers as the fault of `target` says; `undefined` means carry on normally. */
  const applyFault = (c: Context, target: FaultTarget): Promise<Response | undefined> =>
    answerFault(c, target, control.takeFault(target));

  /** Waits and/or answers as `fault` (already taken for `target`) says. */
  const answerFault = async (
    c: Context,
    target: FaultTarget,
    fault: Fault | undefined,
  ): Promise<Response | undefined> => {
    if (fault === undefined) return undefined;
    if (fault.hold) await control.hold();
    if (fault.delayMs !== undefined && fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.status === undefined) return undefined;
    if (fault.status === 401) return target === 'token' ? invalidClient(c) : invalidToken(c);
    return c.json({ error: 'injected_fault', status: fault.status }, fault.status as ContentfulStatusCode);
  };

  /** `undefined` when the request carries a valid bearer token, else the 401 answer. */
  const authorize = (c: Context): Response | undefined => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
    const token = match?.[1];
    return token !== undefined && tokens.isValid(token) ? undefined : invalidToken(c);
  };

  /** Sends one item or a page, resolved to the requested language unless resolution is turned off. */
  const sendContent = (c: Context, body: unknown): Response => {
    const language = requestedLanguage(c);
    const prepared = prepareForOutput(body, { language, publicUrl: publicUrlOf(c) });
    c.header('Vary', `Accept-Language, ${LANGUAGE_RESOLUTION_HEADER}`);
    if (language !== null) c.header('Content-Language', language);
    return c.json(prepared as object);
  };

  const app = new Hono();

  app.onError((error, c) => {
    console.error('[content-service]', error);
    return c.json({ error: 'server_error' }, 500);
  });
  app.notFound((c) => c.json({ error: 'not_found' }, 404));

  app.get('/', (c) =>
    c.json({
      service: 'local content service',
      token: TOKEN_PATH,
      api: API_PATH,
      collections: [...collectionNames, 'contact'],
      renditions: '/renditions/{slug}/{file}',
      control: CONTROL_PATH,
    }),
  );

  // --- OAuth 2.0 client credentials -------------------------------------------------------------

  app.post(TOKEN_PATH, async (c) => {
    control.countTokenRequest();
    const faulted = await applyFault(c, 'token');
    if (faulted) return faulted;
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');

    const contentType = c.req.header('Content-Type') ?? '';
    if (!contentType.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
      return tokenError(c, 400, 'invalid_request', 'body must be application/x-www-form-urlencoded');
    }
    const form = new URLSearchParams(await c.req.text());
    const fields = ['grant_type', 'client_id', 'client_secret', 'scope'] as const;
    for (const field of fields) {
      const values = form.getAll(field);
      if (values.length === 0 || values[0] === '') return tokenError(c, 400, 'invalid_request', `missing ${field}`);
      if (values.length > 1) return tokenError(c, 400, 'invalid_request', `repeated ${field}`);
    }
    if (form.get('grant_type') !== 'client_credentials') {
      return tokenError(c, 400, 'unsupported_grant_type', 'only client_credentials is supported');
    }
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return invalidClient(c);
    }
    const requestedScopes = splitScopes(form.get('scope') ?? '');
    if (requestedScopes.length === 0 || !requestedScopes.every((scope) => allowedScopes.has(scope))) {
      return tokenError(c, 400, 'invalid_scope', 'scope not allowed for this client');
    }
    const issued = tokens.issue();
    return c.json({ access_token: issued.accessToken, token_type: 'Bearer', expires_in: issued.expiresInSeconds });
  });

  // --- Content API -------------------------------------------------------------------------------

  app.get(`${API_PATH}/contact`, async (c) => {
    control.countRequest('contact');
    const faulted = await applyFault(c, 'contact');
    if (faulted) return faulted;
    const unauthorized = authorize(c);
    if (unauthorized) return unauthorized;
    return sendContent(c, pack.contact);
  });

  app.get(`${API_PATH}/:collection`, async (c) => {
    const collection = c.req.param('collection');
    if (!isCollectionName(collection))
      return c.json({ error: 'not_found', message: `unknown collection ${collection}` }, 404);
    control.countRequest(collection);
    const emptied = control.faults()[collection]?.empty === true;
    const faulted = await applyFault(c, collection);
    if (faulted) return faulted;
    const unauthorized = authorize(c);
    if (unauthorized) return unauthorized;

    const paging = parsePaging(c.req.query('$top'), c.req.query('$skip'));
    if ('error' in paging) return c.json({ error: 'invalid_request', message: paging.error }, 400);
    const filter = parseModifiedFilter(collection, c.req.query('$filter'));
    if (typeof filter === 'string') return c.json({ error: 'invalid_request', message: filter }, 400);
    const select = parseSelect(c.req.query('$select'));
    if (typeof select === 'string') return c.json({ error: 'invalid_request', message: select }, 400);
    const items = (emptied ? [] : served.collections[collection])
      .map((item) => control.served(collection, item))
      .filter((item) => item !== undefined && (filter === undefined || filter(item)));
    const page = items
      .slice(paging.skip, paging.skip + paging.top)
      .map((item) => (select ? selectFields(item, select) : item));
    return sendContent(c, { items: page, total: items.length });
  });

  app.get(`${API_PATH}/:collection/:id`, async (c) => {
    const collection = c.req.param('collection');
    if (!isCollectionName(collection))
      return c.json({ error: 'not_found', message: `unknown collection ${collection}` }, 404);
    control.countRequest(collection);
    const faulted = await applyFault(c, collection);
    if (faulted) return faulted;
    const unauthorized = authorize(c);
    if (unauthorized) return unauthorized;

    const stored = itemsById[collection].get(c.req.param('id'));
    const item = stored === undefined ? undefined : control.served(collection, stored);
    if (item === undefined) return c.json({ error: 'not_found', message: 'no such item' }, 404);
    return sendContent(c, item);
  });

  // --- Placeholder media and files --------------------------------------------------------------

  app.get('/media/:file', (c) => {
    const file = c.req.param('file');
    const name = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!MEDIA_NAME_PATTERN.test(name)) return c.json({ error: 'not_found' }, 404);
    return c.body(placeholderSvg(name), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': MEDIA_CACHE_CONTROL,
      // As CMS image hosts do: a page may keep the image for offline reading (decision 0024).
      'Access-Control-Allow-Origin': '*',
    });
  });

  app.get('/files/:file', (c) => {
    const file = c.req.param('file');
    if (!FILE_NAME_PATTERN.test(file)) return c.json({ error: 'not_found' }, 404);
    const { body, contentType } = placeholderFile(file);
    return c.body(body, 200, {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${file}"`,
      'Cache-Control': MEDIA_CACHE_CONTROL,
    });
  });

  // --- Renditions: the sample talks' audio and small video, with range requests ----------------

  const fileBytes = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  const bytesOf = (path: string): Promise<Uint8Array<ArrayBuffer>> => {
    let bytes = fileBytes.get(path);
    if (!bytes) {
      bytes = readFile(path).then((buffer) => new Uint8Array(buffer));
      fileBytes.set(path, bytes);
      bytes.catch(() => fileBytes.delete(path));
    }
    return bytes;
  };

  app.on(['GET', 'HEAD'], '/renditions/:slug/:file', async (c) => {
    const range = c.req.header('Range') ?? null;
    control.countRenditionRequest(range);
    const fault = control.takeFault('renditions');
    const faulted = await answerFault(c, 'renditions', fault);
    if (faulted) return faulted;
    const entry = sampleMediaFileOf(c.req.param('slug'), c.req.param('file'));
    if (!entry) return c.json({ error: 'not_found' }, 404);
    const size = entry.bytes;
    const etag = `"${entry.sha256.slice(0, 32)}"`;
    const headers: Record<string, string> = {
      'Content-Type': entry.type,
      'Cache-Control': MEDIA_CACHE_CONTROL,
      ETag: etag,
      ...(fault?.ignoreRange ? {} : { 'Accept-Ranges': 'bytes' }),
    };
    if (
      c.req
        .header('If-None-Match')
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag)
    ) {
      return new Response(null, { status: 304, headers });
    }
    const asked =
      fault?.ignoreRange || !rangeApplies(c.req.header('If-Range'), { etag })
        ? { kind: 'whole' as const }
        : parseRange(range, size);
    if (asked.kind === 'unsatisfiable') {
      const { 'Content-Type': _type, ...refusal } = headers;
      return new Response(null, { status: 416, headers: { ...refusal, 'Content-Range': unsatisfiedRange(size) } });
    }
    const [start, end] = asked.kind === 'part' ? [asked.start, asked.end] : [0, size - 1];
    const partial = asked.kind === 'part';
    const answer = {
      status: partial ? 206 : 200,
      headers: {
        ...headers,
        'Content-Length': String(end - start + 1),
        ...(partial ? { 'Content-Range': contentRange(start, end, size) } : {}),
      },
    };
    if (c.req.method === 'HEAD') return new Response(null, answer);
    const bytes = await bytesOf(entry.path);
    return new Response(partial ? bytes.slice(start, end + 1) : bytes, answer);
  });

  // --- Test controls (dev only, no auth) ---------------------------------------------------------

  app.get(`${CONTROL_PATH}/stats`, (c) => c.json(control.stats()));

  app.post(`${CONTROL_PATH}/reset`, (c) => {
    control.reset();
    return c.json({ ok: true });
  });

  // Lets the answers held by a `hold` fault go (the fault stays for later requests).
  app.post(`${CONTROL_PATH}/release`, (c) => c.json({ ok: true, released: control.release() }));

  app.on(['GET', 'POST'], `${CONTROL_PATH}/held`, (c) => c.json({ held: control.heldCount() }));

  app.post(`${CONTROL_PATH}/revoke-tokens`, (c) => {
    tokens.revokeAll();
    return c.json({ ok: true });
  });

  app.get(`${CONTROL_PATH}/faults`, (c) => c.json(control.faults()));

  app.delete(`${CONTROL_PATH}/faults`, (c) => {
    control.clearFaults();
    return c.json({ ok: true });
  });

  app.post(`${CONTROL_PATH}/faults`, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'invalid_request', message: 'body must be JSON' }, 400);
    }
    const parsed = v.safeParse(faultRequestSchema, body);
    if (!parsed.success) {
      return c.json({ error: 'invalid_request', message: parsed.issues.map((issue) => issue.message).join('; ') }, 400);
    }
    const { collection, status, delayMs, times, empty, hold, ignoreRange } = parsed.output;
    if (!isFaultTarget(collection)) {
      return c.json(
        { error: 'invalid_request', message: `collection must be one of ${FAULT_TARGETS.join(', ')}` },
        400,
      );
    }
    control.setFault(collection, { status, delayMs, remaining: times, empty, hold, ignoreRange });
    return c.json({ ok: true, fault: { collection, status, delayMs, times, empty, hold, ignoreRange } });
  });

  // Serves one item with some fields set otherwise (a CMS slip, e.g. a malformed rendition) until reset.
  app.post(`${CONTROL_PATH}/items`, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'invalid_request', message: 'body must be JSON' }, 400);
    }
    const parsed = v.safeParse(overrideRequestSchema, body);
    if (!parsed.success) {
      return c.json({ error: 'invalid_request', message: parsed.issues.map((issue) => issue.message).join('; ') }, 400);
    }
    if (!itemsById[parsed.output.collection].has(parsed.output.id)) {
      return c.json({ error: 'not_found', message: 'no such item' }, 404);
    }
    // A change of a stamped item is a modification: it is served with the time it was made.
    const stamp = STAMPED_COLLECTIONS.includes(parsed.output.collection)
      ? { modifiedAt: new Date(now()).toISOString() }
      : {};
    control.override({ ...parsed.output, set: { ...stamp, ...parsed.output.set } });
    return c.json({ ok: true });
  });

  return app;
}

function isCollectionName(name: string): name is CollectionName {
  return (collectionNames as string[]).includes(name);
}

function splitScopes(scope: string): string[] {
  return scope.split(' ').filter((part) => part.length > 0);
}

/** `null` when the request turns language resolution off, else the language to resolve to. */
function requestedLanguage(c: Context): Language | null {
  const resolution = c.req.header(LANGUAGE_RESOLUTION_HEADER)?.trim().toLowerCase();
  if (resolution === LANGUAGE_RESOLUTION_OFF) return null;
  return languageFromHeader(c.req.header('Accept-Language'));
}

/** Reads `$top` (default 20, clamped to 200) and `$skip` (default 0); both must be whole numbers >= 0. */
export function parsePaging(
  topParam: string | undefined,
  skipParam: string | undefined,
): { top: number; skip: number } | { error: string } {
  if (topParam !== undefined && !NON_NEGATIVE_INTEGER.test(topParam))
    return { error: '$top must be a whole number >= 0' };
  if (skipParam !== undefined && !NON_NEGATIVE_INTEGER.test(skipParam))
    return { error: '$skip must be a whole number >= 0' };
  const top = topParam === undefined ? DEFAULT_PAGE_SIZE : Math.min(Number(topParam), MAX_PAGE_SIZE);
  const skip = skipParam === undefined ? 0 : Number(skipParam);
  return { top, skip };
}

/** The pack as served: the items of STAMPED_COLLECTIONS with a `modifiedAt` (theirs, else `startedAt`). */
function stampItems(pack: ContentPack, startedAt: string): ContentPack {
  const collections = { ...pack.collections };
  for (const name of STAMPED_COLLECTIONS) {
    collections[name] = pack.collections[name].map((item) =>
      isPlainObject(item) && typeof item.modifiedAt !== 'string' ? { ...item, modifiedAt: startedAt } : item,
    );
  }
  return { ...pack, collections };
}

/**
 * Reads `$filter`: absent, or `modifiedAt gt|ge <ISO timestamp>` on a stamped collection (the items
 * modified after that time, docs/dev/content-protocol.md); a message for anything else.
 */
export function parseModifiedFilter(
  collection: CollectionName,
  filter: string | undefined,
): ((item: unknown) => boolean) | string | undefined {
  if (filter === undefined) return undefined;
  const match = MODIFIED_FILTER.exec(filter.trim());
  if (!match) return '$filter must be `modifiedAt gt <ISO timestamp>` (or ge)';
  if (!STAMPED_COLLECTIONS.includes(collection)) return `${collection} items carry no modifiedAt`;
  const [, operator, value] = match;
  const after = Date.parse(value ?? '');
  return (item) => {
    const stamp = Date.parse(String((item as { modifiedAt?: unknown }).modifiedAt ?? ''));
    return operator === 'gt' ? stamp > after : stamp >= after;
  };
}

/** Reads `$select`: absent, or a comma-separated list of field names; a message for anything else. */
export function parseSelect(select: string | undefined): string[] | string | undefined {
  if (select === undefined) return undefined;
  const fields = select.split(',').map((field) => field.trim());
  if (fields.some((field) => !/^[A-Za-z][A-Za-z0-9]*$/.test(field))) return '$select must list field names';
  return fields;
}

function selectFields(item: unknown, fields: string[]): unknown {
  if (!isPlainObject(item)) return item;
  return Object.fromEntries(fields.filter((field) => field in item).map((field) => [field, item[field]]));
}

function indexById(pack: ContentPack): Record<CollectionName, Map<string, unknown>> {
  const index = {} as Record<CollectionName, Map<string, unknown>>;
  for (const name of collectionNames) {
    const byId = new Map<string, unknown>();
    for (const item of pack.collections[name]) {
      const id = itemId(item);
      if (id !== undefined && !byId.has(id)) byId.set(id, item);
    }
    index[name] = byId;
  }
  return index;
}

function tokenError(c: Context, status: 400 | 401, error: string, description: string): Response {
  return c.json({ error, error_description: description }, status);
}

function invalidClient(c: Context): Response {
  return tokenError(c, 401, 'invalid_client', 'unknown client or wrong secret');
}

function invalidToken(c: Context): Response {
  c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  return c.json({ error: 'invalid_token' }, 401);
}

function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
