// Presenters' own profiles, reviewed and published (decision 0018), in workerd through the real
// Worker: the presenter saves (waiting), the team approves or sends back on the version it saw,
// and an approved profile is on /presenters, its own page, search, the sitemap and the home
// spotlight in its own language, never with its telephone or e-mail. Every profile this file
// publishes is unpublished again at the end, so no other suite sees it.
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, request } from './helpers';
import { signedInMember, type SignedInMember } from './accounts';
import { readSettings } from '../src/env';
import { firestoreFor } from '../src/services/members/from-settings';
import { PRESENTER_PROFILES } from '../src/services/presenters/profile-store';
import { rebuildPublishedPresenters } from '../src/services/presenters/published';
import { makeMissingVariant } from '../src/services/presenters/images';
import type { PresenterImageAnswer, PresenterProfile } from '#shared/schemas/presenter-profile.ts';
import { buildPhotoPng } from '#shared/lib/image-check.fixtures.ts';
import { checkImage } from '#shared/lib/image-check.ts';
import {
  PRESENTER_IMAGE_WIDTHS,
  PRESENTER_VARIANT_MAX_BYTES,
  presenterVariantKey,
} from '#shared/lib/presenter-image-variants.ts';
import type { AdminProfileAnswer, AdminProfileList } from '#shared/schemas/profile-review.ts';

const db = () => firestoreFor(readSettings(env), env);
const published: string[] = [];

// The first page a fresh workerd renders loads the server build (slow on a busy machine).
beforeAll(async () => {
  await (await request('/presenters', { headers: { accept: 'text/html' } })).text();
}, 120_000);

afterAll(async () => {
  for (const uid of published) await db().update(`${PRESENTER_PROFILES}/${uid}`, { isPublished: false });
  await rebuildPublishedPresenters(db(), env.CONTENT_KV);
});

let adminPromise: Promise<SignedInMember> | undefined;
const theAdmin = () => (adminPromise ??= signedInMember('admin', 'Fatou Team'));

