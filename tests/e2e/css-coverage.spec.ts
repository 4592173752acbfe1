// Radix Themes' CSS is trimmed at build time to the classes our source can produce
// (dev/build/radix-css.ts, decision 0022). In Chromium, on a sample of every page type (full and
// lite, forms with their errors, the dialogs, the account area), every Radix class on the page that
// Radix's full CSS styles must still be styled by the CSS the page loaded (with the sheets of
// RADIX_PARTS that come with the modules rendering forms, tables and dialogs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BASE_URL, expect, test, type Page } from './fixtures';
import { SAMPLE_PAGES } from '#worker/test/sample-pages-of-config.ts';

const require = createRequire(import.meta.url);
const radixDir = path.dirname(require.resolve('@radix-ui/themes/package.json'));

/** Every class Radix's full CSS names in a selector (`md:rt-r-mt-3` unescaped). */
function styledByRadix(): Set<string> {
  const classes = new Set<string>();
  for (const file of ['components.css', 'utilities.css']) {
    const css = readFileSync(path.join(radixDir, file), 'utf8').replace(/\{[^{}]*\}/g, '{}');
    for (const match of css.matchAll(/\.((?:[\w-]|\\.)+)/g)) {
      const name = match[1]!.replace(/\\(.)/g, '$1');
      if (/^(?:\w+:)?-?rt-/.test(name)) classes.add(name);
    }
  }
  return classes;
}

/** Radix classes on the page that no loaded style rule names. */
async function unstyled(page: Page, radix: Set<string>): Promise<string[]> {
  const { used, named } = await page.evaluate(() => {
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]')))
      for (const name of Array.from(element.classList)) if (/^(?:\w+:)?-?rt-/.test(name)) used.add(name);
    const named = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const match of rule.selectorText.matchAll(/\.((?:[\w-]|\\.)+)/g))
            named.add(match[1]!.replace(/\\(.)/g, '$1'));
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return { used: [...used], named: [...named] };
  });
  const loaded = new Set(named);
  return used.filter((name) => radix.has(name) && !loaded.has(name)).sort();
}

async function firstLink(listPath: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${BASE_URL}${listPath}`, { headers: { accept: 'text/html' } })).text();
  const match = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html);
  if (!match?.[1]) throw new Error(`no link starting with ${prefix} on ${listPath}`);
  return match[1];
}

test.describe('Radix CSS trimmed at build time', () => {
  const radix = styledByRadix();

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // The first render of a fresh Worker can be slow on a busy machine.
    await fetch(`${BASE_URL}/`);
  });

  test('styles every Radix class of every page type, full and lite', async ({ open }) => {
    test.setTimeout(400_000);
    expect(radix.size).toBeGreaterThan(1000);
    // Every page a visitor opens (the route table's, worker/test/sample-pages.ts).
    const samples = SAMPLE_PAGES.filter((sample) => sample.audience !== 'member');
    const paths = samples.map((sample) => sample.path);
    const tab = await open();
    const { page } = tab;
    const missing: string[] = [];
    for (const pagePath of paths) {
      for (const mode of ['full', 'lite']) {
        const separator = pagePath.includes('?') ? '&' : '?';
        await page.goto(`${BASE_URL}${pagePath}${separator}mode=${mode}`);
        await page.waitForLoadState('load');
        // The CSS the page has loaded once it has loaded: read at that moment.
        for (const name of await unstyled(page, radix)) missing.push(`${pagePath} (${mode}): ${name}`);
        // A 404 page's own status is the one console error it is expected to log.
        if (samples.find((sample) => sample.path === pagePath)?.status === 404) {
          const expected = tab.errors.filter((error) => !/status of 404/.test(error));
          tab.errors.splice(0, tab.errors.length, ...expected);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  test('styles the forms with their errors, the language dialog and the mobile menu', async ({ open }) => {
    test.setTimeout(120_000);
    const tab = await open({ viewport: { width: 390, height: 800 } });
    const { page } = tab;
    const missing: string[] = [];
    const check = async (what: string) => {
      for (const name of await unstyled(page, radix)) missing.push(`${what}: ${name}`);
    };
    await page.goto(`${BASE_URL}/contact?mode=full`);
    // The empty form posts, and the page comes back (400) with its errors.
    await page.locator('form button[type="submit"]').last().click();
    await expect(page.locator('[data-invalid="true"]').first()).toBeVisible();
    await expect.poll(() => tab.errors.some((error) => error.includes('status of 400'))).toBe(true);
    tab.errors.splice(0, tab.errors.length, ...tab.errors.filter((error) => !error.includes('status of 400')));
    await check('contact errors');
    await page.getByTestId('language-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('language dialog');
    await page.keyboard.press('Escape');
    await page.locator('.drawer-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('mobile menu');
    expect(missing).toEqual([]);
  });

  test('styles the account area: its table, the confirm dialog and the presenter profile form', async ({
    presenter,
  }) => {
    test.setTimeout(120_000);
    const { page } = presenter;
    const missing: string[] = [];
    const check = async (what: string) => {
      for (const name of await unstyled(page, radix)) missing.push(`${what}: ${name}`);
    };
    // Signed in (the presenter fixture): a page of the site, from which the watchlist is filled.
    await page.goto(`${BASE_URL}/`);
    const presentation = await firstLink('/video-presentations', '/video-presentations/(?!series)');
    const id = presentation.split('/').at(-1)!;
    expect(
      await page.evaluate(async (one) => (await fetch(`/api/watchlist/${one}`, { method: 'PUT' })).status, id),
    ).toBe(204);
    await page.goto(`${BASE_URL}/account/watchlist`);
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    await check('watchlist');
    // On a phone the title cell keeps its "Save for offline" button inside it (it covered the date).
    await page.setViewportSize({ width: 390, height: 800 });
    const save = page.getByTestId('list-row').first().getByTestId('save-offline').getByRole('button').first();
    await expect(save).toBeVisible();
    const cell = page.getByTestId('list-row').first().locator('th');
    await expect
      .poll(async () => {
        const button = (await save.boundingBox())!;
        const box = (await cell.boundingBox())!;
        return button.x + button.width - (box.x + box.width);
      }, 'how far the button reaches past its cell')
      .toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByTestId('list-remove').first().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await check('confirm dialog');
    await page.keyboard.press('Escape');
    await page.goto(`${BASE_URL}/profile`);
    await check('profile');
    expect(missing).toEqual([]);
  });
});
