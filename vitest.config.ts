// Five suites: `node` (units, no emulator), `emulators` (the Firestore and Auth emulators),
// `web` (component tests of the page layer in happy-dom), `worker` (the Worker inside workerd with real local KV and Cache, vitest.worker.config.ts),
// `e2e` (Chromium against the built Worker under vite preview). `npm test` (dev/test.ts) starts what they talk to.
import { defineConfig } from 'vitest/config';
import { vitestSpecs } from './tests/e2e/runner-split.ts';

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

/** Browser tests that inject faults into the shared content service (its test controls), or build. */
const E2E_SERIAL_TESTS = [
  'tests/e2e/http.spec.ts',
  'tests/e2e/content-faults.spec.ts',
  'tests/e2e/early-head.spec.ts',
  // Builds the whole site while a copy of it is served (issue #23, item 12): alone, not beside browsers.
  'tests/e2e/build-isolation.spec.ts',
];

const VITEST_E2E = vitestSpecs().map((name) => `tests/e2e/${name}`);
/** An include that matches nothing: an empty list would mean vitest's default. */
const orNone = (files: string[]) => (files.length > 0 ? files : ['tests/e2e/none-left-on-vitest']);

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
        test: { name: 'web', environment: 'happy-dom', include: ['web/app/**/*.test.{ts,tsx}'], testTimeout: 20_000 },
      },
      ...(workerProjectWanted(process.argv) ? ['./vitest.worker.config.ts'] : []),
      {
        // Two files at a time: a browser test mostly waits (on the network, the emulators, the
        // Worker), so two Chromiums keep the two cores busy without starving each other.
        test: {
          name: 'e2e',
          environment: 'node',
          // The spec files not yet moved to @playwright/test (tests/e2e/runner-split.ts).
          include: orNone(VITEST_E2E.filter((file) => !E2E_SERIAL_TESTS.includes(file))),
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // Each worker runs its files one after another in one process (a spec keeps no state in
          // the shared helpers): no new process and no new import of playwright per file.
          isolate: false,
        },
      },
      {
        // Tests that change what the content service answers: alone, after the others.
        test: {
          name: 'e2e-serial',
          environment: 'node',
          include: orNone(VITEST_E2E.filter((file) => E2E_SERIAL_TESTS.includes(file))),
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
