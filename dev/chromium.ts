// Debian's Chromium for the browser tests and the benches (never a downloaded browser), and the
// flags that keep it off the network (PLATFORM-NOTES, "Browser tests").
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH, else `chromium` (or `chromium-browser`) on the PATH; a clear error without one. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error('Chromium is not installed: apt-get install -y chromium (see .ci/run)');
  }
}

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

/** The flags the browser tests launch Chromium with: off the network, without the hidden omnibox renderers. */
export function chromiumLaunchArgs(): string[] {
  const playwrights = playwrightDisabledFeatures();
  if (!playwrights) console.warn("browser tests: Playwright's disabled features not found; pages open slower");
  return playwrights
    ? [...OFFLINE_CHROMIUM_FLAGS, `--disable-features=${[...playwrights, ...HIDDEN_BROWSER_UI_FEATURES].join(',')}`]
    : [...OFFLINE_CHROMIUM_FLAGS];
}
