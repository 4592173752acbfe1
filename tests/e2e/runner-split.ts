// While the browser tests move from the vitest harness (tests/e2e/browser.ts) to @playwright/test
// (tests/e2e/fixtures.ts), each spec file runs under the runner it is written for: a file that
// imports './fixtures' is Playwright's, any other spec file vitest's. No list to keep in step.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const E2E_DIR = path.resolve(import.meta.dirname, '.');

function specFiles(): string[] {
  return readdirSync(E2E_DIR)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
}

const onPlaywright = (name: string) =>
  /from '\.\/fixtures(\.ts)?'/.test(readFileSync(path.join(E2E_DIR, name), 'utf8'));

/** Spec file names (in tests/e2e) written for @playwright/test. */
export const playwrightSpecs = (): string[] => specFiles().filter(onPlaywright);

/** Spec file names still written for the vitest harness. */
export const vitestSpecs = (): string[] => specFiles().filter((name) => !onPlaywright(name));
