// The static files carry the pages' security headers (issue #23, item 7): they are answered by the
// assets server before the Worker, from the `_headers` the build writes (dev/build/static-headers.ts).
// Each kind of static file, fetched over HTTP from the running stack, against a page's headers.
import { BASE_URL, expect, test } from './fixtures';

/** Every security header a page sends (hono/secure-headers with the site's policy). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

async function headersOf(address: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE_URL}${address}`, init);
  await response.body?.cancel();
  return { status: response.status, headers: response.headers };
}

test.describe('static files over HTTP', () => {
  test('carry the same security headers as pages, kind by kind', async () => {
    const page = await fetch(`${BASE_URL}/`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    for (const name of SECURITY_HEADERS) expect(page.headers.get(name), `the home page's ${name}`).toBeTruthy();
    // A page without React names no nonce (issue #25): its policy is the static files' own.
    const pagePolicy = page.headers.get('content-security-policy') ?? '';
    expect(pagePolicy).not.toMatch(/'nonce-/);

    const script = /<script type="text\/x-page-module" data-src="(\/assets\/js\/[^"]+\.js)"/.exec(html)?.[1];
    // A page's stylesheets are written into it (decision 0022), named by `data-href`: still files.
    const sheet = /(?:<link[^>]* rel="stylesheet" href|<style data-href)="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    const admin = await (await fetch(`${BASE_URL}/admin/`)).text();
    const adminScript = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(admin)?.[1];
    expect(script && sheet && adminScript).toBeTruthy();

    const files: [address: string, type: RegExp][] = [
      ['/favicon.svg', /^image\/svg\+xml/],
      ['/sw.js', /javascript/],
      ['/manifest.en.webmanifest', /manifest\+json|json/],
      ['/manifest.fr.webmanifest', /manifest\+json|json/],
      ['/icons/icon-192.png', /^image\/png/],
      ['/images/welcome.svg', /^image\/svg\+xml/],
      [script!, /javascript/],
      [sheet!, /^text\/css/],
      [adminScript!, /javascript/],
    ];
    for (const [address, type] of files) {
      const { status, headers } = await headersOf(address);
      expect(status, address).toBe(200);
      expect(headers.get('content-type'), address).toMatch(type);
      for (const name of SECURITY_HEADERS.filter((header) => header !== 'content-security-policy')) {
        expect(headers.get(name), `${address}: ${name}`).toBe(page.headers.get(name));
      }
      // The page's policy (an SVG or a service worker runs under the policy it is served with).
      expect(headers.get('content-security-policy'), address).toBe(pagePolicy);
    }
  });

  test('keep the cache lifetimes of each kind', async () => {
    expect((await headersOf('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await headersOf('/manifest.fr.webmanifest')).headers.get('cache-control')).toBe('public, max-age=86400');
    // The `_headers` file itself is never served.
    expect((await headersOf('/_headers')).status).toBe(404);
  });
});
