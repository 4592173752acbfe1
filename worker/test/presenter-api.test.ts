// The presenter profile API and /media in workerd, against the test stack's Firestore emulator and
// local R2, through the real Worker app with real session cookies (member-requests.ts).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { readSettings } from '../src/env';
import { firestoreFor } from '../src/services/members/from-settings';
import type { SessionUser } from '#shared/schemas/member.ts';
import {
  buildJpeg,
  buildPng,
  jpegBomb,
  pngBomb,
  undecodableJpegs,
  undecodablePngs,
} from '#shared/lib/image-check.fixtures.ts';
import {
  presenterProfileInputSchema,
  type PresenterImageAnswer,
  type PresenterProfile,
} from '#shared/schemas/presenter-profile.ts';
import { variantOf } from '#shared/lib/presenter-image-variants.ts';
import { saveProfile } from '../src/services/presenters/profile-store';
import { request, withUnreachable } from './helpers';
import { callAs } from './member-requests';

const KB = 1024;
const bytesOf = (text: string) => new Uint8Array(new TextEncoder().encode(text));

const newUser = (role: SessionUser['role'] = 'presenter'): SessionUser => {
  const uid = `t${crypto.randomUUID().replace(/-/g, '')}`;
  return { uid, email: `${uid}@example.org`, name: 'Test Presenter', role };
};

const validProfile = {
  name: 'Thandiwe',
  surname: 'Mokoena',
  email: 'thandiwe@example.org',
  country: 'South Africa',
  title: 'Ms',
  qualifications: 'MSc Wildlife Management',
  organisation: 'Lowveld Ranger Academy',
  roleAtOrganisation: 'Head of Ranger Training',
  telephone: '+27 82 555 0101',
  summary: 'Trains anti-poaching rangers.',
  bio: 'Started as a field ranger in 2008.',
  categoryIds: ['leadership', 'conservation-skills'],
};

const putProfile = (user: SessionUser, body: unknown, headers: Record<string, string> = {}) =>
  callAs('/api/presenter-profile', {
    method: 'PUT',
    user,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const getProfile = async (user: SessionUser) =>
  ((await (await callAs('/api/presenter-profile', { user })).json()) as { profile: PresenterProfile | null }).profile;

function upload(
  user: SessionUser,
  bytes: Uint8Array<ArrayBuffer>,
  { name = 'photo.png', type = 'image/png', field = 'image' } = {},
): Promise<Response> {
  const form = new FormData();
  form.append(field, new File([bytes], name, { type }));
  return callAs('/api/presenter-profile/image', { method: 'POST', body: form, user });
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
}

/** Every key stored under the user's image prefix. */
/** The uploads stored for `user` (their JPEG variants, stored and deleted with them, left out). */
async function storedImages(user: SessionUser): Promise<string[]> {
  return (await storedObjects(user)).filter((key) => variantOf(key) === null);
}

async function storedObjects(user: SessionUser): Promise<string[]> {
  return (await env.MEDIA.list({ prefix: `presenters/${user.uid}/` })).objects.map((object) => object.key);
}

describe('presenter profile: who may use it', () => {
  it('answers 401 without a session, in the request language, through the real app', async () => {
    const response = await request('/api/presenter-profile');
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ code: 'unauthenticated', message: 'Please sign in to continue.' });
    const french = await request('/api/presenter-profile?lang=fr');
    expect((await errorOf(french)).message).toBe('Veuillez vous connecter pour continuer.');
  });

  it('refuses a cross-site PUT before anything else (real app)', async () => {
    const response = await request('/api/presenter-profile', {
      method: 'PUT',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify(validProfile),
    });
    expect(response.status).toBe(403);
    await response.body?.cancel();
  });

  it('answers 403 to members without the presenter role, for reads, saves and uploads', async () => {
    const member = newUser('user');
    for (const response of [
      await callAs('/api/presenter-profile', { user: member }),
      await putProfile(member, validProfile),
      await upload(member, buildPng(515, 286)),
    ]) {
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({
        code: 'forbidden',
        message: 'Your account does not give access to this.',
      });
    }
    expect(await storedImages(member)).toEqual([]);
  });

  it('lets admins keep a profile too', async () => {
    const admin = newUser('admin');
    expect((await putProfile(admin, validProfile)).status).toBe(200);
    expect((await getProfile(admin))?.name).toBe('Thandiwe');
  });
});

