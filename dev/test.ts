// `npm test`: builds the bundles, starts the local stack on test ports (plus content services of
// their own for the workerd suite, whose call counts must not be disturbed by the browser tests),
// runs every vitest project and the browser tests (@playwright/test), stops everything and exits
// with their status. Extra arguments go to vitest (e.g. `npm test -- --project node`);
// `npm test -- --project e2e [tests/e2e/<file>.spec.ts ...]` runs browser tests only.
//
// A whole run (no arguments) does what can go side by side at once (docs/dev/testing.md, "Where the
// time goes"): the type check and the lint beside the build and the stack's start; then the workerd
// suite in two halves (each its own workerd and content service) beside the other vitest projects;
// then the browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  buildSite,
  buildSiteInBackground,
  hasBuild,
  shiftPorts,
  stackBuildDir,
  startStack,
  stopOnExit,
  TEST_PORTS,
  type RunningStack,
} from './stack';
import { startContentService, type RunningContentService } from './content-service/server';
import { repoRoot } from './emulators/process-group';

const log = (line: string) => console.log(`[test] ${line}`);
const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
// TEST_PORT_OFFSET (e.g. 100) moves every port, the build and the state, so runs can overlap.
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
// The run's own build folder (dist-test, dist-test-<offset>), never the one `npm start` serves
// (dist-start): building there would break the running site's static files (issue #23, item 12).
let buildDir = stackBuildDir('test', offset);
const args = process.argv.slice(2);
const wholeRun = args.length === 0;
const VITEST_PROJECTS = ['node', 'web', 'emulators', 'worker'];
/**
 * A whole run, or `npm test -- --project worker [--project node ...]` with nothing else: the vitest
 * projects run side by side, the workerd suite in two halves (vitestSideBySide).
 */
const sideBySide =
  wholeRun ||
  (args.length % 2 === 0 &&
    args.every((arg, index) => (index % 2 === 0 ? arg === '--project' : VITEST_PROJECTS.includes(arg))) &&
    args.includes('worker'));

/** Children to end if the run stops early (a failed check). */
const children = new Set<ChildProcess>();
/** Runs `command`, keeping its output to show at once when it ends (checks that run beside other work). */
function quietly(command: string, commandArgs: string[]): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('close', (code) => {
      children.delete(child);
      resolve({ status: code ?? 1, output });
    });
  });
}

// The whole run checks what CI checks (issue #32, item 8): the types and the lint, so a green
// `npm test` means a green CI. They run beside the build and the stack's start (each is mostly one
// core); the workerd suite waits for the type check, since its React Router plugin rewrites the
// route types the type check reads. A run given arguments (a project, files) skips them.
let failedCheck: Promise<never> | undefined;
let typecheckDone: Promise<void> = Promise.resolve();
let checksDone: Promise<void> = Promise.resolve();
if (wholeRun) {
  const check = async (script: string) => {
    const checkStarted = Date.now();
    const { status, output } = await quietly('npm', ['run', '-s', script]);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    log(
      `npm run ${script}: ${status === 0 ? 'passed' : `failed (exit ${status})`} in ${Math.round((Date.now() - checkStarted) / 1000)} s`,
    );
    return status;
  };
  log('npm run typecheck and npm run lint, beside the build ...');
  const typecheck = check('typecheck');
  const lint = check('lint');
  typecheckDone = typecheck.then(() => undefined);
  checksDone = Promise.all([typecheck, lint]).then(() => undefined);
  failedCheck = new Promise<never>((_resolve, reject) => {
    for (const [script, status] of [
      ['typecheck', typecheck],
      ['lint', lint],
    ] as const) {
      void status.then((code) => {
        if (code !== 0)
          reject(Object.assign(new Error(`npm run ${script} failed (exit ${code}): fix it first`), { code }));
      });
    }
  });
  failedCheck.catch(() => undefined);
}

