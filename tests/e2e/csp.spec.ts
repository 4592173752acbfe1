// Every page type under the Worker's Content Security Policy: scripts only from the site (issue #25:
// no page loads React, so none has an inline script and none needs a nonce; no 'unsafe-inline'), no
// violation reported and no console error while the page loads and its small scripts run.
import { BASE_URL, expect, test } from './fixtures';
import { SAMPLE_PAGES } from '#worker/test/sample-pages-of-config.ts';
import { inlineScripts } from '#worker/test/inline-scripts.ts';

// Every page a visitor opens (worker/test/sample-pages.ts: the route table's), the not-found page included.
const PAGE_TYPES = SAMPLE_PAGES.filter((page) => page.audience !== 'member');

test.describe('the Content Security Policy', () => {
  test('has no unsafe-inline scripts and allows local addresses only in emulator mode', async () => {
    const response = await fetch(`${BASE_URL}/`, { headers: { accept: 'text/html' } });
    const policy = response.headers.get('content-security-policy') ?? '';
    await response.body?.cancel();
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self'/);
    expect(scriptSrc).not.toContain('nonce');
    expect(scriptSrc).not.toContain('unsafe-inline');
    // The test stack runs the Firebase emulators, so local sources are allowed (never in production).
    expect(policy).toContain('http://127.0.0.1:*');
  });

  for (const { path, status } of PAGE_TYPES) {
    test(`loads ${path} with no inline script, its scripts from the site, and no violation`, async ({ open }) => {
      const tab = await open();
      const { page } = tab;
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const response = await page.goto(BASE_URL + path);
      expect(response?.status()).toBe(status);
      const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      expect(policy).not.toContain('nonce');
      const html = (await response?.text()) ?? '';
      // No executable inline script in the document as the server sent it but the modules' loader,
      // allowed by its hash (shared/lib/page-modules.ts): JSON-LD, the speculation rules (allowed by
      // their hash) and the names of the modules and prefetches the loader starts are data.
      const inline = inlineScripts(html);
      expect(inline).toEqual(['loader']);
      // Its scripts are modules from the site, by address (named for the loader: `data-src`).
      const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/g)].map((match) => match[1] ?? '');
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(source).toMatch(/^\/assets\/js\//);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      // A 404 page's own status is the one console error it is expected to log.
      const expected = tab.errors.filter((error) => !(status === 404 && /status of 404/.test(error)));
      tab.errors.splice(0, tab.errors.length, ...expected);
    });
  }
});
