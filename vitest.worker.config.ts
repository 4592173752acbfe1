// The `worker` test project: the Worker inside workerd with real local KV and Cache, built from
// source by the same plugins as the site (React Router's plugin resolves the page layer's server
// build), so tests and the app share one module graph. Its own file: React Router's plugin needs
// a config file of its own. `npm test` (dev/test.ts) starts what it talks to.
import { defineProject } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { pageScripts } from './dev/build/page-scripts.ts';
import { inlineCss } from './dev/build/inline-css.ts';

const workerContentUrl = process.env.WORKER_TEST_CONTENT_URL ?? 'http://127.0.0.1:8790';
const buildDir = process.env.CTA_BUILD_DIR;
// The search tables' migrations (wrangler.toml's migrations_dir), applied to each test file's D1 by
// worker/test/setup.ts (decision 0038).
const searchMigrations = await readD1Migrations('./worker/migrations');

export default defineProject({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        ...(buildDir ? { assets: { directory: `${buildDir}/client` } } : {}),
        bindings: {
          SEARCH_MIGRATIONS: searchMigrations,
          CONTENT_IDENTITY_URL: `${workerContentUrl}/connect/token`,
          CONTENT_API_URL: `${workerContentUrl}/api`,
          CONTENT_CONTROL_URL: `${workerContentUrl}/__control`,
          DEV_MODE: 'false',
          // A revoked admin role must show within a test's patience.
          ADMIN_ROLE_CHECK_SECONDS: '1',
          // The sign-in limits' friction waits 7 ms a step, not production's 500 (emulator mode
          // only, worker/src/env.ts): rate-limits.test.ts counts the steps instead of sleeping.
          FRICTION_DELAY_STEP_MS: '7',
          // A kept page goes stale within a test's patience (decision 0021).
          PAGE_CACHE_FRESH_SECONDS: '2',
          // A talk changed in the content service reaches search within a test's patience (decision 0038).
          SEARCH_CHECK_SECONDS: '1',
          // Pages whole, with exact statuses, however loaded the machine: early-head.test.ts
          // turns early heads on for its own requests (decision 0029).
          EARLY_HEAD_MS: 'off',
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
    reactRouter(),
    pageScripts(),
    inlineCss(),
  ],
  test: {
    name: 'worker',
    include: ['worker/test/**/*.test.ts'],
    setupFiles: ['./worker/test/setup.ts'],
    testTimeout: 20_000,
  },
});