async function call(
  path: string,
  options: { method?: string; body?: unknown; cookie?: string; lang?: string; accept?: string } = {},
) {
  const cookie = options.cookie ?? (await theAdmin()).cookie;
  return request(path, {
    method: options.method ?? 'GET',
    headers: {
      cookie: `i18n_redirected=${options.lang ?? 'en'}; ${cookie}`,
      'sec-fetch-site': 'same-origin',
      accept: options.accept ?? 'application/json',
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
}

const page = async (path: string, lang: 'en' | 'fr' | 'combined' = 'en') => {
  const response = await call(path, { cookie: '', lang, accept: 'text/html' });
  return { status: response.status, html: await response.text() };
};

/** A presenter with a profile of their own, unique words to find it by. */
async function presenterWithProfile(language: 'en' | 'fr' = 'en', overrides: Record<string, unknown> = {}) {
  const member = await signedInMember('presenter', 'Review Presenter');
  const marker = `Zq${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const profile = {
    name: 'Amani',
    surname: marker,
    email: `${marker.toLowerCase()}@example.org`,
    country: 'Tanzania',
    title: 'Dr',
    qualifications: language === 'en' ? 'PhD Marine Ecology' : 'Doctorat en écologie marine',
    organisation: 'Zanzibar Reef Trust',
    roleAtOrganisation: language === 'en' ? 'Lead scientist' : 'Scientifique principale',
    telephone: '+255 24 555 0199',
    summary: language === 'en' ? `Restores coral reefs ${marker}.` : `Restaure les récifs coralliens ${marker}.`,
    bio: language === 'en' ? 'Twenty years of reef surveys.' : 'Vingt ans de relevés des récifs.',
    categoryIds: ['biodiversity-conservation'],
    language,
    ...overrides,
  };
  const saved = await json<{ profile: PresenterProfile }>(
    await call('/api/presenter-profile', { method: 'PUT', body: profile, cookie: member.cookie }),
  );
  return { member, marker, profile, saved: saved.profile };
}

const ownProfile = async (member: SignedInMember) =>
  (await json<{ profile: PresenterProfile }>(await call('/api/presenter-profile', { cookie: member.cookie }))).profile;

const teamView = async (uid: string) =>
  (await json<AdminProfileAnswer>(await call(`/api/admin/profiles/${uid}`))).profile;

async function approve(uid: string, spotlight = false) {
  const version = (await teamView(uid)).version;
  const answer = await json<AdminProfileAnswer>(
    await call(`/api/admin/profiles/${uid}/decision`, {
      method: 'POST',
      body: { decision: 'approve', version, spotlight },
    }),
  );
  published.push(uid);
  return answer.profile;
}

describe('presenter profiles: review', () => {
  it('a saved profile waits for review and is nowhere public', async () => {
    const { member, marker, saved } = await presenterWithProfile();
    expect(saved.review.state).toBe('pending');
    expect(saved.publicPath).toBeNull();
    expect((await page('/presenters')).html).not.toContain(marker);
    expect((await page(`/presenters/member-${member.uid}`)).status).toBe(404);
    const list = await json<AdminProfileList>(await call('/api/admin/profiles?state=pending'));
    const row = list.items.find((item) => item.uid === member.uid);
    expect(row?.review.state).toBe('pending');
    expect(row?.published).toBe(false);
    expect(list.counts.pending).toBeGreaterThan(0);
    const detail = await teamView(member.uid);
    expect(detail.saved.telephone).toBe('+255 24 555 0199');
    expect(detail.history.map((entry) => entry.action)).toEqual(['submitted']);
  });

  it('only admins may review: 401 signed out, 403 for presenters and learners, in the reader language', async () => {
    const { member } = await presenterWithProfile();
    expect((await call('/api/admin/profiles', { cookie: '' })).status).toBe(401);
    const learner = await signedInMember('user');
    for (const who of [member, learner]) {
      const refused = await call(`/api/admin/profiles/${member.uid}/decision`, {
        method: 'POST',
        cookie: who.cookie,
        lang: 'fr',
        body: { decision: 'approve', version: 'x' },
      });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/[éè]|accès/i);
    }
    expect((await ownProfile(member)).review.state).toBe('pending');
  });

  it('approved: on /presenters, its page, search, the sitemap and the spotlight, without telephone or e-mail', async () => {
    const { member, marker, profile } = await presenterWithProfile();
    const approved = await approve(member.uid, true);
    expect(approved.review.state).toBe('approved');
    expect(approved.publicPath).toBe(`/presenters/member-${member.uid}`);
    expect(approved.history.map((entry) => entry.action)).toEqual(['submitted', 'approved']);
    expect(approved.history[1]?.byName).toBe('Fatou Team');

    const own = await ownProfile(member);
    expect(own.review.state).toBe('approved');
    expect(own.publicPath).toBe(`/presenters/member-${member.uid}`);

    const detail = await page(`/presenters/member-${member.uid}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(marker);
    expect(detail.html).toContain('PhD Marine Ecology');
    expect(detail.html).toContain('Twenty years of reef surveys.');
    for (const html of [detail.html, (await page('/presenters?sort=1&page=1')).html]) {
      expect(html).not.toContain(profile.telephone);
      expect(html).not.toContain(profile.email);
    }
    // Listed (newest first on the default sort is not assumed: the name is searched in all pages).
    let listed = false;
    for (let pageNumber = 1; pageNumber <= 5 && !listed; pageNumber += 1) {
      listed = (await page(`/presenters?page=${pageNumber}`)).html.includes(`/presenters/member-${member.uid}`);
    }
    expect(listed).toBe(true);
    expect((await page(`/search?q=${marker}`)).html).toContain(`/presenters/member-${member.uid}`);
    expect(await (await request('/sitemap.xml')).text()).toContain(`/presenters/member-${member.uid}`);
    expect((await page('/')).html).toContain(`/presenters/member-${member.uid}`);
  });

  it('a change waits again while the approved version stays public; a telephone change alone needs no review', async () => {
    const { member, marker, profile } = await presenterWithProfile();
    await approve(member.uid);
    const phoneOnly = await json<{ profile: PresenterProfile }>(
      await call('/api/presenter-profile', {
        method: 'PUT',
        cookie: member.cookie,
        body: { ...profile, telephone: '+255 24 555 0100' },
      }),
    );
    expect(phoneOnly.profile.review.state).toBe('approved');

    const changed = await json<{ profile: PresenterProfile }>(
      await call('/api/presenter-profile', {
        method: 'PUT',
        cookie: member.cookie,
        body: { ...profile, summary: `Now also mangroves ${marker}.` },
      }),
    );
    expect(changed.profile.review.state).toBe('pending');
    expect(changed.profile.publicPath).toBe(`/presenters/member-${member.uid}`);
    const html = (await page(`/presenters/member-${member.uid}`)).html;
    expect(html).toContain(`Restores coral reefs ${marker}.`);
    expect(html).not.toContain('mangroves');
    const row = (await json<AdminProfileList>(await call('/api/admin/profiles?state=pending'))).items.find(
      (item) => item.uid === member.uid,
    );
    expect(row?.published).toBe(true);
    await approve(member.uid);
    expect((await page(`/presenters/member-${member.uid}`)).html).toContain(`Now also mangroves ${marker}.`);
  });

  it('a decision on a version the presenter has since changed is refused (409) with the current copy', async () => {
    const { member, profile } = await presenterWithProfile();
    const seen = (await teamView(member.uid)).version;
    await call('/api/presenter-profile', {
      method: 'PUT',
      cookie: member.cookie,
      body: { ...profile, bio: 'A newer bio.' },
    });
    const refused = await call(`/api/admin/profiles/${member.uid}/decision`, {
      method: 'POST',
      body: { decision: 'approve', version: seen },
    });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as AdminProfileAnswer & { error: { code: string; message: string } };
    expect(body.error.code).toBe('stale');
    expect(body.error.message).toContain('changed this profile');
    expect(body.profile.saved.bio).toBe('A newer bio.');
    expect((await page(`/presenters/member-${member.uid}`)).status).toBe(404);
  });

  it('sent back with a note: the presenter sees it; no note or a second return is refused', async () => {
    const { member } = await presenterWithProfile();
    const version = (await teamView(member.uid)).version;
    const noNote = await call(`/api/admin/profiles/${member.uid}/decision`, {
      method: 'POST',
      lang: 'fr',
      body: { decision: 'return', version, note: '   ' },
    });
    expect(noNote.status).toBe(400);
    const error = ((await noNote.json()) as { error: { fields?: Record<string, string> } }).error;
    expect(error.fields?.note).toBe('Écrivez une note indiquant au présentateur ce qu’il faut changer.');

    const returned = await json<AdminProfileAnswer>(
      await call(`/api/admin/profiles/${member.uid}/decision`, {
        method: 'POST',
        body: { decision: 'return', version, note: 'Please add your qualifications in full.' },
      }),
    );
    expect(returned.profile.review.state).toBe('returned');
    const own = await ownProfile(member);
    expect(own.review).toMatchObject({ state: 'returned', note: 'Please add your qualifications in full.' });
    const again = await call(`/api/admin/profiles/${member.uid}/decision`, {
      method: 'POST',
      body: { decision: 'return', version: returned.profile.version, note: 'Again.' },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('not_allowed');
    const returnedList = await json<AdminProfileList>(await call('/api/admin/profiles?state=returned'));
    expect(returnedList.items.some((item) => item.uid === member.uid)).toBe(true);
    expect((await call('/api/admin/profiles?state=nonsense')).status).toBe(400);
    expect((await call('/api/admin/profiles/no-such-profile')).status).toBe(404);
  });

  it('withdrawn with a note: off the site and out of search; only a published profile can be withdrawn', async () => {
    const { member, marker } = await presenterWithProfile();
    const pending = (await teamView(member.uid)).version;
    const early = await call(`/api/admin/profiles/${member.uid}/decision`, {
      method: 'POST',
      body: { decision: 'withdraw', version: pending, note: 'Not public yet.' },
    });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
      'Only a published profile can be withdrawn.',
    );
    const approved = await approve(member.uid);
    const withdrawn = await json<AdminProfileAnswer>(
      await call(`/api/admin/profiles/${member.uid}/decision`, {
        method: 'POST',
        body: { decision: 'withdraw', version: approved.version, note: 'You asked us to take your profile down.' },
      }),
    );
    expect(withdrawn.profile.publicPath).toBeNull();
    expect(withdrawn.profile.history.map((entry) => entry.action)).toEqual(['submitted', 'approved', 'withdrawn']);
    expect((await page(`/presenters/member-${member.uid}`)).status).toBe(404);
    expect((await page(`/search?q=${marker}`)).html).not.toContain(`/presenters/member-${member.uid}`);
    const own = await ownProfile(member);
    expect(own.publicPath).toBeNull();
    expect(own.review).toMatchObject({ state: 'returned', note: 'You asked us to take your profile down.' });
  });

  it('an approval and a withdrawal reach search at once, though the isolate already holds an index (issue #23.11)', async () => {
    const { member, marker } = await presenterWithProfile();
    const found = async () => (await page(`/search?q=${marker}`)).html.includes(`/presenters/member-${member.uid}`);
    // Search has been used: this isolate holds (and KV stores) the index of the content as it is.
    expect((await page('/search?q=conservation')).status).toBe(200);
    expect(await found()).toBe(false);
    const approved = await approve(member.uid);
    // The next search finds the new presenter, with no wait for the index to be rebuilt.
    expect(await found()).toBe(true);
    expect((await page(`/search?q=${marker}`, 'fr')).html).toContain(`/presenters/member-${member.uid}`);
    await json<AdminProfileAnswer>(
      await call(`/api/admin/profiles/${member.uid}/decision`, {
        method: 'POST',
        body: { decision: 'withdraw', version: approved.version, note: 'Taken down for the test.' },
      }),
    );
    expect(await found()).toBe(false);
  });

  it('published in its own language: a French profile in fr and combined, its texts marked French in en', async () => {
    const { member, marker } = await presenterWithProfile('fr');
    await approve(member.uid);
    const french = await page(`/presenters/member-${member.uid}`, 'fr');
    expect(french.status).toBe(200);
    expect(french.html).toContain(`Restaure les récifs coralliens ${marker}.`);
    expect((await page(`/presenters/member-${member.uid}`, 'combined')).html).toContain('Doctorat en écologie marine');
    // en reads English first, French where there is no English (spec §1).
    expect((await page(`/presenters/member-${member.uid}`, 'en')).html).toContain('Vingt ans de relevés des récifs.');

    const english = await presenterWithProfile('en');
    await approve(english.member.uid);
    const inFrench = await page(`/presenters/member-${english.member.uid}`, 'fr');
    expect(inFrench.status).toBe(200);
    expect(inFrench.html).toContain(english.marker);
    expect(inFrench.html).not.toContain('Restores coral reefs');
    expect((await page(`/presenters/member-${english.member.uid}`, 'combined')).html).toContain('Restores coral reefs');
  });
});

describe('presenter profiles: the uploaded image as pages load it', () => {
  it('stores a 442 KB upload in the sizes pages draw, each within budget, and the pages load those only', async () => {
    const member = await signedInMember('presenter', 'Image Presenter');
    const photo = buildPhotoPng(515, 286);
    expect(photo.byteLength).toBeGreaterThan(400 * 1024);
    const form = new FormData();
    form.append('image', new File([photo], 'photo.png', { type: 'image/png' }));
    const uploaded = await request('/api/presenter-profile/image', {
      method: 'POST',
      body: form,
      headers: { cookie: member.cookie, 'sec-fetch-site': 'same-origin', accept: 'application/json' },
    });
    expect(uploaded.status).toBe(201);
    const { imageKey } = (await uploaded.json()) as PresenterImageAnswer;

    // Each variant: a JPEG of the upload's shape at its width, within its byte budget.
    const stored = (await env.MEDIA.list({ prefix: imageKey })).objects.map((object) => object.key).sort();
    expect(stored).toEqual([imageKey, ...PRESENTER_IMAGE_WIDTHS.map((width) => presenterVariantKey(imageKey, width))]);
    for (const width of PRESENTER_IMAGE_WIDTHS) {
      const served = await request(`/media/${presenterVariantKey(imageKey, width)}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(bytes.byteLength).toBeLessThanOrEqual(PRESENTER_VARIANT_MAX_BYTES[width]);
      const check = checkImage(bytes);
      const size = check.ok ? check : check.reason === 'dimensions' ? check : null;
      expect(size && { width: size.width, height: size.height }).toEqual({
        width,
        height: Math.round((286 * width) / 515),
      });
    }

    // Approved, its page (banner), /presenters (card) and the home spotlight offer the variants.
    const surname = `Picture${crypto.randomUUID().slice(0, 6)}`;
    const profile = {
      name: 'Imani',
      surname,
      email: `${surname.toLowerCase()}@example.org`,
      country: 'Kenya',
      title: '',
      qualifications: '',
      organisation: '',
      roleAtOrganisation: '',
      telephone: '',
      summary: 'Counts lions.',
      bio: '',
      categoryIds: ['leadership'],
      language: 'en',
      imageKey,
    };
    expect((await call('/api/presenter-profile', { method: 'PUT', body: profile, cookie: member.cookie })).status).toBe(
      200,
    );
    const approved = await approve(member.uid, true);
    // The console names the categories (in both languages) instead of showing their ids.
    expect(approved.categories).toEqual([{ id: 'leadership', title: { en: 'Leadership', fr: expect.any(String) } }]);
    const upload = `/media/${imageKey}`;
    const variants = PRESENTER_IMAGE_WIDTHS.map((width) => `/media/${presenterVariantKey(imageKey, width)} ${width}w`);
    let card = '';
    for (let pageNumber = 1; pageNumber <= 5 && !card; pageNumber += 1) {
      const html = (await page(`/presenters?page=${pageNumber}`)).html;
      if (html.includes(`/presenters/member-${member.uid}`)) card = html;
    }
    const home = (await page('/')).html;
    // The spotlight shows a few of the spotlit presenters: this one when it is among them.
    const spotlit = home.includes(`/presenters/member-${member.uid}`) ? [home] : [];
    for (const html of [(await page(`/presenters/member-${member.uid}`)).html, card, ...spotlit]) {
      // React writes the attribute as `srcSet` (HTML attribute names ignore case).
      expect(html).toContain(`srcSet="${variants.join(', ')}"`);
      // Loaded nowhere (the share metadata still names the upload: crawlers take it as it came).
      expect(html).not.toContain(`src="${upload}"`);
      expect(html).not.toContain(`${upload} `);
    }
    const lite = (await page(`/presenters/member-${member.uid}?mode=lite`)).html;
    expect(lite).toContain(`srcSet="${variants[0]}"`);
  }, 60_000);

  it('makes a missing variant of an image stored before variants existed, on its first request', async () => {
    const key = `presenters/legacy${crypto.randomUUID().slice(0, 8)}/0123456789abcdef0123456789abcdef.png`;
    await env.MEDIA.put(key, buildPhotoPng(515, 286, 24), { httpMetadata: { contentType: 'image/png' } });
    const variant = presenterVariantKey(key, 515);
    expect(await env.MEDIA.head(variant)).toBeNull();
    const served = await request(`/media/${variant}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await served.arrayBuffer()).byteLength).toBeLessThanOrEqual(PRESENTER_VARIANT_MAX_BYTES[515]);
    expect(await env.MEDIA.head(variant)).not.toBeNull();
    // A variant of nothing, or of a width not offered, is still a 404.
    expect((await request(`/media/${presenterVariantKey('presenters/nobody/0123456789abcdef.png', 320)}`)).status).toBe(
      404,
    );
    expect((await request(`/media/${key}.w1030.jpg`)).status).toBe(404);
  });

  it('makes a missing variant once when many ask for it at the same time', async () => {
    const key = `presenters/legacy${crypto.randomUUID().slice(0, 8)}/0123456789abcdef0123456789abcdef.png`;
    await env.MEDIA.put(key, buildPhotoPng(515, 286, 24), { httpMetadata: { contentType: 'image/png' } });
    const variant = presenterVariantKey(key, 320);
    // The real bucket, with its writes counted.
    let puts = 0;
    const bucket = new Proxy(env.MEDIA, {
      get(target, property) {
        if (property === 'put') puts += 1;
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const served = await Promise.all(Array.from({ length: 5 }, () => makeMissingVariant(bucket, variant)));
    expect(puts).toBe(1);
    const sizes = await Promise.all(served.map(async (object) => (await object!.arrayBuffer()).byteLength));
    expect(new Set(sizes).size).toBe(1);
    expect(sizes[0]).toBeGreaterThan(0);
  });
});
