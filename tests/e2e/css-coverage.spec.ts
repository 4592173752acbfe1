// Radix Themes' CSS is trimmed at build time to the classes our source can produce
// (dev/build/radix-css.ts, decision 0022). In Chromium, on a sample of every page type (full and
// lite, forms with their errors, the dialogs, the account area), every Radix class on the page that
// Radix's full CSS styles must still be styled by the CSS the page loaded (with the sheets of
// RADIX_PARTS that come with the modules rendering forms, tables and dialogs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, openPage, waitForHydration } from './browser';
import { registerVerifiedMember } from './accounts';

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

describe('Radix CSS trimmed at build time', () => {
  let browser: Browser;
  const radix = styledByRadix();

  beforeAll(async () => {
    browser = await launchBrowser();
    // The first render of a fresh Worker can be slow on a busy machine.
    await fetch(`${BASE_URL}/`);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('styles every Radix class of every page type, full and lite', async () => {
    expect(radix.size).toBeGreaterThan(1000);
    const paths = [
      '/',
      '/about',
      '/faq',
      '/offline',
      '/saved',
      '/legal',
      '/contact',
      '/search?q=elephant',
      '/video-presentations',
      await firstLink('/video-presentations', '/video-presentations/(?!series)'),
      '/collections',
      '/presenters',
      await firstLink('/presenters', '/presenters/'),
      '/events',
      await firstLink('/events', '/events/'),
      '/blog',
      await firstLink('/blog', '/blog/'),
      '/projects',
      '/login',
      '/signup',
      '/no-such-page',
    ];
    const { page, context } = await openPage(browser);
    const missing: string[] = [];
    for (const pagePath of paths) {
      for (const mode of ['full', 'lite']) {
        const separator = pagePath.includes('?') ? '&' : '?';
        await page.goto(`${BASE_URL}${pagePath}${separator}mode=${mode}`);
        await page.waitForLoadState('load');
        for (const name of await unstyled(page, radix)) missing.push(`${pagePath} (${mode}): ${name}`);
      }
    }
    await context.close();
    expect(missing).toEqual([]);
  }, 240_000);

  it('styles the forms with their errors, the language dialog and the mobile menu', async () => {
    const { page, context } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 800 });
    const missing: string[] = [];
    const check = async (what: string) => {
      for (const name of await unstyled(page, radix)) missing.push(`${what}: ${name}`);
    };
    await page.goto(`${BASE_URL}/contact?mode=full`);
    await waitForHydration(page);
    await page.locator('form button[type="submit"]').last().click();
    await page.locator('[data-invalid="true"]').first().waitFor();
    await check('contact errors');
    await page.getByTestId('language-button').click();
    await page.getByRole('dialog').waitFor();
    await check('language dialog');
    await page.keyboard.press('Escape');
    await page.locator('.drawer-button').click();
    await page.getByRole('dialog').waitFor();
    await check('mobile menu');
    await context.close();
    expect(missing).toEqual([]);
  }, 120_000);

  it('styles the account area: its table, the confirm dialog and the presenter profile form', async () => {
    const member = {
      email: `css-${Date.now()}@example.org`,
      password: 'a-long-passphrase-42',
      firstName: 'Css',
      lastName: 'Coverage',
      accountType: 'presenter' as const,
    };
    await registerVerifiedMember(BASE_URL, member);
    const { page, context } = await openPage(browser);
    const missing: string[] = [];
    const check = async (what: string) => {
      for (const name of await unstyled(page, radix)) missing.push(`${what}: ${name}`);
    };
    await page.goto(`${BASE_URL}/login`);
    await waitForHydration(page);
    await page.getByLabel(/^E-mail/).fill(member.email);
    await page.getByLabel(/^Password/).fill(member.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname !== '/login');
    const presentation = await firstLink('/video-presentations', '/video-presentations/(?!series)');
    const id = presentation.split('/').at(-1)!;
    expect(
      await page.evaluate(async (one) => (await fetch(`/api/watchlist/${one}`, { method: 'PUT' })).status, id),
    ).toBe(204);
    await page.goto(`${BASE_URL}/account/watchlist`);
    await waitForHydration(page);
    await page.getByTestId('list-row').first().waitFor();
    await check('watchlist');
    // On a phone the title cell keeps its "Save for offline" button inside it (it covered the date).
    await page.setViewportSize({ width: 390, height: 800 });
    const save = page.getByTestId('list-row').first().getByTestId('save-offline').getByRole('button').first();
    await save.waitFor();
    const button = (await save.boundingBox())!;
    const cell = (await page.getByTestId('list-row').first().locator('th').boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(cell.x + cell.width);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByTestId('list-remove').first().click();
    await page.getByRole('alertdialog').waitFor();
    await check('confirm dialog');
    await page.keyboard.press('Escape');
    await page.goto(`${BASE_URL}/profile`);
    await waitForHydration(page);
    await check('profile');
    await context.close();
    expect(missing).toEqual([]);
  }, 120_000);
});
