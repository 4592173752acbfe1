// The member API in workerd against the test stack's Auth and Firestore emulators: sign-up
// profile and role claim (POST /api/users), the general profile (GET/PATCH /api/me), the
// watchlist and readlist (one document per item, joined with the content service). Every
// refusal is checked to leave the stored data as it was.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { request } from './helpers';
import { identity } from './accounts';
import { readSettings } from '../src/env';
import { createFirestore, type Firestore } from '../src/services/firestore/client';
import { emulatorTokenSource } from '../src/services/firestore/auth';
import { createContentClient } from '../src/services/content/factory';
import { addItem, listItems, type ListContent } from '../src/services/members/lists';
import { localize } from '#shared/lib/localize.ts';
import type { Article, Presentation } from '#shared/schemas/content.ts';
import type { ListItem, UserProfile } from '#shared/schemas/member.ts';

const PROJECT = String(env.FIREBASE_PROJECT_ID);
let db: Firestore;
let presentations: Presentation[];
let articles: Article[];

beforeAll(async () => {
  const host = env.FIRESTORE_EMULATOR_HOST;
  if (typeof host !== 'string') throw new Error('FIRESTORE_EMULATOR_HOST is not set for the workerd suite');
  db = createFirestore({ projectId: PROJECT, baseUrl: `http://${host}`, tokens: emulatorTokenSource() });
  // The content the Worker joins the lists with, read the way the Worker reads it.
  const content = createContentClient(
    readSettings(env),
    env,
    () => undefined,
    () => undefined,
  );
  [presentations, articles] = await Promise.all([content.list('presentations'), content.list('articles')]);
});

// ---------------------------------------------------------------------------------------------
// Accounts in the Auth emulator (as dev/seed.ts makes them)

