// Three suites: `node` (units, the content client and Firestore service against the local
// services), `worker` (the Worker inside workerd with real local KV and Cache), `e2e` (Chromium
// against the Worker under wrangler dev). `npm test` (dev/test.ts) starts what they talk to.
import { defineConfig } from 'vitest/config';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';

const workerContentUrl = process.env.WORKER_TEST_CONTENT_URL ?? 'http://127.0.0.1:8790';

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
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              ...(process.env.CTA_DIST_DIR ? { assets: { directory: process.env.CTA_DIST_DIR } } : {}),
              bindings: {
                CONTENT_IDENTITY_URL: `${workerContentUrl}/connect/token`,
                CONTENT_API_URL: `${workerContentUrl}/api`,
                CONTENT_CONTROL_URL: `${workerContentUrl}/__control`,
                DEV_MODE: 'false',
                // A revoked admin role must show within a test's patience.
                ADMIN_ROLE_CHECK_SECONDS: '1',
                // The test stack's emulators (dev/test.ts), not the `npm start` ones of wrangler.toml.
                ...(process.env.FIRESTORE_EMULATOR_HOST
                  ? { FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST }
                  : {}),
                ...(process.env.FIREBASE_AUTH_EMULATOR_HOST
                  ? { FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST }
                  : {}),
              },
            },
          }),
        ],
        test: { name: 'worker', include: ['worker/test/**/*.test.ts'], testTimeout: 20_000 },
      },
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
