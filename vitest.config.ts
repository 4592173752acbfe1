// Three suites: `node` (units, the content client and Firestore service against the local
// services), `worker` (the Worker inside workerd with real local KV and Cache, vitest.worker.config.ts),
// `e2e` (Chromium against the built Worker under vite preview). `npm test` (dev/test.ts) starts what they talk to.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'dev/**/*.test.ts', 'worker/src/**/*.test.ts', 'admin/src/**/*.test.ts'],
          testTimeout: 20_000,
        },
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
