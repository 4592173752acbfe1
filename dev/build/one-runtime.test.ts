// One runtime (issue #32, item 8): the site is served by the Cloudflare Vite plugin's workerd
// (`npm start`, the browser tests), tested by the vitest plugin's (the workerd suite) and deployed
// by wrangler's. package.json's `overrides` make the three one; this fails when an upgrade of one
// of them brings its own workerd (or miniflare) again.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The version of `dependency` as the package at `fromPackage` resolves it. */
function versionSeenBy(fromPackage: string, dependency: string): string {
  const from = createRequire(path.join(root, 'node_modules', fromPackage, 'package.json'));
  const manifest = from.resolve(`${dependency}/package.json`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

const RUNNERS = {
  served: '@cloudflare/vite-plugin',
  tested: '@cloudflare/vitest-plugin',
  deployed: 'wrangler',
} as const;

describe('one workerd for serving, testing and deploying', () => {
  for (const dependency of ['workerd', 'miniflare', 'wrangler']) {
    it(`resolves one ${dependency} for the site served, tested and deployed`, () => {
      const versions = Object.fromEntries(
        Object.entries(RUNNERS)
          .filter(([, runner]) => runner !== dependency)
          .map(([use, runner]) => [use, versionSeenBy(runner, dependency)]),
      );
      versions.root = versionSeenBy('..', dependency);
      expect(new Set(Object.values(versions)), JSON.stringify(versions)).toHaveLength(1);
    });
  }
});