// CTA_SKIP_BUILD=1 reuses the bundles of the previous run (quick re-runs of Worker tests); before
// the test runs had a folder of their own, offset 0 built into dist, which is still reused.
const legacyBuildDir = path.join(repoRoot, 'dist');
let built: Promise<void>;
if (process.env.CTA_SKIP_BUILD === '1' && (hasBuild(buildDir) || (!offset && hasBuild(legacyBuildDir)))) {
  if (!hasBuild(buildDir)) buildDir = legacyBuildDir;
  log(`reusing the build in ${path.relative(repoRoot, buildDir)} (CTA_SKIP_BUILD=1)`);
  built = Promise.resolve();
} else if (wholeRun) {
  log(`building the site (browser bundles and Worker) into ${path.relative(repoRoot, buildDir)} ...`);
  const buildStarted = Date.now();
  built = buildSiteInBackground(buildDir).then(() =>
    log(`site built in ${Math.round((Date.now() - buildStarted) / 1000)} s`),
  );
  // A failed build fails the stack's start (startStack waits for it), which says so.
  built.catch(() => undefined);
} else {
  log(`building the site (browser bundles and Worker) into ${path.relative(repoRoot, buildDir)} ...`);
  buildSite(buildDir);
  built = Promise.resolve();
}

// The workerd suite's content services (two for a whole run: one per half of the suite). 8790 and
// 8791 + offset never meet another run's ports for offsets that are multiples of 100.
const workerSuiteContent: RunningContentService[] = [];
const stopAll = {
  stop: async () => {
    for (const child of children) child.kill('SIGTERM');
    await stackStarting.then(
      (stack) => stack.stop(),
      () => undefined,
    );
    await Promise.all(workerSuiteContent.map((service) => service.close()));
  },
};
const stackStarting: Promise<RunningStack> = (async () => {
  for (let index = 0; index < (sideBySide ? 2 : 1); index += 1) {
    workerSuiteContent.push(await startContentService({ port: 8790 + index + offset }));
  }
  return startStack({
    ports: shiftPorts(TEST_PORTS, offset),
    buildDir,
    buildReady: built,
    stateDir: path.join(repoRoot, '.wrangler', `test-state${offset ? `-${offset}` : ''}`),
    fresh: true,
    // Short, so a browser test can make the page wait for a slow content service again. Early heads
    // (decision 0029) only past 1.5 s, so pages keep exact statuses on a loaded machine and
    // early-head.spec.ts still sees one with a slower service. The sign-in limits' friction waits
    // 7 ms a step, not 500 (emulator mode only; rate-limits.test.ts proves the steps).
    extraVars: { CONTENT_CACHE_TTL_SECONDS: '2', EARLY_HEAD_MS: '1500', FRICTION_DELAY_STEP_MS: '7' },
    log,
  });
})();
stackStarting.catch(() => undefined);
stopOnExit(stopAll);

/** Stops everything and exits with `code` after saying why. */
async function giveUp(message: string, code: number): Promise<never> {
  log(`${message} (finished in ${seconds()} s)`);
  await stopAll.stop();
  process.exit(code);
}

let stack: RunningStack;
try {
  stack = await Promise.race([...(failedCheck ? [failedCheck] : []), stackStarting]);
} catch (error) {
  const code = (error as { code?: unknown }).code;
  await giveUp(error instanceof Error ? error.message : String(error), typeof code === 'number' ? code : 1);
}
log(`stack ready in ${Date.now() - started} ms`);

const env = {
  ...process.env,
  ...stack!.env,
  WORKER_TEST_CONTENT_URL: workerSuiteContent[0]!.url,
  CTA_BUILD_DIR: buildDir,
};
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
/**
 * Passes a child's output through, keeping workerd's uncaught exceptions. With `label` (runs side by
 * side), whole lines only, each after the label, so two runs' lines never cut into each other.
 */
