// `npm test`: builds the bundles, starts the local stack on test ports (plus a second content
// service for the workerd suite, whose call counts must not be disturbed by the browser tests),
// runs every vitest project and the browser tests (@playwright/test), stops everything and exits
// with their status. Extra arguments go to vitest (e.g. `npm test -- --project node`);
// `npm test -- --project e2e [tests/e2e/<file>.spec.ts ...]` runs browser tests only.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildSite, hasBuild, shiftPorts, stackBuildDir, startStack, stopOnExit, TEST_PORTS } from './stack';
import { startContentService } from './content-service/server';
import { repoRoot } from './emulators/process-group';

const log = (line: string) => console.log(`[test] ${line}`);
const started = Date.now();
// TEST_PORT_OFFSET (e.g. 100) moves every port, the build and the state, so runs can overlap.
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
// The run's own build folder (dist-test, dist-test-<offset>), never the one `npm start` serves
// (dist-start): building there would break the running site's static files (issue #23, item 12).
let buildDir = stackBuildDir('test', offset);

// The whole run checks what CI checks (issue #32, item 8): the types and the lint first, so a green
// `npm test` means a green CI. A run given arguments (a project, files) skips them.
if (process.argv.length <= 2) {
  for (const script of ['typecheck', 'lint']) {
    log(`npm run ${script} ...`);
    const status = await new Promise<number>((resolve) =>
      spawn('npm', ['run', '-s', script], { cwd: repoRoot, stdio: 'inherit' }).on('close', (code) =>
        resolve(code ?? 1),
      ),
    );
    if (status !== 0) {
      log(
        `npm run ${script} failed (exit ${status}): fix it first (finished in ${Math.round((Date.now() - started) / 1000)} s)`,
      );
      process.exit(status);
    }
  }
}

// CTA_SKIP_BUILD=1 reuses the bundles of the previous run (quick re-runs of Worker tests); before
// the test runs had a folder of their own, offset 0 built into dist, which is still reused.
const legacyBuildDir = path.join(repoRoot, 'dist');
if (process.env.CTA_SKIP_BUILD === '1' && (hasBuild(buildDir) || (!offset && hasBuild(legacyBuildDir)))) {
  if (!hasBuild(buildDir)) buildDir = legacyBuildDir;
  log(`reusing the build in ${path.relative(repoRoot, buildDir)} (CTA_SKIP_BUILD=1)`);
} else {
  log(`building the site (browser bundles and Worker) into ${path.relative(repoRoot, buildDir)} ...`);
  buildSite(buildDir);
}

// 8790 + offset never meets another run's ports for offsets that are multiples of 100.
const workerSuiteContent = await startContentService({ port: 8790 + offset });
const stack = await startStack({
  ports: shiftPorts(TEST_PORTS, offset),
  buildDir,
  stateDir: path.join(repoRoot, '.wrangler', `test-state${offset ? `-${offset}` : ''}`),
  fresh: true,
  // Short, so a browser test can make the page wait for a slow content service again. Early heads
  // (decision 0029) only past 1.5 s, so pages keep exact statuses on a loaded machine and
  // early-head.spec.ts still sees one with a slower service.
  extraVars: { CONTENT_CACHE_TTL_SECONDS: '2', EARLY_HEAD_MS: '1500' },
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

const env = { ...process.env, ...stack.env, WORKER_TEST_CONTENT_URL: workerSuiteContent.url, CTA_BUILD_DIR: buildDir };
// Each phase also writes vitest's JSON report, so the end of the output can name every failed
// test of every phase (CI shows only the last lines of a long run).
const reportDir = path.join(repoRoot, '.wrangler', `test-reports${offset ? `-${offset}` : ''}`);
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const reports: string[] = [];
// workerd's "uncaught exception" lines (a rejected promise nobody handled, a fetch whose connection
// failed: workerd logs those even when the code catches them). A passing run prints none, so one
// that appears is a real problem: it fails the run (issue #23, item 13). Tests make a service
// unreachable with withUnreachable (worker/test/helpers.ts), never with a refused connection.
const uncaught: string[] = [];
/** Passes a child's output through, keeping workerd's uncaught exceptions. */
function watch(from: NodeJS.ReadableStream, to: NodeJS.WriteStream) {
  let partial = '';
  from.on('data', (chunk: Buffer) => {
    to.write(chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const plain = stripVTControlCharacters(line);
      if (plain.startsWith('uncaught exception;')) uncaught.push(plain.slice(0, 300));
    }
  });
}
const runVitest = (args: string[]) =>
  new Promise<number>((resolve) => {
    const report = path.join(reportDir, `phase-${reports.length + 1}.json`);
    reports.push(report);
    const reporters = args.some((arg) => arg.startsWith('--reporter'))
      ? []
      : ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
    const vitest = spawn(path.join(repoRoot, 'node_modules', '.bin', 'vitest'), ['run', ...reporters, ...args], {
      cwd: repoRoot,
      stdio: ['inherit', 'pipe', 'pipe'],
      // Its output goes through this process: keep the colours of a terminal.
      env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...env } : env,
    });
    watch(vitest.stdout, process.stdout);
    watch(vitest.stderr, process.stderr);
    vitest.on('close', (status) => resolve(status ?? 1));
  });

interface JsonReport {
  numFailedTests?: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** Names each failed test (and each file that failed outside a test) with its first error line. */
function summarizeFailures(): string[] {
  const lines: string[] = [];
  for (const report of reports) {
    let json: JsonReport;
    try {
      json = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
    } catch {
      continue; // no report (vitest stopped before writing it): its own output says why
    }
    for (const file of json.testResults ?? []) {
      const where = path.relative(repoRoot, file.name);
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) {
        const first = (test.failureMessages?.[0] ?? '').split('\n')[0]?.slice(0, 300);
        lines.push(`${where} > ${test.fullName}: ${first}`);
      }
      if (failed.length === 0 && file.status === 'failed') {
        lines.push(`${where}: ${(file.message ?? 'failed').split('\n')[0]?.slice(0, 300)}`);
      }
    }
  }
  return lines;
}

/** Runs @playwright/test (the browser specs moved to it) for `project`; its JSON report goes beside vitest's. */
const playwrightReports: string[] = [];
const runPlaywright = (project: string, files: string[]) =>
  new Promise<number>((resolve) => {
    const dir = path.join(reportDir, `playwright-${project}`);
    playwrightReports.push(path.join(dir, 'report.json'));
    const playwright = spawn(
      path.join(repoRoot, 'node_modules', '.bin', 'playwright'),
      ['test', '--project', project, '--pass-with-no-tests', ...files],
      { cwd: repoRoot, stdio: 'inherit', env: { ...env, E2E_REPORT_DIR: dir } },
    );
    playwright.on('exit', (status) => resolve(status ?? 1));
  });

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    tests: { status: string; results: { status: string; error?: { message?: string } }[] }[];
  }[];
}

