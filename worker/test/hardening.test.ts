// Input that used to break or stall the Worker (issue #12): over-long addresses, deep paths,
// form posts that are not forms or are too large, unknown API addresses.
import { describe, expect, it } from 'vitest';
import { request } from './helpers';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const page = (path: string, init: RequestInit = {}) =>
  request(path, { ...init, headers: { accept: 'text/html', 'user-agent': BROWSER, ...init.headers } });

describe('addresses', () => {
  it('refuses an address over 4,096 characters with 414, as a page or as JSON', async () => {
    const long = `/${'a'.repeat(4200)}`;
    const html = await page(long);
    expect(html.status).toBe(414);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    const document = await html.text();
    expect(document).toContain('<html lang="en"');
    expect(document).toContain('An error occurred');
    const french = await page(long, { headers: { cookie: 'i18n_redirected=fr' } });
    const frenchDocument = await french.text();
    expect(frenchDocument).toContain('<html lang="fr"');
    expect(frenchDocument).toContain('Une erreur s’est produite');
    expect(frenchDocument).toContain('Page d');
    const api = await request(`/api/me?${'q=1&'.repeat(1200)}`, { headers: { cookie: 'i18n_redirected=fr' } });
    expect(api.status).toBe(414);
    expect(await api.json()).toEqual({ error: { code: 'uri_too_long', message: 'L’adresse est trop longue.' } });
  });

  it('answers a 404 for a path of 800 segments with the error page’s two crumbs, not one per segment', async () => {
    const segments = Array.from({ length: 800 }, (_, index) => `s${index}`);
    const response = await page(`/${segments.join('/')}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    // Each crumb linked to the path up to it: 800 links of growing length before.
    expect(html).not.toContain('href="/s0"');
    expect(html).not.toContain('"/s0/s1"');
    expect(html.length).toBeLessThan(120_000);
    const crumbs = /<nav[^>]*class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(crumbs.match(/<li/g)).toHaveLength(2);
    expect(crumbs).toContain('Page not found');
  });

  it('keeps the crumbs of a real page', async () => {
    const response = await page('/presentations');
    const html = await response.text();
    const crumbs = /<nav[^>]*class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(crumbs.match(/<li/g)).toHaveLength(2);
  });

  it('answers an unknown /api address with a JSON 404 in the reader’s language', async () => {
    for (const path of ['/api/nothing', '/api/__proto__', '/api/constructor', '/api/watchlist/a/b/c']) {
      const response = await request(path, { headers: { cookie: 'i18n_redirected=fr' } });
      expect([401, 404], path).toContain(response.status);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.message.length, path).toBeGreaterThan(5);
    }
    const unknown = await request('/api/__proto__', { headers: { cookie: 'i18n_redirected=fr' } });
    expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'Il n’y a rien à cette adresse.' } });
  });
});

describe('names that are not ours', () => {
  // The old page layer looked actions up by name on a plain object: /_action/constructor
  // answered 200 and /_action/__proto__ 500.
  it.each(['/_action/__proto__', '/_action/constructor', '/_action/hasOwnProperty', '/__proto__', '/constructor'])(
    'answers %s with 404 to a read and refuses a post, never 500',
    async (path) => {
      const read = await page(path);
      expect(read.status).toBe(404);
      await read.body?.cancel();
      const posted = await page(path, {
        method: 'POST',
        body: 'email=a%40example.org',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      });
      expect([404, 405]).toContain(posted.status);
      await posted.body?.cancel();
    },
  );
});

describe('media', () => {
  // Found by the fuzz suite: a key under 1,024 characters but over R2's 1,024 bytes made R2 throw.
  it('answers 404 for a media key over R2’s 1,024 bytes, not 500', async () => {
    for (const key of ['é'.repeat(600), `presenters/${'€'.repeat(400)}.png`, 'a'.repeat(1025)]) {
      const path = `/media/${key.split('/').map(encodeURIComponent).join('/')}`;
      const response = await request(path, { headers: { accept: 'application/json' } });
      expect(response.status, key.slice(0, 12)).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });
});

describe('form posts', () => {
  const post = (path: string, body: BodyInit, contentType: string, accept = 'text/html') =>
    request(path, {
      method: 'POST',
      body,
      headers: { 'content-type': contentType, accept, 'sec-fetch-site': 'same-origin', 'user-agent': BROWSER },
    });

  it.each([
    ['JSON', '{"name":"Amina"}', 'application/json'],
    ['plain text', 'name=Amina', 'text/plain'],
    ['XML', '<form><name>Amina</name></form>', 'application/xml'],
    ['no type', 'name=Amina', ''],
  ])('answers a contact post sent as %s with 415, never 500', async (_kind, body, type) => {
    for (const path of ['/contact', '/contact.data', '/?index', '/_.data?index']) {
      const response = await post(path, body, type);
      expect(response.status, `${path} ${type}`).toBe(415);
      await response.body?.cancel();
    }
  });

  it('answers a form post over 128 KB with 413 before reading it', async () => {
    const body = `message=${'x'.repeat(200 * 1024)}`;
    const response = await post('/contact', body, 'application/x-www-form-urlencoded');
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    await response.body?.cancel();
  });

  it('takes the presenter form with its image (up to 800 KB) with no script, and nothing larger', async () => {
    // Signed out: the size is checked before the route's guard sends the visitor to sign in.
    const form = (bytes: number) => {
      const data = new FormData();
      data.set('form', 'presenter');
      data.set('image', new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }));
      return data;
    };
    const send = (bytes: number) =>
      request('/account/profile', {
        method: 'POST',
        redirect: 'manual',
        headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:8787' },
        body: form(bytes),
      });
    const image = await send(700 * 1024);
    expect(image.status).not.toBe(413);
    expect(image.status).toBeLessThan(500);
    await image.body?.cancel();
    const tooLarge = await send(1024 * 1024);
    expect(tooLarge.status).toBe(413);
    await tooLarge.body?.cancel();
    // Any other page keeps the 128 KB limit.
    const contact = await request('/contact', {
      method: 'POST',
      headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:8787' },
      body: form(300 * 1024),
    });
    expect(contact.status).toBe(413);
    await contact.body?.cancel();
  });

  it('answers a malformed multipart post with 400', async () => {
    const response = await post('/contact', '--x\r\nbroken', 'multipart/form-data; boundary=x');
    expect(response.status).toBe(400);
    await response.body?.cancel();
  });
});

// Issue #31: a browser's refused form is a page in the reader's language, never raw JSON.
describe('refused form bodies, as a person sees them', () => {
  /** A browser's form post: a navigation (Sec-Fetch-Mode), no Accept header needed. */
  const navigate = (path: string, body: BodyInit, contentType: string, cookie = '') =>
    request(path, {
      method: 'POST',
      body,
      headers: {
        'content-type': contentType,
        'sec-fetch-mode': 'navigate',
        'sec-fetch-site': 'same-origin',
        'user-agent': BROWSER,
        ...(cookie ? { cookie } : {}),
      },
    });

  it.each([
    ['not a form', 415, 'name=Amina', 'text/plain'],
    ['too large', 413, `message=${'x'.repeat(200 * 1024)}`, 'application/x-www-form-urlencoded'],
    ['unreadable', 400, '--x\r\nbroken', 'multipart/form-data; boundary=x'],
  ])('answers a form post %s with the error page in English and in French (%i)', async (_kind, status, body, type) => {
    const english = await navigate('/contact', body, type);
    expect(english.status).toBe(status);
    expect(english.headers.get('content-type')).toMatch(/^text\/html/);
    const englishPage = await english.text();
    expect(englishPage).toContain('<html lang="en"');
    expect(englishPage).toContain(`data-status="${status}"`);
    expect(englishPage).not.toContain('"error"');
    const french = await navigate('/contact', body, type, 'i18n_redirected=fr');
    expect(french.status).toBe(status);
    const frenchPage = await french.text();
    expect(frenchPage).toContain('<html lang="fr"');
    expect(frenchPage).toContain('Une erreur s’est produite');
    expect(frenchPage).toContain('Page d’accueil');
  });

  it('keeps JSON for a script or an API client', async () => {
    const response = await request('/contact', {
      method: 'POST',
      body: 'name=Amina',
      headers: { 'content-type': 'text/plain', accept: 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
  });
});

// Issue #31: an address no page has answers 404 whatever the method (it answered 405).
describe('unknown addresses, any method', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answer %s with 404, a helpful page for people',
    async (method) => {
      const body = method === 'OPTIONS' ? undefined : 'email=a%40example.org';
      const headers = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
      const person = await page('/no-such-page', { method, body, headers });
      expect(person.status).toBe(404);
      expect(person.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await person.text();
      expect(html).toContain('<form method="get" action="/search" role="search">');
      expect(html).toContain('href="/video-presentations"');
      const french = await page('/rien/ici.data', {
        method,
        body,
        headers: { ...headers, cookie: 'i18n_redirected=fr' },
      });
      expect(french.status).toBe(404);
      const frenchHtml = await french.text();
      expect(frenchHtml).toContain('Chercher sur le site');
      expect(frenchHtml).toContain('Présentations vidéo');
      const api = await request('/no-such-page', { method, body, headers: { ...headers, accept: 'application/json' } });
      expect(api.status).toBe(404);
      expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_found');
    },
  );

  it('still answers 405 with Allow to a method no page takes at an address that has one', async () => {
    const response = await page('/about', { method: 'PUT', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    await response.body?.cancel();
  });
});