interface Account {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

async function signInWithPassword(email: string, password: string): Promise<string> {
  return String(
    (await identity('accounts:signInWithPassword?key=any', { email, password, returnSecureToken: true })).idToken,
  );
}

/** A new emulator account (e-mail verified unless told otherwise), signed in. */
async function account(options: { verified?: boolean; role?: string } = {}): Promise<Account> {
  const email = `member-${crypto.randomUUID()}@example.org`;
  const password = 'secret-password-1';
  const created = await identity('accounts:signUp?key=any', { email, password, returnSecureToken: true });
  const uid = String(created.localId);
  const changes: Record<string, unknown> = {};
  if (options.verified ?? true) changes.emailVerified = true;
  if (options.role) changes.customAttributes = JSON.stringify({ role: options.role });
  if (Object.keys(changes).length > 0)
    await identity(`projects/${PROJECT}/accounts:update`, { localId: uid, ...changes }, true);
  return { uid, email, password, idToken: await signInWithPassword(email, password) };
}

const SAME_SITE = { 'sec-fetch-site': 'same-origin' };

/** The `__session=...` cookie for a member (POST /api/session). */
async function sessionOf(member: Account): Promise<string> {
  const response = await request('/api/session', {
    method: 'POST',
    headers: { ...SAME_SITE, 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: member.idToken }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('__session='))
    ?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`no session: ${response.status} ${await response.text()}`);
  return cookie;
}

/** A JSON call to the Worker: same-site, in `locale`, with the session `cookie` if given. */
async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; locale?: 'en' | 'fr'; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await request(path, {
    method,
    headers: {
      ...SAME_SITE,
      accept: 'application/json',
      cookie: `i18n_redirected=${options.locale ?? 'en'}${options.cookie ? `; ${options.cookie}` : ''}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const SIGN_UP = {
  firstName: 'Thandiwe',
  lastName: 'Mokoena',
  telephone: '+27 82 123 4567',
  accountType: 'presenter',
  acceptTerms: true,
};

/** A verified member with a profile made through POST /api/users, and their session. */
async function member(accountType: 'user' | 'presenter' = 'user') {
  const created = await account();
  const response = await api('POST', '/api/users', {
    headers: { authorization: `Bearer ${created.idToken}` },
    body: { ...SIGN_UP, accountType },
  });
  expect(response.status).toBe(201);
  // The role claim reaches the token at its next refresh, then the session.
  const fresh = { ...created, idToken: await signInWithPassword(created.email, created.password) };
  return { ...fresh, cookie: await sessionOf(fresh) };
}

// ---------------------------------------------------------------------------------------------

describe('POST /api/users', () => {
  it('creates users/{uid} with the sign-up fields and the token e-mail, and sets the role claim', async () => {
    const created = await account({ verified: false });
    const response = await api<{ profile: UserProfile }>('POST', '/api/users', {
      headers: { authorization: `Bearer ${created.idToken}` },
      body: SIGN_UP,
    });
    expect(response.status).toBe(201);
    expect(response.body.profile).toEqual({
      uid: created.uid,
      firstName: 'Thandiwe',
      lastName: 'Mokoena',
      email: created.email,
      telephone: '+27821234567',
      role: 'presenter',
    });
    const stored = await db.get(`users/${created.uid}`);
    expect(stored?.data).toMatchObject({
      firstName: 'Thandiwe',
      lastName: 'Mokoena',
      email: created.email,
      telephone: '+27821234567',
      accountType: 'presenter',
      role: 'presenter',
    });
    expect(stored?.data.createdAt).toBeInstanceOf(Date);
    const refreshed = decodeJwt(await signInWithPassword(created.email, created.password));
    expect(refreshed.role).toBe('presenter');
  });

  it('answers 409 for an existing profile and changes neither the profile nor the role', async () => {
    const created = await account();
    const first = await api('POST', '/api/users', {
      headers: { authorization: `Bearer ${created.idToken}` },
      body: SIGN_UP,
    });
    expect(first.status).toBe(201);
    const before = await db.get(`users/${created.uid}`);
    const again = await api<ErrorBody>('POST', '/api/users', {
      headers: { authorization: `Bearer ${created.idToken}` },
      body: { ...SIGN_UP, firstName: 'Someone', accountType: 'user' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'profile_exists',
      message: 'An account profile already exists for this sign-in.',
    });
    expect((await db.get(`users/${created.uid}`))?.updateTime).toBe(before?.updateTime);
    expect(decodeJwt(await signInWithPassword(created.email, created.password)).role).toBe('presenter');
  });

  it('answers 401 without a token or with a bad one, and stores nothing', async () => {
    expect((await api<ErrorBody>('POST', '/api/users', { body: SIGN_UP })).body.error.code).toBe('unauthenticated');
    const bad = await api<ErrorBody>('POST', '/api/users', {
      headers: { authorization: 'Bearer nope' },
      body: SIGN_UP,
    });
    expect(bad.status).toBe(401);
    expect(bad.body.error.code).toBe('invalid_token');
  });

  it('answers 400 with a message per field, in French for a French reader, and stores nothing', async () => {
    const created = await account();
    const response = await api<ErrorBody>('POST', '/api/users', {
      headers: { authorization: `Bearer ${created.idToken}` },
      locale: 'fr',
      body: {
        firstName: ' ',
        lastName: 'x'.repeat(101),
        telephone: '0821234567',
        accountType: 'admin',
        acceptTerms: false,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'invalid_body',
      message: 'Veuillez corriger les champs signalés.',
      fields: {
        firstName: 'Veuillez saisir votre prénom.',
        lastName: 'Votre nom peut comporter au plus 100 caractères.',
        telephone: 'Veuillez saisir un numéro international, par exemple +27 82 123 4567.',
        accountType: 'Veuillez choisir de vous inscrire comme utilisateur ou comme présentateur.',
        acceptTerms: 'Veuillez accepter les conditions générales et la politique de confidentialité.',
      },
    });
    const empty = await api<ErrorBody>('POST', '/api/users', {
      headers: { authorization: `Bearer ${created.idToken}` },
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      telephone: 'Please enter your telephone number.',
      accountType: 'Please choose whether you register as a user or as a presenter.',
      acceptTerms: 'Please accept the terms and conditions and the privacy policy.',
    });
    const notAnObject = await api<ErrorBody>('POST', '/api/users', {
      headers: { authorization: `Bearer ${created.idToken}` },
      body: '[1, 2]',
    });
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.error.code).toBe('invalid_body');
    expect(await db.get(`users/${created.uid}`)).toBeNull();
  });

  it('refuses a body over 16 KB (413) and a cross-site post (403), storing nothing', async () => {
    const created = await account();
    const huge = await api<ErrorBody>('POST', '/api/users', {
      headers: { authorization: `Bearer ${created.idToken}` },
      body: { ...SIGN_UP, padding: 'x'.repeat(16 * 1024) },
    });
    expect(huge.status).toBe(413);
    const crossSite = await api('POST', '/api/users', {
      headers: { authorization: `Bearer ${created.idToken}`, 'sec-fetch-site': 'cross-site' },
      body: SIGN_UP,
    });
    expect(crossSite.status).toBe(403);
    expect(await db.get(`users/${created.uid}`)).toBeNull();
  });
});

describe('GET and PATCH /api/me', () => {
  it('answers 401 to a visitor, in the reader’s language', async () => {
    const en = await api<ErrorBody>('GET', '/api/me');
    expect(en.status).toBe(401);
    expect(en.body.error).toEqual({ code: 'unauthenticated', message: 'Please sign in to continue.' });
    const fr = await api<ErrorBody>('GET', '/api/me', { locale: 'fr' });
    expect(fr.body.error.message).toBe('Veuillez vous connecter pour continuer.');
  });

  it('answers the profile of the signed-in member, not cached', async () => {
    const signedIn = await member('presenter');
    const response = await api<{ profile: UserProfile }>('GET', '/api/me', { cookie: signedIn.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body.profile).toEqual({
      uid: signedIn.uid,
      firstName: 'Thandiwe',
      lastName: 'Mokoena',
      email: signedIn.email,
      telephone: '+27821234567',
      role: 'presenter',
    });
  });

  it('answers 404 for a signed-in member without a profile', async () => {
    const cookie = await sessionOf(await account());
    const response = await api<ErrorBody>('GET', '/api/me', { cookie });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('profile_missing');
    expect((await api<ErrorBody>('PATCH', '/api/me', { cookie, body: { firstName: 'A', lastName: 'B' } })).status).toBe(
      404,
    );
  });

  it('changes the first and last name, and re-signs the session with the new name', async () => {
    const signedIn = await member();
    const response = await api<{ profile: UserProfile }>('PATCH', '/api/me', {
      cookie: signedIn.cookie,
      body: { firstName: '  Amara ', lastName: 'Okafor-Eze' },
    });
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({ firstName: 'Amara', lastName: 'Okafor-Eze', email: signedIn.email });
    expect((await db.get(`users/${signedIn.uid}`))?.data).toMatchObject({ firstName: 'Amara', lastName: 'Okafor-Eze' });
    const cookie =
      response.headers
        .getSetCookie()
        .find((value) => value.startsWith('__session='))
        ?.split(';')[0] ?? '';
    expect(decodeJwt(cookie.slice('__session='.length)).name).toBe('Amara Okafor-Eze');
    expect(decodeJwt(cookie.slice('__session='.length)).exp).toBe(
      decodeJwt(signedIn.cookie.slice('__session='.length)).exp,
    );
  });

  it('refuses an invalid general profile (400) and leaves it unchanged', async () => {
    const signedIn = await member();
    const before = await db.get(`users/${signedIn.uid}`);
    const response = await api<ErrorBody>('PATCH', '/api/me', {
      cookie: signedIn.cookie,
      body: { firstName: '', lastName: 42 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
    });
    const notJson = await api<ErrorBody>('PATCH', '/api/me', {
      cookie: signedIn.cookie,
      body: 'firstName=A',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    expect((await db.get(`users/${signedIn.uid}`))?.updateTime).toBe(before?.updateTime);
  });
});

describe('the watchlist and readlist', () => {
  it('answer 401 to a visitor', async () => {
    for (const [method, path] of [
      ['GET', '/api/watchlist'],
      ['PUT', '/api/watchlist/presentation-1'],
      ['DELETE', '/api/readlist/article-1'],
    ] as const) {
      const response = await api<ErrorBody>(method, path);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.error.code).toBe('unauthenticated');
    }
  });

  it('add idempotently (first addedAt kept), list newest first joined with the content, remove idempotently', async () => {
    const signedIn = await member();
    const [first, second] = presentations;
    if (!first || !second) throw new Error('the sample content has too few presentations');
    expect((await api('PUT', `/api/watchlist/${first.id}`, { cookie: signedIn.cookie })).status).toBe(204);
    const stored = await db.get(`users/${signedIn.uid}/watchlist/${first.id}`);
    expect(stored?.data.id).toBe(first.id);
    expect(stored?.data.addedAt).toBeInstanceOf(Date);
    expect((await api('PUT', `/api/watchlist/${first.id}`, { cookie: signedIn.cookie })).status).toBe(204);
    expect((await db.get(`users/${signedIn.uid}/watchlist/${first.id}`))?.updateTime).toBe(stored?.updateTime);
    expect((await api('PUT', `/api/watchlist/${second.id}`, { cookie: signedIn.cookie })).status).toBe(204);

    const listed = await api<{ items: ListItem[] }>('GET', '/api/watchlist', { cookie: signedIn.cookie });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(listed.body.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(listed.body.items[1]).toEqual({
      id: first.id,
      addedAt: (stored?.data.addedAt as Date).toISOString(),
      title: localize(first.title, 'en'),
      ...(first.image ? { image: first.image } : {}),
      date: first.date,
      url: `/video-presentations/${first.id}`,
    });

    expect((await api('DELETE', `/api/watchlist/${first.id}`, { cookie: signedIn.cookie })).status).toBe(204);
    expect((await api('DELETE', `/api/watchlist/${first.id}`, { cookie: signedIn.cookie })).status).toBe(204);
    expect(await db.get(`users/${signedIn.uid}/watchlist/${first.id}`)).toBeNull();
    const after = await api<{ items: ListItem[] }>('GET', '/api/watchlist', { cookie: signedIn.cookie });
    expect(after.body.items.map((item) => item.id)).toEqual([second.id]);
  });

  it('list titles in the reader’s language', async () => {
    const signedIn = await member();
    const bilingual = presentations.find((item) => item.title.en && item.title.fr && item.title.en !== item.title.fr);
    if (!bilingual) throw new Error('the sample content has no bilingual presentation');
    await api('PUT', `/api/watchlist/${bilingual.id}`, { cookie: signedIn.cookie });
    const fr = await api<{ items: ListItem[] }>('GET', '/api/watchlist', { cookie: signedIn.cookie, locale: 'fr' });
    expect(fr.body.items[0]).toMatchObject({ id: bilingual.id, title: bilingual.title.fr });
  });

  it('keep articles in the readlist, linked by slug', async () => {
    const signedIn = await member();
    const article = articles[0];
    if (!article) throw new Error('the sample content has no article');
    expect((await api('PUT', `/api/readlist/${article.id}`, { cookie: signedIn.cookie })).status).toBe(204);
    const listed = await api<{ items: ListItem[] }>('GET', '/api/readlist', { cookie: signedIn.cookie });
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: article.id, title: localize(article.title, 'en'), url: `/blog/${article.slug}` }),
    ]);
  });

  it('refuse ids that are not presentations / articles (404) and store nothing', async () => {
    const signedIn = await member();
    const article = articles[0];
    const presentation = presentations[0];
    if (!article || !presentation) throw new Error('the sample content is empty');
    for (const [path, code] of [
      ['/api/watchlist/no-such-presentation', 'presentation_not_found'],
      [`/api/watchlist/${article.id}`, 'presentation_not_found'],
      [`/api/readlist/${presentation.id}`, 'article_not_found'],
      ['/api/watchlist/__reserved__', 'presentation_not_found'],
      [`/api/watchlist/${'x'.repeat(200)}`, 'presentation_not_found'],
    ] as const) {
      const response = await api<ErrorBody>('PUT', path, { cookie: signedIn.cookie });
      expect(response.status, path).toBe(404);
      expect(response.body.error.code, path).toBe(code);
    }
    const fr = await api<ErrorBody>('PUT', '/api/watchlist/nope', { cookie: signedIn.cookie, locale: 'fr' });
    expect(fr.body.error.message).toBe('Cette présentation n’existe pas.');
    expect((await db.list(`users/${signedIn.uid}/watchlist`)).documents).toEqual([]);
    expect((await db.list(`users/${signedIn.uid}/readlist`)).documents).toEqual([]);
    // Removing an id that cannot exist is still a success.
    expect((await api('DELETE', '/api/watchlist/__reserved__', { cookie: signedIn.cookie })).status).toBe(204);
  });

  it('list items gone from the content as missing', async () => {
    const signedIn = await member();
    await db.set(`users/${signedIn.uid}/watchlist/withdrawn-talk`, {
      id: 'withdrawn-talk',
      addedAt: new Date('2025-01-01T00:00:00Z'),
    });
    const listed = await api<{ items: ListItem[] }>('GET', '/api/watchlist', { cookie: signedIn.cookie });
    expect(listed.body.items).toEqual([{ id: 'withdrawn-talk', addedAt: '2025-01-01T00:00:00.000Z', missing: true }]);
  });

  it('refuse cross-site changes (403) and keep the data', async () => {
    const signedIn = await member();
    const [first, second] = presentations;
    if (!first || !second) throw new Error('the sample content has too few presentations');
    await api('PUT', `/api/watchlist/${first.id}`, { cookie: signedIn.cookie });
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    expect(
      (await api('PUT', `/api/watchlist/${second.id}`, { cookie: signedIn.cookie, headers: crossSite })).status,
    ).toBe(403);
    expect(
      (await api('DELETE', `/api/watchlist/${first.id}`, { cookie: signedIn.cookie, headers: crossSite })).status,
    ).toBe(403);
    const ids = (await db.list(`users/${signedIn.uid}/watchlist`)).documents.map((document) => document.id);
    expect(ids).toEqual([first.id]);
  });

  it('keep every one of many concurrent PUTs of different items (every presentation of the pack at once)', async () => {
    const signedIn = await member();
    const statuses = await Promise.all(
      presentations.map(
        async (item) => (await api('PUT', `/api/watchlist/${item.id}`, { cookie: signedIn.cookie })).status,
      ),
    );
    expect(statuses.every((status) => status === 204)).toBe(true);
    const listed = await api<{ items: ListItem[] }>('GET', '/api/watchlist', { cookie: signedIn.cookie });
    expect(listed.body.items.map((item) => item.id).sort()).toEqual(presentations.map((item) => item.id).sort());
  });

  it('keep all of fifty concurrent adds of different items to one watchlist', async () => {
    // The sample pack has fewer than fifty presentations: a content of fifty, same Firestore code.
    const fifty = Array.from(
      { length: 50 },
      (_, index) => ({ ...presentations[0], id: `talk-${index + 1}` }) as Presentation,
    );
    const content: ListContent = {
      list: (async (name: string) => (name === 'presentations' ? fifty : [])) as ListContent['list'],
    };
    const uid = `concurrency-${crypto.randomUUID()}`;
    const outcomes = await Promise.all(fifty.map((item) => addItem(db, content, uid, 'watchlist', item.id)));
    expect(outcomes).toEqual(fifty.map(() => 'added'));
    const items = await listItems(db, content, uid, 'watchlist');
    expect(items).toHaveLength(50);
    expect(new Set(items.map((item) => item.id))).toEqual(new Set(fifty.map((item) => item.id)));
  });
});
