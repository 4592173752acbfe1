// The tooling runs on the Node the project installs (the npm package `node`, decision 0031), not
// on the machine's: `npm test` puts node_modules/.bin first on the PATH.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  devDependencies: Record<string, string>;
};

describe('the toolchain', () => {
  it('runs the tests on the Node 24 the project installs', () => {
    expect(manifest.devDependencies.node).toMatch(/^24\.\d+\.\d+$/);
    expect(process.versions.node).toBe(manifest.devDependencies.node);
  });

  it('pins every tool exactly, so a fresh install cannot float to an untested version', () => {
    const floating = Object.entries(manifest.devDependencies).filter(([, version]) => /^[\^~<>*]|x/.test(version));
    expect(floating).toEqual([]);
  });
});