describe('presenter profile: GET and PUT', () => {
  it('has no profile at first, then stores and answers the saved one (telephone for its owner only)', async () => {
    const presenter = newUser();
    expect(await getProfile(presenter)).toBeNull();
    const response = await putProfile(presenter, { ...validProfile, name: '  Thandiwe  ', extra: 'ignored' });
    expect(response.status).toBe(200);
    const { profile } = (await response.json()) as { profile: PresenterProfile };
    expect(profile).toMatchObject({
      ...validProfile,
      categoryIds: ['conservation-skills', 'leadership'],
      uid: presenter.uid,
      imageKey: null,
      imageUrl: null,
    });
    expect(profile.categoryIds).toEqual(['conservation-skills', 'leadership']);
    expect(profile).not.toHaveProperty('extra');
    expect(await getProfile(presenter)).toEqual(profile);
    const stored = await firestoreFor(readSettings(env), env).get(`presenterProfiles/${presenter.uid}`);
    expect(stored?.data.telephone).toBe('+27 82 555 0101');
    expect(stored?.data).not.toHaveProperty('extra');
  });

  it('answers 400 with a message per field in the request language and keeps the stored profile', async () => {
    const presenter = newUser();
    await putProfile(presenter, validProfile);
    const before = await getProfile(presenter);
    const bad = {
      name: '',
      surname: 12,
      email: 'not-an-address',
      country: null,
      summary: 's'.repeat(501),
      bio: 'b'.repeat(5001),
      categoryIds: ['leadership', 'astrology'],
      telephone: 'call me maybe',
    };
    const response = await putProfile(presenter, bad);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid_body');
    expect(error.message).toBe('Please correct the highlighted fields.');
    expect(error.fields).toEqual({
      name: 'Enter your name.',
      surname: 'Enter text here.',
      email: expect.stringMatching(/e-?mail/i),
      country: 'Enter your country.',
      summary: 'Keep the summary to 500 characters.',
      bio: 'Keep the bio to 5,000 characters.',
      categoryIds: 'One of the chosen categories does not exist.',
      telephone: expect.stringContaining('6 to 15 digits'),
    });
    const french = await putProfile(presenter, bad, { cookie: 'i18n_redirected=fr' });
    const frenchError = await errorOf(french);
    expect(frenchError.message).toBe('Veuillez corriger les champs signalés.');
    expect(frenchError.fields?.name).toBe('Saisissez votre prénom.');
    expect(frenchError.fields?.summary).toBe('Le résumé ne doit pas dépasser 500 caractères.');
    expect(await getProfile(presenter)).toEqual(before);
  });

  it('answers 4xx, never 500, to bodies that are not a profile, and keeps the stored one', async () => {
    const presenter = newUser();
    await putProfile(presenter, validProfile);
    const before = await getProfile(presenter);
    const cases: [unknown, number][] = [
      ['{"name": ', 400],
      ['', 400],
      ['[1,2,3]', 400],
      ['"text"', 400],
      ['null', 400],
      [{ ...validProfile, categoryIds: 'leadership' }, 400],
      [{ ...validProfile, categoryIds: Array.from({ length: 100 }, () => 'leadership') }, 400],
      [{ ...validProfile, imageKey: 42 }, 400],
      [{ ...validProfile, bio: 'x'.repeat(70 * KB) }, 413],
    ];
    for (const [body, status] of cases) {
      const response = await putProfile(presenter, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect((await errorOf(response)).message.length).toBeGreaterThan(5);
    }
    expect(await getProfile(presenter)).toEqual(before);
  });

  it('accepts only an image uploaded by this presenter that still exists', async () => {
    const presenter = newUser();
    const other = newUser();
    await putProfile(presenter, validProfile);
    const before = await getProfile(presenter);
    const theirs = (await (await upload(other, buildPng(515, 286))).json()) as PresenterImageAnswer;
    const stolen = await putProfile(presenter, { ...validProfile, imageKey: theirs.imageKey });
    expect(stolen.status).toBe(400);
    expect((await errorOf(stolen)).fields).toEqual({
      imageKey: 'Upload the image again: this image reference is not valid.',
    });
    const missing = await putProfile(presenter, {
      ...validProfile,
      imageKey: `presenters/${presenter.uid}/0123456789abcdef0123456789abcdef.png`,
    });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields).toEqual({ imageKey: 'Upload the image again: it could not be found.' });
    expect(await getProfile(presenter)).toEqual(before);
  });

  it('serialises concurrent saves: each lands whole, the last one stays', async () => {
    const presenter = newUser();
    const responses = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => putProfile(presenter, { ...validProfile, name })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(['One', 'Two', 'Three']).toContain((await getProfile(presenter))?.name);
  });
});

