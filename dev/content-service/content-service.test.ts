// Tests of the local content service: token, bearer checks, paging, languages, controls, media, server and content packs.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_IDS, LANGUAGE_RESOLUTION_HEADER, LANGUAGE_RESOLUTION_OFF } from '#shared/constants/content.ts';
import {
  collectionNames,
  collectionSchemas,
  contactRecord,
  pageEnvelope,
  tokenResponse,
} from '#shared/schemas/content.ts';
import type {
  Article,
  CouncilMember,
  Event,
  Faq,
  FaqCategory,
  LocalizedText,
  Presentation,
  Presenter,
  SubProject,
  SubTheme,
  TaxonomyItem,
} from '#shared/schemas/content.ts';
import { createContentApp } from './app';
import type { ContentAppOptions } from './app';
import { generatePack } from './generate';
import { isLocalized, languageFromHeader, prepareForOutput } from './localize';
import { initialsOf, placeholderSvg } from './media';
import { findInvalidItems, parsePack } from './pack';
import type { ContentPack } from './pack';
import { SAMPLE_MEDIA_DIR, sampleMedia } from './sample-media';
import { samplePack } from './sample-pack';
import { startContentService } from './server';

const NOW = new Date('2026-03-15T10:30:00.000Z');
const DAY_MS = 86_400_000;
const PUBLIC_URL = 'http://content.test';
const VALID_FORM = {
  grant_type: 'client_credentials',
  client_id: 'local-client',
  client_secret: 'local-secret',
  scope: 'content.read',
};

const pack = samplePack(NOW);
const items = <T>(name: keyof ContentPack['collections']): T[] => pack.collections[name] as T[];

type App = ReturnType<typeof createContentApp>;

function makeApp(overrides: Partial<ContentAppOptions> = {}): App {
  return createContentApp({ pack, publicUrl: PUBLIC_URL, ...overrides });
}

