// `npm test`: builds the bundles, starts the local stack on test ports (plus a second content
// service for the workerd suite, whose call counts must not be disturbed by the browser tests),
// runs every vitest project, stops everything and exits with vitest's status.
// Extra arguments go to vitest (e.g. `npm test -- --project node`).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { startStack, stopOnExit, TEST_PORTS } from './stack';
import { startContentService } from './content-service/server';
import { repoRoot } from './emulators/process-group';

const log = (line: string) => console.log(`[test] ${line}`);
const started = Date.now();

log('building the browser bundles ...');
execFileSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });

const workerSuiteContent = await startContentService({ port: 8799 });
const stack = await startStack({
  ports: TEST_PORTS,
  stateDir: path.join(repoRoot, '.wrangler', 'test-state'),
  fresh: true,
  // Short, so a browser test can make the page wait for a slow content service again.
  extraVars: { CONTENT_CACHE_TTL_SECONDS: '2' },
  log,
});
const stopAll = {
  stop: async () => {
    await stack.stop();
    await workerSuiteContent.close();
  },
};
stopOnExit(stopAll);
log(`stack ready in ${Date.now() - started} ms`);

const vitest = spawn(path.join(repoRoot, 'node_modules', '.bin', 'vitest'), ['run', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, ...stack.env, WORKER_TEST_CONTENT_URL: workerSuiteContent.url },
});
const code = await new Promise<number>((resolve) => vitest.on('exit', (status) => resolve(status ?? 1)));
await stopAll.stop();
log(`finished in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(code);