describe('presenter profile: when Firestore cannot be reached', () => {
  it('answers 503 with a message in the request language, not 500', async () => {
    const presenter = newUser();
    await withUnreachable(async (host) => {
      const unreachable = { FIRESTORE_EMULATOR_HOST: `${host('firestore')}:8080` };
      const read = await callAs('/api/presenter-profile?lang=fr', { user: presenter, envOverrides: unreachable });
      expect(read.status).toBe(503);
      expect(await errorOf(read)).toEqual({
        code: 'unavailable',
        message: 'Ce service est indisponible pour le moment. Veuillez réessayer dans quelques minutes.',
      });
      const save = await callAs('/api/presenter-profile', {
        method: 'PUT',
        user: presenter,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validProfile),
        envOverrides: unreachable,
      });
      expect(save.status).toBe(503);
    });
    expect(await getProfile(presenter)).toBeNull();
  });
});

describe('presenter profile: image upload and /media', () => {
  it('stores a 515 x 286 PNG under a server-chosen key and serves it back, cacheable for a year', async () => {
    const presenter = newUser();
    const png = buildPng(515, 286);
    const response = await upload(presenter, png, { name: '../../evil name.png' });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as PresenterImageAnswer;
    expect(answer.imageKey).toMatch(new RegExp(`^presenters/${presenter.uid}/[0-9a-f]{32}\\.png$`));
    expect(answer.url).toBe(`/media/${answer.imageKey}`);
    const served = await request(answer.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const etag = served.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const revalidated = await request(answer.url, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    // `*` matches any stored object (RFC 9110 13.1.2); a missing one is still a 404.
    const any = await request(answer.url, { headers: { 'if-none-match': '*' } });
    expect(any.status).toBe(304);
    expect(any.headers.get('etag')).toBe(etag);
    const missing = await request(`${answer.url}.gone`, { headers: { 'if-none-match': '*' } });
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });

  it('decides the type from the bytes: a PNG named .jpg is a PNG, a JPEG declared image/png a JPEG', async () => {
    const presenter = newUser();
    const renamed = (await (
      await upload(presenter, buildPng(515, 286), { name: 'photo.jpg', type: 'image/jpeg' })
    ).json()) as PresenterImageAnswer;
    expect(renamed.imageKey).toMatch(/\.png$/);
    expect((await request(renamed.url)).headers.get('content-type')).toBe('image/png');
    const mislabelled = (await (
      await upload(presenter, buildJpeg(515, 286), { name: 'photo.png', type: 'image/png' })
    ).json()) as PresenterImageAnswer;
    expect(mislabelled.imageKey).toMatch(/\.jpg$/);
    expect((await request(mislabelled.url)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses wrong dimensions (422), other formats (415) and files over 800 KB (413), storing nothing', async () => {
    const presenter = newUser();
    const cases: [Uint8Array<ArrayBuffer>, { name?: string; type?: string }, number, string, RegExp][] = [
      [buildPng(516, 286), {}, 422, 'image_dimensions', /exactly 515 x 286 pixels; this one is 516 x 286/],
      [buildPng(1030, 572), { name: 'photo.jpg', type: 'image/jpeg' }, 422, 'image_dimensions', /1030 x 572/],
      [buildJpeg(286, 515), { name: 'photo.png', type: 'image/png' }, 422, 'image_dimensions', /286 x 515/],
      [buildPng(515, 286).subarray(0, 24).slice(), {}, 422, 'image_unreadable', /could not be read/],
      [bytesOf('GIF89a' + 'x'.repeat(100)), { name: 'a.png' }, 415, 'unsupported_image_type', /JPG or PNG/],
      [bytesOf('<svg xmlns="http://www.w3.org/2000/svg"/>'), {}, 415, 'unsupported_image_type', /JPG or PNG/],
      [buildPng(515, 286, { padding: 790 * KB }), {}, 413, 'image_too_large', /at most 800 KB/],
      [buildPng(515, 286, { padding: 3000 * KB }), {}, 413, 'image_too_large', /at most 800 KB/],
      [new Uint8Array(0), {}, 400, 'image_empty', /empty/],
    ];
    for (const [bytes, options, status, code, message] of cases) {
      const response = await upload(presenter, bytes, options);
      expect(response.status, code).toBe(status);
      const error = await errorOf(response);
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    }
    expect(await storedImages(presenter)).toEqual([]);
  });

  it('refuses a PNG without image data (signature + IHDR, 33 bytes) or with HTML after IEND (422), storing nothing', async () => {
    const presenter = newUser();
    const png = buildPng(515, 286);
    const html = bytesOf('<html><body><script>alert(document.domain)</script></body></html>');
    const withHtml = new Uint8Array(png.length + html.length);
    withHtml.set(png);
    withHtml.set(html, png.length);
    for (const bytes of [png.slice(0, 33), withHtml]) {
      const response = await upload(presenter, bytes);
      expect(response.status).toBe(422);
      expect(await errorOf(response)).toEqual({
        code: 'image_corrupt',
        message:
          'This image file is damaged, incomplete or has other data after the image. Save it again as JPG or PNG and retry.',
      });
    }
    expect(await storedImages(presenter)).toEqual([]);
  });

  it('refuses images no decoder reads and decompression bombs (422, en and fr), storing nothing, the previous image still served', async () => {
    const presenter = newUser();
    const first = (await (await upload(presenter, buildJpeg(515, 286))).json()) as PresenterImageAnswer;
    expect((await putProfile(presenter, { ...validProfile, imageKey: first.imageKey })).status).toBe(200);
    const undecodable = {
      ...undecodablePngs(),
      jpegCutShort: undecodableJpegs().cutShort,
      jpegRandomScan: undecodableJpegs().randomScan,
    };
    for (const [name, bytes] of Object.entries(undecodable)) {
      const type = bytes[0] === 0xff ? 'image/jpeg' : 'image/png';
      const response = await upload(presenter, bytes, { type });
      expect(response.status, name).toBe(422);
      expect(await errorOf(response), name).toEqual({
        code: 'image_corrupt',
        message:
          'This image file is damaged, incomplete or has other data after the image. Save it again as JPG or PNG and retry.',
      });
      const form = new FormData();
      form.append('image', new File([bytes], 'photo', { type }));
      const french = await callAs('/api/presenter-profile/image', {
        method: 'POST',
        body: form,
        user: presenter,
        headers: { cookie: 'i18n_redirected=fr' },
      });
      expect(french.status, name).toBe(422);
      expect((await errorOf(french)).message, name).toMatch(
        /^Ce fichier image est endommagé, incomplet .* réessayez\.$/,
      );
    }
    for (const [bytes, size] of [
      [pngBomb(), '100000 x 100000'],
      [jpegBomb(), '65000 x 65000'],
    ] as const) {
      const response = await upload(presenter, bytes);
      expect(response.status).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe('image_dimensions');
      expect(error.message).toContain(`this one is ${size}`);
    }
    expect(await storedImages(presenter)).toEqual([first.imageKey]);
    expect((await getProfile(presenter))?.imageUrl).toBe(first.url);
    const served = await request(first.url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(buildJpeg(515, 286));
  });

  it('accepts a file of exactly 800 KB and refuses 800 KB + 1 byte', async () => {
    const presenter = newUser();
    const base = buildPng(515, 286);
    const exact = buildPng(515, 286, { padding: 800 * KB - base.length - 12 - 'Comment\0'.length });
    expect(exact.length).toBe(800 * KB);
    expect((await upload(presenter, exact)).status).toBe(201);
    const over = buildPng(515, 286, { padding: 800 * KB - base.length - 12 - 'Comment\0'.length + 1 });
    expect((await upload(presenter, over)).status).toBe(413);
    expect(await storedImages(presenter)).toHaveLength(1);
  });

  it('stops an oversized body at the door, declared or streamed', async () => {
    const presenter = newUser();
    const big = new Uint8Array(2 * 1024 * KB);
    big.set(buildPng(515, 286));
    const declared = await upload(presenter, big);
    expect(declared.status).toBe(413);
    const form = new FormData();
    form.append('image', new File([big], 'a.png', { type: 'image/png' }));
    const body = new Response(form);
    const streamed = await callAs('/api/presenter-profile/image', {
      method: 'POST',
      user: presenter,
      headers: { 'content-type': body.headers.get('content-type') ?? '' },
      body: body.body,
    });
    expect(streamed.status).toBe(413);
    expect(await storedImages(presenter)).toEqual([]);
  });

  it('answers 400 when the image is missing, not a file, sent twice or not multipart', async () => {
    const presenter = newUser();
    const wrongField = await upload(presenter, buildPng(515, 286), { field: 'photo' });
    expect(wrongField.status).toBe(400);
    expect(await errorOf(wrongField)).toEqual({ code: 'image_missing', message: 'Choose an image to upload.' });
    const text = new FormData();
    text.append('image', 'iVBORw0KGgo=');
    expect((await callAs('/api/presenter-profile/image', { method: 'POST', body: text, user: presenter })).status).toBe(
      400,
    );
    const twice = new FormData();
    twice.append('image', new File([buildPng(515, 286)], 'a.png'));
    twice.append('image', new File([buildPng(515, 286)], 'b.png'));
    expect(
      (await callAs('/api/presenter-profile/image', { method: 'POST', body: twice, user: presenter })).status,
    ).toBe(400);
    const raw = await callAs('/api/presenter-profile/image', {
      method: 'POST',
      body: buildPng(515, 286),
      headers: { 'content-type': 'image/png' },
      user: presenter,
    });
    expect(raw.status).toBe(415);
    expect((await errorOf(raw)).code).toBe('multipart_required');
    const broken = await callAs('/api/presenter-profile/image', {
      method: 'POST',
      body: 'not really multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      user: presenter,
    });
    expect(broken.status).toBe(400);
    expect(await storedImages(presenter)).toEqual([]);
  });

  it('saves the uploaded image into the profile and deletes the image it replaces', async () => {
    const presenter = newUser();
    const first = (await (await upload(presenter, buildPng(515, 286))).json()) as PresenterImageAnswer;
    const saved = await putProfile(presenter, { ...validProfile, imageKey: first.imageKey });
    expect(saved.status).toBe(200);
    expect((await getProfile(presenter))?.imageUrl).toBe(first.url);
    const second = (await (await upload(presenter, buildJpeg(515, 286))).json()) as PresenterImageAnswer;
    expect((await putProfile(presenter, { ...validProfile, imageKey: second.imageKey })).status).toBe(200);
    expect(await storedImages(presenter)).toEqual([second.imageKey]);
    expect((await request(first.url)).status).toBe(404);
    expect((await putProfile(presenter, { ...validProfile, imageKey: null })).status).toBe(200);
    expect(await storedObjects(presenter)).toEqual([]); // the variants went with their upload
    expect((await getProfile(presenter))?.imageUrl).toBeNull();
  });

  it('deletes uploads that no saved profile uses once they are an hour old, keeping fresh ones', async () => {
    const presenter = newUser();
    const abandoned = (await (await upload(presenter, buildPng(515, 286))).json()) as PresenterImageAnswer;
    const chosen = (await (await upload(presenter, buildPng(515, 286))).json()) as PresenterImageAnswer;
    const input = v.parse(presenterProfileInputSchema, { ...validProfile, imageKey: chosen.imageKey });
    const db = firestoreFor(readSettings(env), env);
    await saveProfile(db, env.MEDIA, presenter.uid, input);
    expect((await storedImages(presenter)).sort()).toEqual([abandoned.imageKey, chosen.imageKey].sort());
    await saveProfile(db, env.MEDIA, presenter.uid, input, new Date(Date.now() + 2 * 60 * 60_000));
    expect(await storedImages(presenter)).toEqual([chosen.imageKey]);
    expect((await storedObjects(presenter)).filter((key) => variantOf(key)?.key === abandoned.imageKey)).toEqual([]);
  });

  it('answers 404 for media that does not exist or a path that names no key', async () => {
    for (const path of [
      '/media/presenters/nobody/0123456789abcdef.png',
      '/media/',
      '/media/a//b.png',
      '/media/%E0%A4%A.png',
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
  });
});
