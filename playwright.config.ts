// The browser tests: @playwright/test driving Debian's Chromium (never a downloaded browser) against
// the stack `npm test` starts (dev/test.ts sets E2E_BASE_URL and the emulators' addresses).
// Two projects: `e2e`, two files at a time, then `e2e-serial`, the tests that change what the
// shared content service answers (or build the site), alone after the others.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchArgs, chromiumPath } from '#dev/chromium.ts';

/** Tests that change the content service's answers or build the site: alone, after the others. */
export const E2E_SERIAL_TESTS = [
  'http.spec.ts',
  'content-faults.spec.ts',
  'early-head.spec.ts',
  // Builds the whole site while a copy of it is served (issue #23, item 12): not beside browsers.
  'build-isolation.spec.ts',
];

const reportDir = process.env.E2E_REPORT_DIR ?? '.wrangler/playwright';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  outputDir: `${reportDir}/results`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A browser test mostly waits (on the network, the emulators, the Worker): two Chromiums keep the
  // two cores busy without starving each other.
  workers: 2,
  // The same retries on CI and locally, so a green `npm test` means a green CI (issue #32, item 8);
  // a test that failed and then passed is reported as flaky (dev/test.ts lists it). E2E_RETRIES=0
  // shows a flaky test at once.
  retries: Number(process.env.E2E_RETRIES ?? 2),
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: `${reportDir}/report.json` }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-GB',
    // Kept for a failed test only (npx playwright show-trace <file>).
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumLaunchArgs() },
  },
  projects: [
    { name: 'e2e', testIgnore: E2E_SERIAL_TESTS },
    // Run by dev/test.ts after `e2e` has finished, in a second invocation.
    { name: 'e2e-serial', testMatch: E2E_SERIAL_TESTS, workers: 1 },
  ],
});
