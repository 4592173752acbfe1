// The head of a page before its data (issue #14, decision 0029), on the built site: when the
// content service is slow, the document's start with the page's stylesheets and modules leaves at
// once, and the page that follows is valid HTML that Chromium hydrates without an error. Serial
// (Playwright project e2e-serial): it makes the content service slow for every page of the stack.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnu from 'vnu-jar';
import { awaitingModules, BASE_URL, expect, test, withoutSiteCss } from './fixtures';
import { seriousViolations } from './audit';

const run = promisify(execFile);
const CONTENT_URL = process.env.CONTENT_SERVICE_URL ?? '';
const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
/** Longer than the test stack's EARLY_HEAD_MS (dev/test.ts), so the head leaves first. */
const SLOW_MS = 3000;
// An address no shared copy is kept for (an unknown parameter), so the page is rendered each time.
const PAGE = '/video-presentations/presentation-1?from=early-head';
const SAVED = '/video-presentations/presentation-4';

async function control(what: string, body: unknown = {}) {
  const response = await fetch(`${CONTENT_URL}/__control/${what}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

/** The next read of presentations waits for the service (the stack keeps content for 2 s). */
async function slowPresentations() {
  await new Promise((resolve) => setTimeout(resolve, 2100));
  await control('faults', { collection: 'presentations', delayMs: SLOW_MS });
}

test.afterEach(async () => {
  await control('reset');
});

test.describe('the head before the data', () => {
  test('sends the stylesheets first, then a page that validates', async () => {
    // The service holds the presentations until the test lets them go (a behaviour check: what
    // arrived while the data had not; the durations are the bench's, BENCH_ONLY=early-head). Let go
    // anyway after a while, so a page that waits for its data fails the test instead of hanging it.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await control('faults', { collection: 'presentations', hold: true });
    const safety = setTimeout(() => void control('release'), 20_000);
    try {
      const response = await fetch(`${BASE_URL}${PAGE}`, { headers: { accept: 'text/html', 'user-agent': CHROME } });
      expect(response.status).toBe(200);
      // The headers came while the service still held the data, with the preloads the edge turns
      // into Early Hints.
      const held = (await (await fetch(`${CONTENT_URL}/__control/held`)).json()) as { held: number };
      expect(held.held, 'answers the content service still held when the headers came').toBeGreaterThan(0);
      // The stylesheets are in the head itself (decision 0022): nothing of them to preload.
      expect(response.headers.get('link') ?? '').not.toContain('as=style');
      await control('release');
      await checkDocument(await response.text());
    } finally {
      clearTimeout(safety);
    }
  });

  /** The early head's preloads, React's document after it, and valid HTML as a whole. */
  async function checkDocument(html: string) {
    const start = html.slice(0, html.indexOf('<meta name="theme-color"'));
    expect(start).toMatch(/initial-scale=1"\/><style data-href="\/assets\/root-[\w-]+\.css">/);
    expect(start).not.toContain('as="style"');
    // No page loads React (issue #25): no module and no string file to preload, no nonce.
    expect(start).not.toContain('modulepreload');
    expect(start).not.toContain('as="fetch"');
    // React's copies of the sheets the early head carried are left out: each sheet comes once.
    expect(html.match(/<style data-href="\/assets\/root-/g)).toHaveLength(1);
    expect(html).not.toContain('rel="stylesheet"');

    const folder = mkdtempSync(path.join(tmpdir(), 'cta-vnu-early-'));
    const file = path.join(folder, 'early.html');
    writeFileSync(file, withoutSiteCss(html));
    let output: string;
    try {
      output = (await run('java', ['-jar', vnu, '--errors-only', '--format', 'json', file])).stderr;
    } catch (error) {
      output = (error as { stderr?: string }).stderr ?? String(error);
    }
    const messages = (JSON.parse(output) as { messages: { type: string; message: string }[] }).messages;
    // The validator's CSS checker does not know the view-transition opt-in yet (html-validity.spec).
    const errors = messages.filter((message) => message.type === 'error').map((message) => message.message);
    expect(
      errors.filter(
        (message) =>
          !/^CSS: Unrecognized at-rule “@view-transition”|^The “eagerness” property in a speculation rule must be one of/.test(
            message,
          ),
      ),
    ).toEqual([]);
  }

  test('hydrates the page that followed its head, without an error', async ({ open }) => {
    await slowPresentations();
    // A visitor's browser (headless Chromium's own user agent is taken for a crawler's).
    const { page } = await open({ userAgent: CHROME });
    const response = await page.goto(`${BASE_URL}${PAGE}`);
    expect(response?.status()).toBe(200);
    // The document had its early head, which carries the page's CSS (decision 0022).
    await expect(page.locator('head > meta[name="viewport"] + style[data-href]')).toHaveCount(1);
    await expect(page.locator('meta[charset]')).toHaveCount(1);
    await expect(page.locator('meta[name="viewport"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Styled by the page's sheets, linked or written in: each once.
    const sheets = () =>
      page.evaluate(() =>
        Array.from(document.styleSheets).flatMap((sheet) => {
          const href = sheet.href ?? (sheet.ownerNode as Element | null)?.getAttribute('data-href');
          return href ? [new URL(href, location.href).pathname] : [];
        }),
      );
    await expect
      .poll(async () => (await sheets()).some((sheet) => /^\/assets\/root-[\w-]+\.css$/.test(sheet)))
      .toBe(true);
    const applied = await sheets();
    expect(new Set(applied).size).toBe(applied.length);
    expect(await seriousViolations(page)).toEqual([]);
    // Console errors (a hydration mismatch among them) fail the test in the `open` fixture.
  });

  test('never lets a late error page replace a copy saved for offline', async ({ playwright, launchOptions }) => {
    test.setTimeout(90_000);
    // presentation-4: a visitor's browser (its own user agent, which its service worker's fetches
    // carry too), with a session cookie (not a valid one) so that no shared copy stands in for the
    // page and each visit is rendered.
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), `--user-agent=${CHROME}`],
    });
    const context = await browser.newContext({ baseURL: BASE_URL, locale: 'en-GB' });
    try {
      await context.addCookies([{ name: '__session', value: 'not-a-session', url: BASE_URL }]);
      const page = awaitingModules(await context.newPage());
      await page.goto(SAVED);
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
        .toBe(true);
      const title = await page.locator('h1').innerText();
      await page.getByRole('button', { name: /^Save for offline/ }).click();
      await expect(page.getByTestId('save-offline').getByText(/Saved on this device \(\d/)).toBeVisible({
        timeout: 20_000,
      });

      // The presentation is withdrawn and the service late: the page comes head first, then as
      // the not-found page.
      await control('faults', { collection: 'presentations', delayMs: SLOW_MS, empty: true });
      // The Worker may still hold the presentations it read a moment ago (the test stack keeps
      // content for 2 s, and whatever else ran on the stack may just have read them): a visit
      // answered from that copy is answered whole; the next one, once the copy has expired, meets
      // the late service.
      let late = await page.goto(SAVED);
      for (let visit = 1; visit < 4 && late?.headers()['x-early-head'] !== '1'; visit += 1) {
        await new Promise((resolve) => setTimeout(resolve, 2100));
        late = await page.goto(SAVED);
      }
      expect(late?.headers()['x-early-head']).toBe('1');
      await expect(page.getByText('Page not found').first()).toBeVisible();
      // The service worker has dealt with that answer (loaded whole) once it has kept a page asked
      // for after it.
      await page.goto('/about');
      await expect
        .poll(() =>
          page.evaluate(async () => {
            for (const name of await caches.keys()) {
              if (await (await caches.open(name)).match('/about', { ignoreVary: true })) return true;
            }
            return false;
          }),
        )
        .toBe(true);
      const kept = await page.evaluate(async (path) => {
        const response = await (await caches.open('cta-saved')).match(path, { ignoreVary: true });
        return response ? response.text() : '';
      }, SAVED);
      expect(kept).toContain(title);
      expect(kept).not.toContain('data-late-status');
      await control('reset');

      // Offline, the saved copy is the presentation still.
      await context.setOffline(true);
      await page.goto(SAVED);
      await expect(page.locator('h1')).toHaveText(title, { useInnerText: true });
    } finally {
      await browser.close();
    }
  });
});