function watch(from: NodeJS.ReadableStream, to: NodeJS.WriteStream, label?: string, onLine?: (line: string) => void) {
  let partial = '';
  const keep = (line: string) => {
    onLine?.(line);
    const plain = stripVTControlCharacters(line);
    if (plain.startsWith('uncaught exception;')) uncaught.push(plain.slice(0, 300));
  };
  from.on('data', (chunk: Buffer) => {
    if (!label) to.write(chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (label) to.write(`${label} ${line}\n`);
      keep(line);
    }
  });
  from.on('end', () => {
    if (!partial) return;
    if (label) to.write(`${label} ${partial}\n`);
    keep(partial);
  });
}
interface VitestOptions {
  /** Runs side by side: the label of its lines. */
  label?: string;
  env?: Record<string, string>;
  /** Called once, when the run has reported its first test file (or ended). */
  onFirstFile?: () => void;
}
const runVitest = (args: string[], options: VitestOptions = {}) =>
  new Promise<number>((resolve) => {
    const report = path.join(reportDir, `phase-${reports.length + 1}.json`);
    reports.push(report);
    const reporters = args.some((arg) => arg.startsWith('--reporter'))
      ? []
      : ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
    const childEnv = { ...env, ...options.env };
    const vitest = spawn(path.join(repoRoot, 'node_modules', '.bin', 'vitest'), ['run', ...reporters, ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its output goes through this process: keep the colours of a terminal.
      env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...childEnv } : childEnv,
    });
    children.add(vitest);
    watch(vitest.stdout, process.stdout, options.label, (line) => {
      if (/\.test\.tsx?\b/.test(stripVTControlCharacters(line))) options.onFirstFile?.();
    });
    watch(vitest.stderr, process.stderr, options.label);
    vitest.on('close', (status) => {
      children.delete(vitest);
      options.onFirstFile?.();
      resolve(status ?? 1);
    });
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
const fileFilters = args.filter((arg, index) => !arg.startsWith('-') && args[index - 1] !== '--project');
const browserFilters = fileFilters.filter((arg) => arg.startsWith('tests/e2e/'));
let code: number;
// The browser tests, then those that change the content service's answers (or build the site), alone.
const browserPhases = async () => {
  const browserCode = await runPlaywright('e2e', browserFilters);
  const serialCode = await runPlaywright('e2e-serial', browserFilters);
  return browserCode || serialCode;
};
/** `work`, unless a check (type check, lint) fails first: then everything stops and the run fails. */
async function unlessACheckFails<T>(work: Promise<T>): Promise<T> {
  try {
    // A failed check first: it wins over work that is over too.
    return await Promise.race([...(failedCheck ? [failedCheck] : []), work]);
  } catch (error) {
    const failure = error as { code?: unknown; message?: string };
    return giveUp(failure.message ?? String(error), typeof failure.code === 'number' ? failure.code : 1);
  }
}
/**
 * The vitest projects `projects` (the workerd suite among them): the workerd suite in two halves
 * side by side, each with its own workerd and content service (a test file of one never sees the
 * other's faults or counts; the emulators are shared, as the browser tests share them), once the
 * type check has read the route types; the other projects beside them. The first failed status, else 0.
 */
async function vitestSideBySide(projects: string[]): Promise<number> {
  const vitestStarted = Date.now();
  const others = projects.filter((project) => project !== 'worker');
  const runs: Promise<number>[] = [];
  if (others.length > 0) {
    runs.push(
      runVitest(
        others.flatMap((project) => ['--project', project]),
        { label: `[${others.join(', ')}]` },
      ),
    );
  }
  await unlessACheckFails(typecheckDone);
  // Each half's React Router plugin empties and rewrites the route types as its config loads: the
  // second half starts once the first has run a test file, so the two never do it at once.
  for (const [index, content] of workerSuiteContent.entries()) {
    let ranOne = () => undefined as void;
    const firstFile = new Promise<void>((resolve) => (ranOne = resolve));
    const half = `${index + 1}/${workerSuiteContent.length}`;
    runs.push(
      runVitest(['--project', 'worker', `--shard=${half}`, '--no-cache'], {
        label: `[worker ${half}]`,
        env: { WORKER_TEST_CONTENT_URL: content.url },
        onFirstFile: ranOne,
      }),
    );
    await unlessACheckFails(firstFile);
  }
  const codes = await unlessACheckFails(Promise.all(runs));
  log(`vitest projects done in ${Math.round((Date.now() - vitestStarted) / 1000)} s`);
  return codes.find((status) => status !== 0) ?? 0;
}

if (args[0] === '--project' && args[1] === 'e2e' && fileFilters.length === args.length - 2) {
  // `npm test -- --project e2e [tests/e2e/<file>...]`: the browser tests only.
  code = await browserPhases();
} else if (sideBySide) {
  code = await vitestSideBySide(wholeRun ? VITEST_PROJECTS : args.filter((_arg, index) => index % 2 === 1));
  if (wholeRun) {
    // The checks end long before the tests; a run whose check failed after all fails here.
    await unlessACheckFails(checksDone);
    const browserStarted = Date.now();
    const browserCode = await browserPhases();
    log(`browser tests done in ${Math.round((Date.now() - browserStarted) / 1000)} s`);
    code = code || browserCode;
  }
} else if (args.some((arg) => arg.startsWith('--project'))) {
  code = await runVitest(args);
} else {
  // With file filters, one phase may match no file; that is not a failure.
  code = await runVitest([
    '--passWithNoTests',
    '--project',
    'node',
    '--project',
    'web',
    '--project',
    'emulators',
    '--project',
    'worker',
    ...args,
  ]);
  const browserCode = browserFilters.length === 0 ? 0 : await browserPhases();
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
