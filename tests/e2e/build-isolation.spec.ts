// A running site keeps its static files while another stack builds (issue #23, item 12): each
// stack builds into and serves a folder of its own (dev/stack.ts `stackBuildDir`), and its
// `vite preview` serves that folder even when the checkout's `.wrangler/deploy/config.json` (which
// every build rewrites) names another. Runs alone (e2e-serial): it builds the whole site once.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stopGroup } from '#dev/emulators/process-group.ts';
import { buildSiteInBackground, hasBuild, shiftPorts, stackBuildDir, startWorker, TEST_PORTS } from '#dev/stack.ts';
import { BASE_URL, expect, test } from './fixtures';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const servedBuild = process.env.CTA_BUILD_DIR ?? '';
/** Ports beside the test stack's own (this run's offset), used by no other stack. */
const ports = (shift: number) => ({
  ...shiftPorts(TEST_PORTS, Number(new URL(BASE_URL).port) - TEST_PORTS.worker),
  worker: Number(new URL(BASE_URL).port) + shift,
});

const cleanups: (() => Promise<unknown>)[] = [];
test.afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function runningWorker(buildDir: string, shift: number) {
  const worker = await startWorker({
    ports: ports(shift),
    buildDir,
    stateDir: path.join(buildDir, '.state'),
  });
  cleanups.push(() => stopGroup(worker.process.pid));
  return worker.url;
}

/** What `url` answers for each address: status and body. */
async function fetchAll(url: string, addresses: string[]) {
  return Promise.all(
    addresses.map(async (address) => {
      const response = await fetch(`${url}${address}`);
      return { address, status: response.status, body: Buffer.from(await response.arrayBuffer()) };
    }),
  );
}

test.describe('one build folder per stack', () => {
  test('names a folder of its own for npm start, each test run and the bench, beside dist', () => {
    const folders = [stackBuildDir('start'), stackBuildDir('test'), stackBuildDir('test', 500), stackBuildDir('bench')];
    expect(new Set(folders).size).toBe(folders.length);
    for (const folder of folders) {
      // Not inside dist, which a plain `npm run build` (the deploy's) empties whole.
      expect(path.dirname(folder)).toBe(repoRoot);
      expect(path.basename(folder)).not.toBe('dist');
    }
  });

  test('keeps serving a running site’s static files while another folder is built, and serves its own', async () => {
    test.setTimeout(400_000);
    expect(hasBuild(servedBuild), `CTA_BUILD_DIR (${servedBuild}) holds this run's build`).toBe(true);
    const work = await mkdtemp(path.join(repoRoot, '.wrangler', 'build-isolation-'));
    cleanups.push(() => rm(work, { recursive: true, force: true }));
    // The running site: a copy of this run's build, with a file no other build has.
    const site = path.join(work, 'site');
    await cp(servedBuild, site, { recursive: true });
    const marker = `build ${path.basename(work)}\n`;
    await writeFile(path.join(site, 'client', 'build-marker.txt'), marker);
    const assets = (await readdir(path.join(site, 'client', 'assets'))).filter((name) => /\.(js|css)$/.test(name));
    const addresses = [
      '/favicon.svg',
      '/sw.js',
      '/build-marker.txt',
      ...assets.slice(0, 20).map((name) => `/assets/${name}`),
    ];
    const expected = new Map(
      await Promise.all(
        addresses.map(async (address) => [address, await readFile(path.join(site, 'client', address))] as const),
      ),
    );
    const check = (answers: Awaited<ReturnType<typeof fetchAll>>, when: string) => {
      for (const { address, status, body } of answers) {
        expect(status, `${address} ${when}`).toBe(200);
        expect(body.equals(expected.get(address)!), `${address} ${when}: the running site's own file`).toBe(true);
      }
    };
    const url = await runningWorker(site, 41);
    check(await fetchAll(url, addresses), 'before the build');

    // Another stack builds (as `npm test` does beside `npm start`), while the site is asked for
    // its files again and again.
    const failures: string[] = [];
    let building = true;
    const polling = (async () => {
      while (building) {
        for (const { address, status } of await fetchAll(url, addresses)) {
          if (status !== 200) failures.push(`${address}: ${status}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    // The build rewrites the checkout's deploy configuration: put back what it named before (a
    // folder that stays) unless another build has rewritten it since.
    const deployConfigPath = path.join(repoRoot, '.wrangler', 'deploy', 'config.json');
    const before = await readFile(deployConfigPath, 'utf8').catch(() => undefined);
    cleanups.push(async () => {
      const now = await readFile(deployConfigPath, 'utf8');
      if (before !== undefined && now.includes(path.basename(work))) await writeFile(deployConfigPath, before);
    });
    try {
      await buildSiteInBackground(path.join(work, 'other'));
    } finally {
      building = false;
      await polling;
    }
    expect(failures).toEqual([]);
    check(await fetchAll(url, addresses), 'after the other build');

    // The checkout's deploy configuration now names the other build; a site started now on the
    // first folder still serves that folder.
    // (Never this folder, which was copied, not built; other runs' builds may have rewritten it since.)
    const deployConfig = await readFile(deployConfigPath, 'utf8');
    expect(deployConfig).not.toContain(`${path.basename(work)}/site/`);
    const second = await runningWorker(site, 42);
    check(await fetchAll(second, addresses), 'from a site started after the other build');
  });
});