function requestToken(app: App, form: Record<string, string> = VALID_FORM): Promise<Response> {
  return Promise.resolve(
    app.request('/connect/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    }),
  );
}

async function tokenFor(app: App): Promise<string> {
  const response = await requestToken(app);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

function get(app: App, path: string, token?: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request(path, { headers: token === undefined ? headers : { Authorization: `Bearer ${token}`, ...headers } }),
  );
}

async function getJson<T>(app: App, path: string, token: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await get(app, path, token, headers);
  expect(response.status, `${path} -> ${response.status}`).toBe(200);
  return (await response.json()) as T;
}

function control(app: App, path: string, body?: unknown): Promise<Response> {
  return Promise.resolve(
    app.request(`/__control/${path}`, {
      method: 'POST',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

interface Page<T = Record<string, unknown>> {
  items: T[];
  total: number;
}

// --- Token endpoint ------------------------------------------------------------------------------

describe('POST /connect/token', () => {
  const app = makeApp();

  it('issues a random opaque bearer token with the configured lifetime', async () => {
    const first = await requestToken(app);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const body = (await first.json()) as Record<string, unknown>;
    expect(v.safeParse(tokenResponse, body).success).toBe(true);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(await tokenFor(app)).not.toBe(body.access_token);

    const shortLived = makeApp({ tokenLifetimeSeconds: 2 });
    expect(await (await requestToken(shortLived)).json()).toMatchObject({ expires_in: 2 });
  });

  const without = (field: keyof typeof VALID_FORM): Record<string, string> => {
    const form: Record<string, string> = { ...VALID_FORM };
    delete form[field];
    return form;
  };

  it.each([
    ['missing grant_type', without('grant_type'), 400, 'invalid_request'],
    ['missing client_id', without('client_id'), 400, 'invalid_request'],
    ['missing client_secret', without('client_secret'), 400, 'invalid_request'],
    ['missing scope', without('scope'), 400, 'invalid_request'],
    ['empty client_id', { ...VALID_FORM, client_id: '' }, 400, 'invalid_request'],
    ['wrong grant_type', { ...VALID_FORM, grant_type: 'password' }, 400, 'unsupported_grant_type'],
    ['wrong client_id', { ...VALID_FORM, client_id: 'someone-else' }, 401, 'invalid_client'],
    ['wrong client_secret', { ...VALID_FORM, client_secret: 'guess' }, 401, 'invalid_client'],
    ['wrong scope', { ...VALID_FORM, scope: 'content.write' }, 400, 'invalid_scope'],
    ['extra scope', { ...VALID_FORM, scope: 'content.read admin' }, 400, 'invalid_scope'],
  ])('refuses a request with %s', async (_label, form, status, error) => {
    const response = await requestToken(app, form);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error });
  });

  it('refuses a body that is not form-encoded', async () => {
    const response = await app.request('/connect/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(VALID_FORM),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('uses the configured credentials', async () => {
    const custom = makeApp({ clientId: 'worker', clientSecret: 's3cret', scope: 'cms.read' });
    expect((await requestToken(custom)).status).toBe(401);
    const response = await requestToken(custom, {
      ...VALID_FORM,
      client_id: 'worker',
      client_secret: 's3cret',
      scope: 'cms.read',
    });
    expect(response.status).toBe(200);
  });
});

// --- Bearer checks -------------------------------------------------------------------------------

describe('bearer token checks', () => {
  it.each([
    ['no Authorization header', {}],
    ['an unknown token', { Authorization: 'Bearer not-a-real-token' }],
    ['a Basic credential', { Authorization: 'Basic bG9jYWwtY2xpZW50OmxvY2FsLXNlY3JldA==' }],
  ])('answers 401 invalid_token for %s', async (_label, headers) => {
    const response = await makeApp().request('/api/presentations', { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(await response.json()).toEqual({ error: 'invalid_token' });
  });

  it('expires tokens after their lifetime (controlled clock)', async () => {
    let clock = NOW.getTime();
    const app = makeApp({ tokenLifetimeSeconds: 2, now: () => clock });
    const token = await tokenFor(app);
    expect((await get(app, '/api/tags', token)).status).toBe(200);
    clock += 1_999;
    expect((await get(app, '/api/tags', token)).status).toBe(200);
    clock += 1;
    const expired = await get(app, '/api/tags', token);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect((await get(app, '/api/tags', await tokenFor(app))).status).toBe(200);
  });

  it('expires tokens after their lifetime (real time)', async () => {
    const app = makeApp({ tokenLifetimeSeconds: 1 });
    const token = await tokenFor(app);
    expect((await get(app, '/api/tags', token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await get(app, '/api/tags', token)).status).toBe(401);
  });

  it('revokes every issued token on demand', async () => {
    const app = makeApp();
    const first = await tokenFor(app);
    const second = await tokenFor(app);
    expect((await control(app, 'revoke-tokens')).status).toBe(200);
    expect((await get(app, '/api/tags', first)).status).toBe(401);
    expect((await get(app, '/api/contact', second)).status).toBe(401);
    expect((await get(app, '/api/tags', await tokenFor(app))).status).toBe(200);
  });
});

// --- Collections and paging ----------------------------------------------------------------------

describe('GET /api/{collection}', () => {
  const app = makeApp();
  let token = '';
  beforeAll(async () => {
    token = await tokenFor(app);
  });

  it('serves every collection with its total', async () => {
    for (const name of collectionNames) {
      const page = await getJson<Page>(app, `/api/${name}?$top=200`, token);
      expect(v.safeParse(pageEnvelope, page).success).toBe(true);
      expect(page.total).toBe(pack.collections[name].length);
      expect(page.items).toHaveLength(Math.min(200, page.total));
    }
  });

  it('pages with $top (default 20) and $skip (default 0)', async () => {
    const all = items<Presentation>('presentations');
    const first = await getJson<Page>(app, '/api/presentations', token);
    expect(first.total).toBe(all.length);
    expect(first.items.map((item) => item.id)).toEqual(all.slice(0, 20).map((item) => item.id));

    const middle = await getJson<Page>(app, '/api/presentations?$top=5&$skip=40', token);
    expect(middle.items.map((item) => item.id)).toEqual(all.slice(40, 45).map((item) => item.id));

    const beyond = await getJson<Page>(app, `/api/presentations?$skip=${all.length + 10}`, token);
    expect(beyond).toEqual({ items: [], total: all.length });

    const none = await getJson<Page>(app, '/api/presentations?$top=0', token);
    expect(none).toEqual({ items: [], total: all.length });
  });

  it('clamps $top to 200 and supports full loads by pages of 200', async () => {
    const large = generatePack({ presentations: 450, now: NOW });
    const largeApp = createContentApp({ pack: large, publicUrl: PUBLIC_URL });
    const largeToken = await tokenFor(largeApp);

    const clamped = await getJson<Page>(largeApp, '/api/presentations?$top=5000', largeToken);
    expect(clamped.items).toHaveLength(200);
    expect(clamped.total).toBe(450);

    const ids: unknown[] = [];
    for (let skip = 0; ; skip += 200) {
      const page = await getJson<Page>(largeApp, `/api/presentations?$top=200&$skip=${skip}`, largeToken);
      ids.push(...page.items.map((item) => item.id));
      if (skip + 200 >= page.total || page.items.length < 200) break;
    }
    expect(ids).toEqual((large.collections.presentations as Presentation[]).map((item) => item.id));
  });

  it.each(['$top=-1', '$top=abc', '$top=1.5', '$top=', '$top=1e3', '$skip=-3', '$skip=2.0', '$skip=x'])(
    'answers 400 for %s',
    async (query) => {
      const response = await get(app, `/api/presentations?${query}`, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_request' });
    },
  );

  it('stamps presentations with modifiedAt and serves those modified after a time ($filter), a change stamped when made', async () => {
    let clock = NOW.getTime();
    const local = makeApp({ now: () => clock });
    const token = await tokenFor(local);
    const all = await getJson<Page<Presentation>>(local, '/api/presentations?$top=200', token);
    expect(all.items.every((item) => item.modifiedAt === NOW.toISOString())).toBe(true);
    const after = (time: number) =>
      `/api/presentations?$top=200&$filter=${encodeURIComponent(`modifiedAt gt ${new Date(time).toISOString()}`)}`;
    expect(await getJson<Page>(local, after(NOW.getTime()), token)).toEqual({ items: [], total: 0 });
    clock += 60_000;
    await control(local, 'items', { collection: 'presentations', id: 'presentation-2', set: { featured: true } });
    const changed = await getJson<Page<Presentation>>(local, after(NOW.getTime()), token);
    expect(changed.total).toBe(1);
    expect(changed.items[0]).toMatchObject({
      id: 'presentation-2',
      featured: true,
      modifiedAt: new Date(clock).toISOString(),
    });
    const ge = `/api/presentations?$filter=${encodeURIComponent(`modifiedAt ge ${NOW.toISOString()}`)}`;
    expect((await getJson<Page>(local, ge, token)).total).toBe(all.total);
  });

  it('serves only the fields asked for ($select), and stops serving a removed item', async () => {
    const local = makeApp();
    const token = await tokenFor(local);
    const ids = await getJson<Page>(local, '/api/presentations?$top=3&$select=id', token);
    expect(ids.items).toEqual(
      items<Presentation>('presentations')
        .slice(0, 3)
        .map((item) => ({ id: item.id })),
    );
    await control(local, 'items', { collection: 'presentations', id: 'presentation-1', set: {}, remove: true });
    const after = await getJson<Page>(local, '/api/presentations?$top=200&$select=id', token);
    expect(after.total).toBe(items('presentations').length - 1);
    expect(after.items).not.toContainEqual({ id: 'presentation-1' });
    expect((await get(local, '/api/presentations/presentation-1', token)).status).toBe(404);
  });

  it.each([
    '$filter=title eq 1',
    '$filter=modifiedAt gt yesterday',
    '$filter=modifiedAt lt 2026-01-01T00:00:00Z',
    '$select=id;drop',
    '$select=',
  ])('answers 400 for %s', async (query) => {
    const response = await get(app, `/api/presentations?${query}`, token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers 400 for $filter on a collection whose items carry no modifiedAt', async () => {
    const response = await get(
      app,
      `/api/events?$filter=${encodeURIComponent('modifiedAt gt 2026-01-01T00:00:00Z')}`,
      token,
    );
    expect(response.status).toBe(400);
  });

  it('answers 404 for an unknown collection or item', async () => {
    const unknown = await get(app, '/api/giraffes', token);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'not_found' });
    expect((await get(app, '/api/presentations/presentation-9999', token)).status).toBe(404);
    expect((await get(app, '/api/giraffes/1', token)).status).toBe(404);
  });

  it('serves a single item by id', async () => {
    const presenter = await getJson<Record<string, unknown>>(app, '/api/presenters/presenter-3', token);
    expect(presenter).toMatchObject({ id: 'presenter-3', name: 'Ndapewa', surname: 'Shikongo' });
    expect(presenter.image).toBe(`${PUBLIC_URL}/media/presenter-3.svg`);
    expect((await get(app, '/api/presenters/presenter-3')).status).toBe(401);
  });

  it('serves the contact record (not paged)', async () => {
    const contact = await getJson<Record<string, unknown>>(app, '/api/contact', token);
    expect(v.safeParse(contactRecord, contact).success).toBe(true);
    expect(contact).toEqual(pack.contact);
    expect((await get(app, '/api/contact')).status).toBe(401);
  });

  it('serves the advisory council with raw { en, fr } texts and absolute portrait links', async () => {
    const page = await getJson<Page<CouncilMember>>(app, '/api/advisory-council?$top=200', token, {
      [LANGUAGE_RESOLUTION_HEADER]: LANGUAGE_RESOLUTION_OFF,
    });
    expect(page.total).toBe(6);
    expect(page.items.map((member) => member.id)).toEqual(
      (pack.collections['advisory-council'] as CouncilMember[]).map((member) => member.id),
    );
    const [chair] = page.items;
    expect(v.safeParse(collectionSchemas['advisory-council'], chair).success).toBe(true);
    expect(chair).toMatchObject({ id: 'council-member-1', name: 'Nomvula', surname: 'Khumalo' });
    expect(chair?.role).toEqual({ en: 'Chair; savanna ecologist', fr: 'Présidente\u00a0; écologue des savanes' });
    expect(chair?.image).toBe(`${PUBLIC_URL}/media/council-member-1.svg`);

    const french = await getJson<Record<string, unknown>>(app, '/api/advisory-council/council-member-2', token, {
      'Accept-Language': 'fr',
    });
    expect(french.country).toBe('Sénégal');
    expect(french.role).toBe('Spécialiste des aires marines protégées');
    expect((await get(app, '/api/advisory-council')).status).toBe(401);
  });

  it('makes media and file links absolute, from publicUrl or else the request origin', async () => {
    const [presentation] = (await getJson<Page>(app, '/api/presentations?$top=1', token)).items;
    expect(presentation?.image).toBe(`${PUBLIC_URL}/media/presentation-1.svg`);
    const resources = presentation?.resources as { url: string }[];
    expect(resources[0]?.url).toMatch(new RegExp(`^${PUBLIC_URL}/files/.+\\.pdf$`));

    const originApp = createContentApp({ pack });
    const originToken = await tokenFor(originApp);
    const patron = await getJson<Record<string, unknown>>(
      originApp,
      'http://127.0.0.1:9999/api/patrons/patron-1',
      originToken,
    );
    expect(patron.logo).toBe('http://127.0.0.1:9999/media/patron-1.svg');
    expect(patron.url).toMatch(/^https:\/\/www\.example\.org\//);
  });
});

// --- Language resolution -------------------------------------------------------------------------

describe('language resolution', () => {
  const app = makeApp();
  let token = '';
  beforeAll(async () => {
    token = await tokenFor(app);
  });
  const raw = items<Presentation>('presentations');
  const first = raw[0]!;

  it('resolves localized texts to English by default', async () => {
    const response = await get(app, '/api/presentations/presentation-1', token);
    expect(response.headers.get('content-language')).toBe('en');
    expect(response.headers.get('vary')).toContain('Accept-Language');
    const item = (await response.json()) as Record<string, unknown>;
    expect(item.title).toBe(first.title.en);
    expect(item.summary).toBe(first.summary?.en);
    expect(item.video).toBe(first.video?.en);
    expect(item.categoryIds).toEqual(first.categoryIds);
  });

  it('resolves to French when Accept-Language starts with fr, with English fallback', async () => {
    const french = await getJson<Record<string, unknown>>(app, '/api/presentations/presentation-1', token, {
      'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5',
    });
    expect(french.title).toBe(first.title.fr);
    const fallback = await getJson<Record<string, unknown>>(app, '/api/presentations/presentation-14', token, {
      'Accept-Language': 'FR',
    });
    expect(fallback.title).toBe(raw[13]?.title.en);
    const english = await getJson<Record<string, unknown>>(app, '/api/presentations/presentation-1', token, {
      'Accept-Language': 'en-GB,fr;q=0.8',
    });
    expect(english.title).toBe(first.title.en);
  });

  it('resolves a timed transcript to the lines of the language asked for', async () => {
    const french = await getJson<Record<string, unknown>>(app, '/api/presentations/presentation-1', token, {
      'Accept-Language': 'fr',
    });
    expect(french.transcript).toEqual(first.transcript?.fr);
    expect(french.transcript).toMatchObject({
      segments: expect.arrayContaining([expect.objectContaining({ start: 102 })]),
    });
    const english = await getJson<Record<string, unknown>>(app, '/api/presentations/presentation-1', token);
    expect(english.transcript).toEqual(first.transcript?.en);
    // English lines for a French reader of an item without French.
    const fallback = await getJson<Record<string, unknown>>(app, '/api/presentations/presentation-14', token, {
      'Accept-Language': 'fr',
    });
    expect(fallback.transcript).toEqual(raw[13]?.transcript?.en);
  });

  it('resolves nested texts and leaves other objects alone', async () => {
    const page = await getJson<Page<Event>>(app, '/api/events?$top=200', token, { 'Accept-Language': 'fr' });
    const withLocation = page.items.find((event) => event.location !== undefined);
    expect(withLocation?.location?.city).toEqual(expect.any(String));
    expect(typeof withLocation?.title).toBe('string');
    const faqs = await getJson<Page>(app, '/api/faq-categories', token, { 'Accept-Language': 'fr' });
    expect(faqs.items.map((item) => item.title)).toContain('Compte et adhésion');
  });

  it(`returns raw { en, fr } pairs with ${LANGUAGE_RESOLUTION_HEADER}: ${LANGUAGE_RESOLUTION_OFF}`, async () => {
    const response = await get(app, '/api/categories?$top=200', token, {
      [LANGUAGE_RESOLUTION_HEADER]: LANGUAGE_RESOLUTION_OFF,
      'Accept-Language': 'fr',
    });
    expect(response.headers.get('content-language')).toBeNull();
    const page = (await response.json()) as Page<TaxonomyItem>;
    expect(page.items).toEqual(pack.collections.categories);

    const untranslated = await getJson<Presentation>(app, '/api/presentations/presentation-14', token, {
      [LANGUAGE_RESOLUTION_HEADER]: 'None',
    });
    expect(untranslated.title).toEqual({ en: raw[13]?.title.en });
    expect(untranslated.image).toBe(`${PUBLIC_URL}/media/presentation-14.svg`);
  });

  it('recognises localized values generically', () => {
    expect(isLocalized({ en: 'a', fr: 'b' })).toBe(true);
    expect(isLocalized({ fr: 'b' })).toBe(true);
    expect(isLocalized({ en: { segments: [] }, fr: 'b' })).toBe(true);
    expect(isLocalized({})).toBe(false);
    expect(isLocalized({ en: 'a', de: 'b' })).toBe(false);
    expect(isLocalized({ en: 1 })).toBe(false);
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader(' fr-CA')).toBe('fr');
    expect(languageFromHeader('de, fr')).toBe('en');
    const input = { a: [{ title: { en: 'Hi', fr: '' } }], b: { en: 'x', fr: 'y' }, image: '/media/x.svg' };
    expect(prepareForOutput(input, { language: 'fr', publicUrl: 'http://h' })).toEqual({
      a: [{ title: 'Hi' }],
      b: 'y',
      image: 'http://h/media/x.svg',
    });
    expect(input.b).toEqual({ en: 'x', fr: 'y' });
  });
});

// --- Test controls -------------------------------------------------------------------------------

describe('/__control', () => {
  it('counts token requests and requests per collection, and resets', async () => {
    const app = makeApp();
    const token = await tokenFor(app);
    await requestToken(app, { ...VALID_FORM, client_secret: 'wrong' });
    await get(app, '/api/tags', token);
    await get(app, '/api/tags?$skip=20', token);
    await get(app, '/api/contact', token);
    await get(app, '/api/presenters/presenter-1', token);
    await get(app, '/api/series');

    const stats = (await (await app.request('/__control/stats')).json()) as {
      tokenRequests: number;
      requests: Record<string, number>;
    };
    expect(stats.tokenRequests).toBe(2);
    expect(stats.requests).toMatchObject({ tags: 2, contact: 1, presenters: 1, series: 1, presentations: 0 });
    expect(Object.keys(stats.requests).sort()).toEqual([...collectionNames, 'contact'].sort());

    await control(app, 'reset');
    const after = (await (await app.request('/__control/stats')).json()) as {
      tokenRequests: number;
      requests: Record<string, number>;
    };
    expect(after.tokenRequests).toBe(0);
    expect(Object.values(after.requests).every((count) => count === 0)).toBe(true);
  });

  it('injects a status for the next `times` requests to a collection', async () => {
    const app = makeApp();
    const token = await tokenFor(app);
    expect((await control(app, 'faults', { collection: 'presentations', status: 503, times: 2 })).status).toBe(200);
    const first = await get(app, '/api/presentations', token);
    expect(first.status).toBe(503);
    expect(await first.json()).toMatchObject({ error: 'injected_fault', status: 503 });
    expect((await get(app, '/api/presentations/presentation-1', token)).status).toBe(503);
    expect((await get(app, '/api/presentations', token)).status).toBe(200);
    expect((await get(app, '/api/tags', token)).status).toBe(200);
    const stats = (await (await app.request('/__control/stats')).json()) as { requests: Record<string, number> };
    expect(stats.requests.presentations).toBe(3);
  });

  it('keeps a fault without `times` until reset', async () => {
    const app = makeApp();
    const token = await tokenFor(app);
    await control(app, 'faults', { collection: 'contact', status: 500 });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await get(app, '/api/contact', token)).status).toBe(500);
    await control(app, 'reset');
    expect((await get(app, '/api/contact', token)).status).toBe(200);
  });

  it('can answer 401 like an expired token, and fail the token endpoint', async () => {
    const app = makeApp();
    const token = await tokenFor(app);
    await control(app, 'faults', { collection: 'tags', status: 401, times: 1 });
    const unauthorized = await get(app, '/api/tags', token);
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect((await get(app, '/api/tags', token)).status).toBe(200);

    await control(app, 'faults', { collection: 'token', status: 500, times: 1 });
    expect((await requestToken(app)).status).toBe(500);
    expect((await requestToken(app)).status).toBe(200);
  });

  it('delays answers by delayMs', async () => {
    const app = makeApp();
    const token = await tokenFor(app);
    await control(app, 'faults', { collection: 'series', delayMs: 150, times: 1 });
    // A lower bound only: a delay asked for is at least that long, however loaded the machine.
    const started = performance.now();
    const response = await get(app, '/api/series', token);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
  });

  it.each([
    ['an unknown target', { collection: 'giraffes', status: 500 }],
    ['neither status nor delay', { collection: 'tags' }],
    ['a non-error status', { collection: 'tags', status: 200 }],
    ['zero times', { collection: 'tags', status: 500, times: 0 }],
  ])('refuses a fault with %s', async (_label, body) => {
    expect((await control(makeApp(), 'faults', body)).status).toBe(400);
  });
});

// --- Media ---------------------------------------------------------------------------------------

describe('placeholder media', () => {
  const app = makeApp();

  it('serves small deterministic SVGs: 515 x 286 for presenters, portraits for council members, cards otherwise', async () => {
    const profile = await app.request('/media/presenter-3.svg');
    expect(profile.status).toBe(200);
    expect(profile.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(profile.headers.get('cache-control')).toBe('public, max-age=86400');
    const profileSvg = await profile.text();
    expect(profileSvg).toContain('viewBox="0 0 515 286"');
    expect(profileSvg).toContain('>P3<');

    const member = await (await app.request('/media/council-member-2.svg')).text();
    expect(member).toContain('viewBox="0 0 400 400"');
    expect(member).toContain('>C2<');

    const card = await (await app.request('/media/presentation-12.svg')).text();
    expect(card).toContain('viewBox="0 0 515 286"');
    expect(await (await app.request('/media/presentation-12.svg')).text()).toBe(card);
    expect(initialsOf('series-ranger-voices')).toBe('SR');
  });

  it('keeps every image of the sample pack under 1.5 KB', () => {
    const names = JSON.stringify(pack).match(/\/media\/[A-Za-z0-9_-]+\.svg/g) ?? [];
    expect(names.length).toBeGreaterThan(100);
    for (const path of names) {
      const svg = placeholderSvg(path.slice('/media/'.length, -'.svg'.length));
      expect(new TextEncoder().encode(svg).length, path).toBeLessThan(1_500);
    }
  });

  it('refuses bad names and serves placeholder files', async () => {
    expect((await app.request('/media/presenter-3.png')).status).toBe(404);
    expect((await app.request('/media/..%2Fsecret.svg')).status).toBe(404);
    const pdf = await app.request('/files/why-fynbos-needs-fire-notes.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
  });
});

// --- Renditions ----------------------------------------------------------------------------------

describe('renditions', () => {
  const app = makeApp();
  const slug = 'rhino-poaching-on-the-front-line';
  const path = `/renditions/${slug}/audio-en.ogg`;
  const entry = sampleMedia.talks[slug]?.find((file) => file.file === 'audio-en.ogg');
  if (!entry) throw new Error('the sample media has no English audio for the rhino talk');
  const file = new Uint8Array(readFileSync(join(SAMPLE_MEDIA_DIR, slug, entry.file)));
  const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  it('lists the files of a talk as absolute addresses, with bytes, duration, type and language', async () => {
    const token = await tokenFor(app);
    const item = await getJson<Presentation>(app, '/api/presentations/presentation-1', token);
    expect(item.slug).toBe(slug);
    expect(item.renditions?.map((rendition) => rendition.url)).toEqual([
      `${PUBLIC_URL}/renditions/${slug}/audio-en.ogg`,
      `${PUBLIC_URL}/renditions/${slug}/audio-fr.ogg`,
      `${PUBLIC_URL}/renditions/${slug}/video-144p-en.webm`,
      `${PUBLIC_URL}/renditions/${slug}/video-144p-fr.webm`,
    ]);
    expect(item.renditions?.[0]).toEqual({
      kind: 'audio',
      url: `${PUBLIC_URL}${path}`,
      bytes: entry.bytes,
      durationSeconds: entry.durationSeconds,
      type: 'audio/ogg; codecs=opus',
      lang: 'en',
    });
    expect(item.renditions?.[2]).toMatchObject({ kind: 'video', height: 144, type: 'video/webm; codecs="vp9, opus"' });
    // A talk without a transcript has none; the key is left out.
    const other = await getJson<Presentation>(app, '/api/presentations/presentation-2', token);
    expect(other.transcript).toBeUndefined();
    expect('renditions' in other).toBe(false);
  });

  it('serves the whole file with its length, type and Accept-Ranges, without a token', async () => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/ogg; codecs=opus');
    expect(response.headers.get('content-length')).toBe(String(entry.bytes));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await bytesOf(response)).toEqual(file);
  });

  it('answers a closed, an open-ended and a suffix range with 206 and exactly those bytes', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, entry.bytes - 1],
      ['bytes=-500', entry.bytes - 500, entry.bytes - 1],
      [`bytes=${entry.bytes - 10}-${entry.bytes + 1000}`, entry.bytes - 10, entry.bytes - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await app.request(path, { headers: { Range: range } });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${entry.bytes}`);
      expect(response.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(await bytesOf(response), range).toEqual(file.slice(start, end + 1));
    }
  });

  it('answers 416 with the length for a range past the end, and the whole file for one it ignores', async () => {
    const past = await app.request(path, { headers: { Range: `bytes=${entry.bytes}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${entry.bytes}`);
    for (const range of ['bytes=9-2', 'lines=1-2', 'bytes=0-1,4-5']) {
      const ignored = await app.request(path, { headers: { Range: range } });
      expect(ignored.status, range).toBe(200);
      expect((await bytesOf(ignored)).byteLength, range).toBe(entry.bytes);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const whole = await app.request(path, { method: 'HEAD' });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(entry.bytes));
    expect((await bytesOf(whole)).byteLength).toBe(0);
    const part = await app.request(path, { method: 'HEAD', headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${entry.bytes}`);
  });

  it('applies a range only while If-Range names this file, and answers 304 to its entity tag', async () => {
    const etag = (await app.request(path, { method: 'HEAD' })).headers.get('etag') ?? '';
    const same = await app.request(path, { headers: { Range: 'bytes=0-9', 'If-Range': etag } });
    expect(same.status).toBe(206);
    const changed = await app.request(path, { headers: { Range: 'bytes=0-9', 'If-Range': '"older"' } });
    expect(changed.status).toBe(200);
    expect((await bytesOf(changed)).byteLength).toBe(entry.bytes);
    expect((await app.request(path, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('answers 404 for a file or talk the manifest does not list', async () => {
    for (const missing of [
      `/renditions/${slug}/audio-de.ogg`,
      `/renditions/thermal-cameras-and-night-patrols/audio-en.ogg`,
      `/renditions/${slug}/..%2Fmanifest.json`,
      '/renditions/constructor/audio-en.ogg',
    ]) {
      expect((await app.request(missing)).status, missing).toBe(404);
    }
  });

  it('can ignore ranges, fail and count requests for the Worker tests', async () => {
    const local = makeApp();
    await control(local, 'faults', { collection: 'renditions', ignoreRange: true, times: 1 });
    const ignored = await local.request(path, { headers: { Range: 'bytes=0-9' } });
    expect(ignored.status).toBe(200);
    expect(ignored.headers.get('accept-ranges')).toBeNull();
    expect((await bytesOf(ignored)).byteLength).toBe(entry.bytes);
    expect((await local.request(path, { headers: { Range: 'bytes=0-9' } })).status).toBe(206);
    await control(local, 'faults', { collection: 'renditions', status: 503, times: 1 });
    expect((await local.request(path)).status).toBe(503);
    const stats = (await (await local.request('/__control/stats')).json()) as { renditionRanges: (string | null)[] };
    expect(stats.renditionRanges).toEqual(['bytes=0-9', 'bytes=0-9', null]);
  });

  it('serves an item with fields set by /__control/items until reset', async () => {
    const local = makeApp();
    const token = await tokenFor(local);
    const bad = { kind: 'video', url: '/renditions/x/video.webm', bytes: 0, durationSeconds: 1, type: 'audio/ogg' };
    const set = await control(local, 'items', {
      collection: 'presentations',
      id: 'presentation-1',
      set: { renditions: [bad] },
    });
    expect(set.status).toBe(200);
    const listed = await getJson<Page<Presentation>>(local, '/api/presentations?$top=1', token);
    expect(listed.items[0]?.renditions).toEqual([{ ...bad, url: `${PUBLIC_URL}/renditions/x/video.webm` }]);
    const single = await getJson<Presentation>(local, '/api/presentations/presentation-1', token);
    expect(single.renditions).toHaveLength(1);
    expect((await control(local, 'items', { collection: 'presentations', id: 'nope', set: {} })).status).toBe(404);
    expect((await control(local, 'items', { collection: 'giraffes', id: 'x', set: {} })).status).toBe(400);
    await control(local, 'reset');
    const after = await getJson<Presentation>(local, '/api/presentations/presentation-1', token);
    expect(after.renditions).toHaveLength(4);
  });
});

// --- Real server ---------------------------------------------------------------------------------

describe('startContentService', () => {
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'content-service-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('listens on a free port, speaks the protocol over HTTP and closes', async () => {
    const service = await startContentService({ port: 0, tokenLifetimeSeconds: 60 });
    try {
      expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const tokenResponse = await fetch(`${service.url}/connect/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(VALID_FORM),
      });
      const { access_token: token, expires_in: expiresIn } = (await tokenResponse.json()) as {
        access_token: string;
        expires_in: number;
      };
      expect(expiresIn).toBe(60);
      const page = (await (
        await fetch(`${service.url}/api/presenters?$top=1`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as Page;
      expect(page.total).toBe(12);
      const image = page.items[0]?.image as string;
      expect(image).toBe(`${service.url}/media/presenter-1.svg`);
      expect((await fetch(image)).status).toBe(200);
    } finally {
      await service.close();
    }
  });

  it('loads a JSON pack file', async () => {
    const path = join(directory, 'pack.json');
    await writeFile(path, JSON.stringify(generatePack({ presentations: 300, now: NOW })));
    const service = await startContentService({
      port: 0,
      packPath: path,
      clientId: 'a',
      clientSecret: 'b',
      scope: 'c',
    });
    try {
      const tokenResponse = await fetch(`${service.url}/connect/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'a', client_secret: 'b', scope: 'c' }),
      });
      const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
      const page = (await (
        await fetch(`${service.url}/api/presentations?$top=1`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as Page;
      expect(page.total).toBe(300);
    } finally {
      await service.close();
    }
  });
});

// --- The sample pack -----------------------------------------------------------------------------

describe('sample pack', () => {
  const presentations = items<Presentation>('presentations');
  const presenters = items<Presenter>('presenters');
  const events = items<Event>('events');
  const articles = items<Article>('articles');
  const idsOf = (name: keyof ContentPack['collections']): Set<string> =>
    new Set((pack.collections[name] as { id: string }[]).map((item) => item.id));
  const lacksFrench = (text: LocalizedText | undefined): boolean => text !== undefined && text.fr === undefined;

  it('validates every item against its schema', () => {
    expect(v.safeParse(contactRecord, pack.contact).success).toBe(true);
    for (const name of collectionNames) {
      expect(pack.collections[name].length, name).toBeGreaterThan(0);
      for (const item of pack.collections[name]) {
        const result = v.safeParse(collectionSchemas[name], item);
        expect(result.success, `${name}: ${JSON.stringify(item).slice(0, 80)}`).toBe(true);
      }
    }
    expect(findInvalidItems(pack)).toEqual([]);
  });

  it('has unique ids and slugs, and stays small', () => {
    for (const name of collectionNames) expect(idsOf(name).size, name).toBe(pack.collections[name].length);
    for (const list of [presentations, articles, items<SubProject>('sub-projects')]) {
      const slugs = list.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    expect(JSON.stringify(pack).length).toBeLessThan(300 * 1024);
  });

  it('has the nine categories of the spec, in English and French', () => {
    const categories = items<TaxonomyItem>('categories');
    expect(categories.map((item) => item.id)).toEqual([...CATEGORY_IDS]);
    for (const category of categories) {
      expect(
        category.title.en && category.title.fr && category.description?.en && category.description.fr,
      ).toBeTruthy();
    }
    expect(categories[0]?.title).toEqual({ en: 'Biodiversity Conservation', fr: 'Conservation de la biodiversité' });
  });

  it('fills every collection to the required counts', () => {
    const counts = Object.fromEntries(collectionNames.map((name) => [name, pack.collections[name].length]));
    expect(counts.tags).toBeGreaterThanOrEqual(12);
    expect(counts.series).toBeGreaterThanOrEqual(5);
    expect(counts.collections).toBeGreaterThanOrEqual(6);
    expect(counts.presentations).toBeGreaterThanOrEqual(42);
    expect(counts.presenters).toBe(12);
    expect(counts.events).toBe(10);
    expect(counts.articles).toBe(15);
    expect(counts.projects).toBe(3);
    expect(counts['sub-themes']).toBe(4);
    expect(counts['faq-categories']).toBe(4);
    expect(counts.faqs).toBeGreaterThanOrEqual(12);
    expect(counts['fun-facts']).toBeGreaterThanOrEqual(6);
    expect(counts.patrons).toBe(5);
    expect(counts.collaborators).toBe(6);
    expect(counts['advisory-council']).toBe(6);
  });

  it('references only existing presenters, series, collections, tags and categories', () => {
    const presenterIds = idsOf('presenters');
    const seriesIds = idsOf('series');
    const collectionIds = idsOf('collections');
    const tagIds = idsOf('tags');
    const categoryIds = new Set<string>(CATEGORY_IDS);
    for (const item of presentations) {
      expect(item.presenterIds.length).toBeGreaterThan(0);
      expect(item.presenterIds.every((id) => presenterIds.has(id))).toBe(true);
      if (item.seriesId !== undefined) expect(seriesIds.has(item.seriesId)).toBe(true);
      expect(item.collectionIds.every((id) => collectionIds.has(id))).toBe(true);
      expect(item.tagIds.every((id) => tagIds.has(id))).toBe(true);
      expect(item.categoryIds.every((id) => categoryIds.has(id))).toBe(true);
    }
    for (const item of [...events, ...articles, ...presenters]) {
      expect(item.categoryIds.every((id) => categoryIds.has(id))).toBe(true);
    }
    for (const item of events) expect(item.presenterIds.every((id) => presenterIds.has(id))).toBe(true);
    for (const item of articles) expect(item.tagIds.every((id) => tagIds.has(id))).toBe(true);
  });

  it('spreads presentations over categories, series, collections and the last three years', () => {
    for (const category of CATEGORY_IDS) {
      const users = presentations.filter((item) => item.categoryIds.includes(category));
      expect(users.length, category).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(presentations.map((item) => item.seriesId).filter(Boolean)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(presentations.flatMap((item) => item.collectionIds)).size).toBeGreaterThanOrEqual(6);
    const ages = presentations.map((item) => (NOW.getTime() - Date.parse(item.date)) / DAY_MS);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(3 * 365);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(2 * 365);
    for (const item of presentations) expect(item.video?.en).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const resources = presentations.flatMap((item) => item.resources ?? []);
    expect(resources.length).toBeGreaterThanOrEqual(5);
    for (const resource of resources) {
      expect(resource.filename).toMatch(/\.(pdf|pptx)$/);
      expect(resource.size).toBeGreaterThan(0);
      expect(resource.url).toMatch(/^\/files\//);
    }
    expect(presentations.filter((item) => item.transcript !== undefined).length).toBeGreaterThanOrEqual(2);
    // Plain transcripts stay.
    expect(presentations.filter((item) => typeof item.transcript?.en === 'string').length).toBeGreaterThanOrEqual(2);
    expect(presentations.some((item) => /[éèêàâçîôû]/.test(item.title.fr ?? ''))).toBe(true);
  });

  it('has timed transcripts in English and French, within their videos, one with its own French timing', () => {
    const timed = presentations.filter((item) => typeof item.transcript?.en === 'object');
    expect(timed.length).toBeGreaterThanOrEqual(3);
    const bilingual = timed.filter((item) => typeof item.transcript?.fr === 'object');
    expect(bilingual.length).toBeGreaterThanOrEqual(3);
    for (const item of timed) {
      for (const value of [item.transcript?.en, item.transcript?.fr]) {
        if (value === undefined || typeof value === 'string') continue;
        expect(value.segments.length, item.id).toBeGreaterThanOrEqual(5);
        expect(value.segments[0]?.start, item.id).toBe(0);
        expect(value.segments.at(-1)!.start, item.id).toBeLessThan(item.durationSeconds!);
      }
    }
    // A separately recorded French video has lines timed on it.
    const ownFrench = bilingual.find((item) => item.video?.fr !== item.video?.en);
    const times = (value: unknown) => (value as { segments: { start: number }[] }).segments.map((line) => line.start);
    expect(times(ownFrench?.transcript?.fr)).not.toEqual(times(ownFrench?.transcript?.en));
    // And an item without French has English lines only.
    expect(timed.some((item) => !item.title.fr && item.transcript?.fr === undefined)).toBe(true);
  });

  it('has twelve presenters with contact details and two or three in the spotlight', () => {
    const spotlight = presenters.filter((item) => item.spotlight === true);
    expect(spotlight.length).toBeGreaterThanOrEqual(2);
    expect(spotlight.length).toBeLessThanOrEqual(3);
    for (const presenter of presenters) {
      expect(presenter.email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+$/);
      expect(presenter.telephone).toMatch(/^\+\d[\d ]+$/);
      expect(presenter.image).toBe(`/media/${presenter.id}.svg`);
    }
  });

  it('has past and upcoming events, online and in person', () => {
    const now = NOW.getTime();
    const upcomingSoon = events.filter((item) => {
      const startsAt = Date.parse(item.startsAt);
      return startsAt > now && startsAt < now + 182 * DAY_MS;
    });
    expect(upcomingSoon.length).toBeGreaterThanOrEqual(5);
    expect(events.some((item) => Date.parse(item.startsAt) < now)).toBe(true);
    expect(events.some((item) => item.onlineUrl !== undefined)).toBe(true);
    expect(events.some((item) => item.location?.city !== undefined)).toBe(true);
    for (const event of events) {
      expect(event.registrationUrl).toBeTruthy();
      expect(event.timeZone).toMatch(/^Africa\//);
      if (event.endsAt !== undefined) expect(Date.parse(event.endsAt)).toBeGreaterThan(Date.parse(event.startsAt));
    }
  });

  it('has articles of three to five paragraphs', () => {
    for (const article of articles) {
      expect(article.author).toBeTruthy();
      expect(article.readTimeMinutes).toBeGreaterThan(0);
      for (const body of [article.body?.en, article.body?.fr]) {
        if (body === undefined) continue;
        const paragraphs = body.split('\n\n');
        expect(paragraphs.length).toBeGreaterThanOrEqual(3);
        expect(paragraphs.length).toBeLessThanOrEqual(5);
      }
    }
  });

  it('links projects, sub-projects and sub-themes', () => {
    const projectIds = idsOf('projects');
    const subProjects = items<SubProject>('sub-projects');
    for (const projectId of projectIds) {
      const count = subProjects.filter((item) => item.projectId === projectId).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
    }
    for (const theme of items<SubTheme>('sub-themes')) {
      expect(theme.projectIds.length).toBeGreaterThan(0);
      expect(theme.projectIds.every((id) => projectIds.has(id))).toBe(true);
    }
  });

  it('gives FAQ categories distinct weights, not already in weight order', () => {
    const weights = items<FaqCategory>('faq-categories').map((item) => item.weight);
    expect(new Set(weights).size).toBe(weights.length);
    expect(weights).not.toEqual([...weights].sort((a, b) => a - b));
    const categoryIds = idsOf('faq-categories');
    for (const faq of items<Faq>('faqs')) expect(categoryIds.has(faq.categoryId)).toBe(true);
  });

  it('has the contact record of the spec', () => {
    const contact = pack.contact;
    expect(contact.telephone1).toBe('+27 21 555 0100');
    expect(contact.whatsapp).toMatch(/^27\d{9}$/);
    for (const field of [
      'whatsappfr',
      'email1',
      'email2',
      'emailfr',
      'youtube',
      'linkedin',
      'facebook',
      'instagram',
      'twitter',
      'wenaturalists',
    ] as const) {
      expect(contact[field], field).toBeTruthy();
    }
  });

  it('leaves French out of a few items, as noted in sample-pack.ts', () => {
    const untranslated = (list: { id: string; title: LocalizedText }[]): string[] =>
      list.filter((item) => lacksFrench(item.title)).map((item) => item.id);
    expect(untranslated(presentations)).toEqual([
      'presentation-14',
      'presentation-19',
      'presentation-30',
      'presentation-41',
    ]);
    expect(untranslated(articles)).toEqual(['article-11', 'article-15']);
    expect(untranslated(events)).toEqual(['event-6']);
    expect(presenters.filter((item) => lacksFrench(item.summary)).map((item) => item.id)).toEqual(['presenter-7']);
    const council = items<CouncilMember>('advisory-council');
    expect(council.filter((item) => lacksFrench(item.role)).map((item) => item.id)).toEqual(['council-member-6']);
  });

  it('has an advisory council of distinct people with portraits, every text bilingual but one member', () => {
    const council = items<CouncilMember>('advisory-council');
    expect(council.length).toBeGreaterThanOrEqual(4);
    expect(council.length).toBeLessThanOrEqual(6);
    expect(new Set(council.map((item) => `${item.name} ${item.surname}`)).size).toBe(council.length);
    // Members are not presenters (a different group of people).
    const presenterNames = new Set(presenters.map((item) => `${item.name} ${item.surname}`));
    for (const member of council) {
      expect(presenterNames.has(`${member.name} ${member.surname}`), member.id).toBe(false);
      expect(member.image).toBe(`/media/${member.id}.svg`);
      const texts = [member.role, member.affiliation, member.country, member.bio];
      for (const text of texts) expect(text?.en, member.id).toBeTruthy();
      if (member.id !== 'council-member-6') {
        for (const text of texts) expect(text?.fr, member.id).toBeTruthy();
      }
    }
  });

  it('is the same pack all day, and relative to the day it is built', () => {
    expect(samplePack(new Date(NOW.getTime() + 3 * 3_600_000))).toEqual(pack);
    const later = samplePack(new Date(NOW.getTime() + 30 * DAY_MS));
    expect((later.collections.events as Event[])[0]?.startsAt).not.toBe(events[0]?.startsAt);
  });

  it('round-trips through JSON and parsePack', () => {
    expect(parsePack(JSON.parse(JSON.stringify(pack)))).toEqual(pack);
    expect(() => parsePack({ contact: {}, collections: { giraffes: [] } })).toThrow(/unknown collections/);
    expect(parsePack({ collections: { tags: [{ id: 'x', title: { en: 'X' } }] } }).collections.presentations).toEqual(
      [],
    );
  });
});

// --- The generator -------------------------------------------------------------------------------

describe('generatePack', () => {
  it('produces 1000 valid presentations referencing the sample taxonomies', () => {
    const large = generatePack({ presentations: 1000, now: NOW });
    const generated = large.collections.presentations as Presentation[];
    expect(generated).toHaveLength(1000);
    expect(findInvalidItems(large)).toEqual([]);
    expect(new Set(generated.map((item) => item.id)).size).toBe(1000);
    expect(new Set(generated.map((item) => item.slug)).size).toBe(1000);
    const presenterIds = new Set((large.collections.presenters as Presenter[]).map((item) => item.id));
    const seriesIds = new Set((large.collections.series as TaxonomyItem[]).map((item) => item.id));
    for (const item of generated) {
      expect(item.presenterIds.every((id) => presenterIds.has(id))).toBe(true);
      if (item.seriesId !== undefined) expect(seriesIds.has(item.seriesId)).toBe(true);
      expect(item.categoryIds.every((id) => (CATEGORY_IDS as readonly string[]).includes(id))).toBe(true);
    }
    expect(generated.filter((item) => item.title.fr === undefined).length).toBeGreaterThan(5);
    expect(new Set(generated.map((item) => item.title.en)).size).toBe(1000);
    expect(large.collections.presenters).toEqual(pack.collections.presenters);
  });

  it('is deterministic for a seed and exact in size', () => {
    expect(generatePack({ presentations: 200, seed: 7, now: NOW })).toEqual(
      generatePack({ presentations: 200, seed: 7, now: NOW }),
    );
    expect(generatePack({ presentations: 200, seed: 8, now: NOW })).not.toEqual(
      generatePack({ presentations: 200, seed: 7, now: NOW }),
    );
    expect(generatePack({ presentations: 10, now: NOW }).collections.presentations).toHaveLength(10);
    expect(() => generatePack({ presentations: -1 })).toThrow();
  });
});
