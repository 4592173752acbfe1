import { describe, expect, it } from 'vitest';
import { loaderData, request, routeData } from './helpers';

const html = { accept: 'text/html' };

describe('the Worker app', () => {
  it('answers /healthz', async () => {
    const response = await request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it.each(['/healthz', '/blog/rss.xml', '/events/calendar.ics', '/sitemap.xml', '/robots.txt', '/api/nothing-here'])(
    'tells browsers not to sniff the type of %s',
    async (path) => {
      const response = await request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      await response.body?.cancel();
    },
  );

  it('sets security headers on pages', async () => {
    const response = await request('/about', { headers: html });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    await response.body?.cancel();
  });

  it('renders a page in English by default with <html lang="en">', async () => {
    const response = await request('/about', { headers: html });
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain('<html lang="en"');
    expect(body).toContain('<title>About - Conservation Tutorials Africa</title>');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('takes the lang query first and saves it in the locale cookie', async () => {
    const response = await request('/about?lang=fr', { headers: { ...html, cookie: 'i18n_redirected=en' } });
    const body = await response.text();
    expect(body).toContain('<html lang="fr"');
    expect(body).toContain('À propos');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('i18n_redirected=fr');
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('uses the cookie over Accept-Language', async () => {
    const body = await (
      await request('/about', {
        headers: { ...html, cookie: 'i18n_redirected=en', 'accept-language': 'fr-FR,fr;q=0.9' },
      })
    ).text();
    expect(body).toContain('<html lang="en"');
  });

  it('uses Accept-Language on a first visit and remembers it', async () => {
    const response = await request('/about', { headers: { ...html, 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } });
    expect(await response.text()).toContain('<html lang="fr"');
    expect(response.headers.get('set-cookie')).toContain('i18n_redirected=fr');
  });

  it('renders combined mode with the French interface', async () => {
    const body = await (await request('/about', { headers: { ...html, cookie: 'i18n_redirected=combined' } })).text();
    expect(body).toContain('<html lang="fr"');
    expect(body).toContain('Combiné');
  });

  it.each([
    '/video-presentations/nope',
    '/presenters/nope',
    '/events/nope',
    '/blog/nope',
    '/collections/nope',
    '/projects/nope',
  ])('answers 404 for the unknown item %s', async (path) => {
    const response = await request(path, { headers: html });
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });

  it('answers an unknown page with the 404 error page', async () => {
    const response = await request('/no-such-page', { headers: html });
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toContain('404 Not Found');
    expect(body).toContain('This page could not be found');
  });

  it.each(['/profile', '/account', '/account/watchlist'])('redirects a visitor from %s to /login', async (path) => {
    const response = await request(path, { headers: html, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it.each([
    '/',
    '/about',
    '/blog',
    '/blog/ten-years-of-rhino-protection',
    '/collections',
    '/collections/wildlife-crime-and-security',
    '/contact',
    '/events',
    '/events/event-1',
    '/faq',
    '/legal',
    '/legal/gdpr-policy',
    '/legal/privacy-policy',
    '/legal/terms-and-conditions',
    '/login',
    '/signup',
    '/forgot',
    '/resend-email-verification',
    '/presenters',
    '/presenters/presenter-1',
    '/projects',
    '/projects/project-1',
    '/projects/project-1/rhino-safe-havens',
    '/projects/themes',
    '/projects/themes/sub-theme-1',
    '/search',
    '/video-presentations',
    '/video-presentations/presentation-1',
    '/video-presentations/series/ranger-voices',
  ])('answers 200 for the spec route %s', async (path) => {
    const response = await request(path, { headers: html });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it('gives route data for client navigations', async () => {
    const { status, json } = await loaderData<{ locale: string; user: unknown; contact: { email1?: string } | null }>(
      'root',
      '/about',
      'i18n_redirected=fr',
    );
    expect(status).toBe(200);
    expect(json.locale).toBe('fr');
    expect(json.user).toBeNull();
    expect(json.contact?.email1).toMatch(/@/);
  });

  it('answers a guarded route-data request with the redirect for the browser', async () => {
    const answer = await routeData('/account');
    expect(answer.redirect).toBe('/login?redirect=%2Faccount');
  });

  it('answers route data of an unknown address with the 404 of its error boundary', async () => {
    const answer = await routeData('/nope/nothing-here');
    expect(answer.routes['routes/not-found']?.error).toMatchObject({ status: 404 });
  });

  it('keeps the admin console out of public pages', async () => {
    for (const path of ['/', '/video-presentations', '/login']) {
      const text = await (await request(path, { headers: html })).text();
      expect(text, path).not.toContain('/admin/');
      expect(text, path).not.toContain('admin-bootstrap');
    }
  });

  it('serves the admin console page under /admin with its bootstrap, never cached or indexed', async () => {
    const response = await request('/admin/connections', { headers: { ...html, cookie: 'i18n_redirected=fr' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const text = await response.text();
    expect(text).toContain('<html lang="fr">');
    // Its title is French before the console's script runs.
    expect(text).toContain('<title>Console d’administration - Conservation Tutorials Africa</title>');
    const bootstrap = /<script id="admin-bootstrap" type="application\/json">(.*?)<\/script>/.exec(text)?.[1];
    expect(JSON.parse(bootstrap ?? 'null')).toMatchObject({
      locale: 'fr',
      user: null,
      firebase: { projectId: expect.any(String) },
    });
    const script = /<script type="module" crossorigin src="(\/admin\/assets\/[^"]+\.js)"/.exec(text)?.[1];
    expect(script).toBeDefined();
    const asset = await request(script ?? '');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
  });
});

describe('state-changing requests', () => {
  it('refuses a form post from another site', async () => {
    const response = await request('/contact', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'cross_site', message: 'Requests from other sites are not accepted.' },
    });
  });

  it('refuses a cross-site fetch by its Sec-Fetch-Site header', async () => {
    const response = await request('/contact.data', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
      body: new FormData(),
    });
    expect(response.status).toBe(403);
  });

  it('answers a post to a page without a form with 405', async () => {
    const response = await request('/about', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', accept: 'text/html' },
      body: new FormData(),
    });
    expect(response.status).toBe(405);
  });
});

describe('browsers without JavaScript', () => {
  it('get every page whole: no refresh to another address, nothing left for a script to reveal', async () => {
    const html = await (await request('/video-presentations?sort=1', { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).not.toContain('"__deferred"');
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toMatch(/<template id="B:/);
  });
});
