// Four vitest suites: `node` (units, no emulator), `emulators` (the Firestore and Auth emulators),
// `web` (component tests of the page layer in happy-dom), `worker` (the Worker inside workerd with real local KV and Cache, vitest.worker.config.ts),
// and the browser tests, on @playwright/test (playwright.config.ts). `npm test` (dev/test.ts) starts what they talk to.
import { defineConfig } from 'vitest/config';
import { pageScripts } from './dev/build/page-scripts.ts';
import { inlineCss } from './dev/build/inline-css.ts';

const EMULATOR_TESTS = [
  'dev/emulators/emulators.test.ts',
  'dev/admin-grant.test.ts',
  'worker/src/services/firestore/rules.test.ts',
  'worker/src/services/firestore/auth.test.ts',
  'worker/src/services/firestore/client.test.ts',
];

/**
 * Whether `--project` leaves the `worker` project in. Its config runs React Router's plugin, which
 * starts file watchers as soon as the config is read; vitest reads it even when another project
 * is asked for, never closes them, and then waits its teardown timeout (10 s) before exiting.
 */
function workerProjectWanted(argv: string[]): boolean {
  const named = argv.flatMap((arg, index) =>
    arg === '--project'
      ? [argv[index + 1] ?? '']
      : arg.startsWith('--project=')
        ? [arg.slice('--project='.length)]
        : [],
  );
  // Patterns and negations are left to vitest.
  return named.length === 0 || named.some((name) => name === 'worker' || /[*?!{[]/.test(name));
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'dev/**/*.test.ts', 'worker/src/**/*.test.ts', 'admin/src/**/*.test.ts'],
          exclude: EMULATOR_TESTS,
          testTimeout: 20_000,
        },
      },
      {
        // Tests that start or need the Firebase emulators.
        test: { name: 'emulators', environment: 'node', include: EMULATOR_TESTS, testTimeout: 30_000 },
      },
      {
        // Component tests of the page layer (React Router's createRoutesStub, Testing Library).
        plugins: [pageScripts(), inlineCss()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          // The pages' scripts are loaded by the tests themselves, after the component's HTML
          // (web/app/test/render-html.tsx): the `<script>` tags in that HTML load nothing here, nor its
          // frames (a captcha's <noscript> fallback).
          environmentOptions: {
            happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true, disableIframePageLoading: true } },
          },
          include: ['web/app/**/*.test.{ts,tsx}', 'web/scripts/**/*.test.{ts,tsx}', 'web/sw/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      ...(workerProjectWanted(process.argv) ? ['./vitest.worker.config.ts'] : []),
    ],
  },
});
