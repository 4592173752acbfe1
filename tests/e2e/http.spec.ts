// The Worker over real HTTP under wrangler dev (as a browser reaches it): long-lived hashed
// assets, the admin bundle, and the streamed shell arriving before slow content.
import { request } from 'node:http';
import { PDFDocument } from 'pdf-lib';
import { BASE_URL, expect, test } from './fixtures';
import { GUIDELINE_DOCUMENTS } from '#shared/constants/guidelines.ts';

const CONTENT_URL = process.env.CONTENT_SERVICE_URL ?? '';

async function control(path: string, body: unknown = {}) {
  const response = await fetch(`${CONTENT_URL}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

test.afterEach(async () => {
  await control('reset');
});

test.describe('the Worker over HTTP', () => {
  test('serves hashed assets with a one-year immutable cache lifetime', async () => {
    const home = await (await fetch(`${BASE_URL}/`, { headers: { accept: 'text/html' } })).text();
    // A page's small script, by address (issue #25: no page loads the React app).
    const entry = /<script type="text\/x-page-module" data-src="(\/assets\/js\/[\w-]+\.js)"/.exec(home)?.[1];
    expect(entry).toBeDefined();
    const response = await fetch(`${BASE_URL}${entry}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.body?.cancel();
    const favicon = await fetch(`${BASE_URL}/favicon.svg`);
    expect(favicon.headers.get('x-content-type-options')).toBe('nosniff');
    await favicon.body?.cancel();
  });

  test('serves the six guideline documents the footer links to, as PDFs in their language', async () => {
    for (const [language, documents] of Object.entries(GUIDELINE_DOCUMENTS)) {
      const home = await (
        await fetch(`${BASE_URL}/?lang=${language}`, {
          headers: { accept: 'text/html', 'user-agent': 'Googlebot/2.1' },
        })
      ).text();
      for (const address of Object.values(documents)) {
        expect(home, address).toContain(`href="${address}"`);
        const response = await fetch(`${BASE_URL}${address}`);
        expect(response.status, address).toBe(200);
        expect(response.headers.get('content-type'), address).toBe('application/pdf');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()), { updateMetadata: false });
        expect(pdf.getTitle(), address).toMatch(
          language === 'en' ? /guidelines - Conservation Tutorials Africa$/ : /^Guide d(e l’|u )/,
        );
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      }
    }
  });

  test('serves the admin bundle under /admin, apart from the public pages', async () => {
    const html = await (await fetch(`${BASE_URL}/admin/`)).text();
    const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${BASE_URL}${script}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await asset.body?.cancel();
    const home = await (await fetch(`${BASE_URL}/`, { headers: { accept: 'text/html' } })).text();
    expect(home).not.toContain('/admin/assets/');
  });

  test('sends a browser-like client the page whole once slow content arrives', async () => {
    // The test stack caches content for 2 s: let the copy go stale, then make the service slow. A
    // query parameter the page cache does not know keeps this request from a home page another
    // spec's visitor left in it (a kept copy is sent whole, decision 0021).
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await control('faults', { collection: 'collections', delayMs: 1500 });
    // The chunks as they arrive; the order is what counts (timings belong in the bench).
    const chunks = await new Promise<string[]>((resolve, reject) => {
      const received: string[] = [];
      const req = request(
        `${BASE_URL}/?stream-order=${Date.now()}`,
        {
          headers: {
            accept: 'text/html',
            'accept-encoding': 'gzip, br',
            'user-agent':
              'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
          },
        },
        (response) => {
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => received.push(chunk));
          response.on('end', () => resolve(received));
        },
      );
      req.on('error', reject);
      req.end();
    });
    // The page comes whole, every part in place (issue #25: no script moves a streamed part; the
    // head goes first when the data is late: early-head.spec).
    const page = chunks.join('');
    expect(page.indexOf('<nav')).toBeGreaterThanOrEqual(0);
    expect(page.indexOf('data-testid="collection-links"')).toBeGreaterThan(page.indexOf('<nav'));
    expect(page).not.toContain('<!--$?-->');
    expect(page).not.toMatch(/<div hidden id="S:/);
  });
});
