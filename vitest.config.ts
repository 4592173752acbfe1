// Five suites: `node` (units, no emulator), `emulators` (the Firestore and Auth emulators),
// `web` (component tests of the page layer in happy-dom), `worker` (the Worker inside workerd with real local KV and Cache, vitest.worker.config.ts),
// `e2e` (Chromium against the built Worker under vite preview). `npm test` (dev/test.ts) starts what they talk to.
import { defineConfig } from 'vitest/config';

const EMULATOR_TESTS = [
  'dev/emulators/emulators.test.ts',
  'dev/admin-grant.test.ts',
  'worker/src/services/firestore/rules.test.ts',
  'worker/src/services/firestore/auth.test.ts',
  'worker/src/services/firestore/client.test.ts',
];

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
      './vitest.worker.config.ts',
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
