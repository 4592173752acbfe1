// What scripts a page carries, for the tests that check it loads only the pages' small modules.
import { PAGE_MODULES_LOADER_TEXT } from '#shared/lib/page-modules.ts';
import { expect, type Page } from './fixtures';

/**
 * Every script element of the page but structured data and the prefetch rules is one of the pages'
 * small modules by address (the data block naming it, `text/x-page-module`, or the module script
 * the loader added from it), a stylesheet's prefetch named for the loader, or the loader itself
 * (shared/lib/page-modules.ts, decision 0041).
 */
export async function expectOnlyModules(page: Page): Promise<void> {
  const sources = await page
    .locator('script:not([type="application/ld+json"]):not([type="speculationrules"])')
    .evaluateAll(
      (scripts, loader) =>
        scripts.map((script) =>
          script.hasAttribute('type') || script.hasAttribute('src')
            ? `${script.getAttribute('type')} ${script.getAttribute('src') ?? script.getAttribute('data-src') ?? script.getAttribute('data-href')}`
            : `loader ${script.textContent === loader}`,
        ),
      PAGE_MODULES_LOADER_TEXT,
    );
  expect(sources).toContain('loader true');
  for (const source of sources)
    expect(source).toMatch(
      /^((module|text\/x-page-module) \/assets\/js\/[\w-]+-[\w-]{10}\.js|text\/x-prefetch \/assets\/[\w-]+\.css|loader true)$/,
    );
}