/** Failed tests, and tests that failed and then passed on a retry (CI only), from Playwright's reports. */
function summarizePlaywright(): { failed: string[]; flaky: string[] } {
  const failed: string[] = [];
  const flaky: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const here = suite.file && titles.length === 0 ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `tests/e2e/${spec.file} > ${[...here, spec.title].filter(Boolean).join(' > ')}`;
        if (test.status === 'unexpected') {
          const first = test.results.find((result) => result.error)?.error?.message ?? '';
          failed.push(`${name}: ${stripVTControlCharacters(first).split('\n')[0]?.slice(0, 300)}`);
        } else if (test.status === 'flaky') {
          flaky.push(`${name} (passed on try ${test.results.length})`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const report of playwrightReports) {
    try {
      const json = JSON.parse(readFileSync(report, 'utf8')) as { suites?: PlaywrightSuite[] };
      for (const suite of json.suites ?? []) walk(suite, []);
    } catch {
      // no report (Playwright stopped before writing it): its own output says why
    }
  }
  return { failed, flaky };
}

// By default the browser suite runs after the others: on two cores, running them side by side
// (with the emulator tests starting emulators of their own) starves the browser of CPU. Its
// tests that change the content service's answers run last, alone.
const args = process.argv.slice(2);
const fileFilters = args.filter((arg, index) => !arg.startsWith('-') && args[index - 1] !== '--project');
const browserFilters = fileFilters.filter((arg) => arg.startsWith('tests/e2e/'));
let code: number;
// The browser tests, then those that change the content service's answers (or build the site), alone.
const browserPhases = async () => {
  const browserCode = await runPlaywright('e2e', browserFilters);
  const serialCode = await runPlaywright('e2e-serial', browserFilters);
  return browserCode || serialCode;
};
if (args[0] === '--project' && args[1] === 'e2e' && fileFilters.length === args.length - 2) {
  // `npm test -- --project e2e [tests/e2e/<file>...]`: the browser tests only.
  code = await browserPhases();
} else if (args.some((arg) => arg.startsWith('--project'))) {
  code = await runVitest(args);
} else {
  // With file filters, one phase may match no file; that is not a failure.
  const filtered = args.length > 0 ? ['--passWithNoTests', ...args] : [];
  code = await runVitest([
    '--project',
    'node',
    '--project',
    'web',
    '--project',
    'emulators',
    '--project',
    'worker',
    ...filtered,
  ]);
  const browserCode = args.length > 0 && browserFilters.length === 0 ? 0 : await browserPhases();
  code = code || browserCode;
}
await stopAll.stop();
const playwrightSummary = summarizePlaywright();
const failures = [...summarizeFailures(), ...playwrightSummary.failed];
if (playwrightSummary.flaky.length > 0) {
  log(`${playwrightSummary.flaky.length} browser test(s) failed and then passed on a retry:`);
  for (const line of playwrightSummary.flaky) log(`  ${line}`);
}
if (failures.length > 0) {
  log(`${failures.length} failed:`);
  for (const line of failures) log(`  ${line}`);
} else if (code !== 0) {
  log(`a vitest phase exited with ${code} (no failed test in the reports: see above)`);
}
if (uncaught.length > 0) {
  log(`workerd printed ${uncaught.length} uncaught exception(s); a passing run prints none:`);
  for (const line of uncaught.slice(0, 10)) log(`  ${line}`);
  log('  (look above each for the test file that was running; see worker/test/helpers.ts, withUnreachable)');
  code = code || 1;
}
log(`finished in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(code);
