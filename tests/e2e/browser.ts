// Browser-test helpers: Debian's Chromium driven by playwright-core (never a downloaded browser),
// kept off the network (playwright gives each launch a fresh profile), with every console error and page error collected so a test can fail on it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath, OFFLINE_CHROMIUM_FLAGS } from '../../dev/chromium';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

// Not BASE_URL: vitest sets that one to Vite's base path.
export const BASE_URL = process.env.E2E_BASE_URL ?? '';
if (!BASE_URL)
  throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm test`, which starts the stack');

/**
 * Chromium 15x's headless mode gives every page's window two omnibox popups drawn by WebUI
 * (chrome://omnibox-popup.top-chrome/), each in a renderer of its own that is never shown: about
 * 1.5 s of CPU per page opened, more than most pages of the site cost. Off, a page costs ~0.6 s.
 */
const HIDDEN_BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright turns off with its own `--disable-features`, read from the installed
 * playwright-core (it does not export them): Chromium keeps only the last `--disable-features`
 * of a command line, so ours must repeat them. Undefined when the list cannot be read with
 * certainty (then ours is left out: slower pages, same behaviour).
 */
function playwrightDisabledFeatures(): string[] | undefined {
  try {
    const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
    const list = /\bdisabledFeatures = \[([^\]]*)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
    if (list === undefined) return undefined;
    const entries = list
      .split('\n')
      .map((line) => line.replace(/\/\/.*$/, '').trim())
      .filter(Boolean);
    const names = entries.map((entry) => /^"(\w+)",?$/.exec(entry)?.[1]);
    return names.length > 0 && names.every(Boolean) ? (names as string[]) : undefined;
  } catch {
    return undefined;
  }
}

let launchFlags: string[] | undefined;
function chromiumFlags(): string[] {
  if (!launchFlags) {
    const playwrights = playwrightDisabledFeatures();
    if (!playwrights) console.warn("browser tests: Playwright's disabled features not found; pages open slower");
    launchFlags = playwrights
      ? [...OFFLINE_CHROMIUM_FLAGS, `--disable-features=${[...playwrights, ...HIDDEN_BROWSER_UI_FEATURES].join(',')}`]
      : OFFLINE_CHROMIUM_FLAGS;
  }
  return launchFlags;
}

/** Chromium as the tests run it; `extraArgs` for a test's own (e.g. `--user-agent=`, which its service workers use too). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumFlags(), ...extraArgs],
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * A fresh context (no cookies) and page that records every console error. Headless Chromium names
 * itself in its user agent, so the Worker takes it for a crawler and sends pages whole; a test of
 * what a visitor's browser gets passes a visitor's `userAgent`.
 */
export async function openPage(
  browser: Browser,
  options: { locale?: string; userAgent?: string } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: options.locale ?? 'en-GB',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

/** Resolves once React has hydrated the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 15_000,
  });
}

/**
 * Resolves once React has hydrated the element `selector` names: for the parts hydrated after the
 * page (web/app/lib/hydrate-later.tsx), whose server HTML stays until their chunk has come.
 */
export async function waitForPartHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const element = document.querySelector(wanted);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    },
    selector,
    { timeout: 15_000 },
  );
}

/** axe-core's source, as @axe-core/playwright injects it. */
const AXE_SOURCE = axe.source;
/** The configuration @axe-core/playwright's legacy mode gives axe in every frame. */
const AXE_CONFIGURE = `;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: 'playwright' } })`;

/**
 * Serious and critical accessibility violations found by axe-core, as @axe-core/playwright's
 * legacy mode finds them (axe in the page itself, the pages have no cross-origin frames to reach;
 * only violations come back): axe is put into every frame, then `axe.run` in the main one. Unlike
 * AxeBuilder, axe goes into each document once (AxeBuilder evaluates its 550 kB source twice in
 * the main frame per run, a third of the run's CPU).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // The screen as it settles: a dialog's overlay still fading in blends the colours behind it, and
  // axe then measures a contrast no reader ever sees (looping animations, spinners, never end).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  for (const [index, frame] of page.frames().entries()) {
    const inject = async () => {
      if (!(await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) {
        await frame.evaluate(AXE_SOURCE);
      }
      await frame.evaluate(AXE_CONFIGURE);
    };
    if (index === 0) {
      await inject();
    } else {
      // As AxeBuilder: a frame that does not take axe within a second is left out.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Script Timeout')), 1000);
      });
      await Promise.race([inject(), timeout])
        .catch(() => undefined)
        .finally(() => clearTimeout(timer));
    }
  }
  // axe's own types make page.evaluate's inference too deep: the run is typed by hand.
  type Run = (context: unknown, options: unknown) => Promise<axe.AxeResults>;
  const outcome: { error: string | null; results: axe.AxeResults | null } = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: { run: Run } }).axe
        .run(context, options)
        .then((results) => ({ error: null, results }))
        .catch((error: Error) => ({ error: error.message, results: null })),
    { context: { include: [], exclude: [] }, options: { resultTypes: ['violations'] } },
  );
  if (outcome.error !== null || !outcome.results) throw new Error(outcome.error ?? 'axe returned nothing');
  return outcome.results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/**
 * The hooks of a browser suite: one Chromium per file; after each test, the tab it opened with
 * `open` is closed and must have logged no console error. `browser` is there for contexts a test
 * makes itself (e.g. without JavaScript).
 */
export function browserSuite(): {
  readonly browser: Browser;
  open(options?: { locale?: string; userAgent?: string }): Promise<TrackedPage>;
} {
  let browser: Browser | undefined;
  let tab: TrackedPage | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const errors = tab?.errors ?? [];
    await tab?.context.close();
    tab = undefined;
    expect(errors, 'console errors').toEqual([]);
  });
  const started = () => {
    if (!browser) throw new Error('the browser is not running: call browserSuite() at the top of the file');
    return browser;
  };
  return {
    get browser() {
      return started();
    },
    async open(options = {}) {
      tab = await openPage(started(), options);
      return tab;
    },
  };
}

/** Every request the page makes to a host other than the site's and the local content service. */
export function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') seen.push(request.url());
  });
  return seen;
}
