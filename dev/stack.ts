// The local stack in one place: content service, Firebase Auth and Firestore emulators, and the
// built Worker under `vite preview` (the Cloudflare Vite plugin's Miniflare: workerd, local KV, R2
// and D1, its migrations applied first and its search tables built once it is up), each waited for and stopped on exit.
// `npm start` and `npm test` both use it, on different ports so they can run side by side.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { startContentService, type RunningContentService } from './content-service/server';
import { startAuthEmulator } from './emulators/auth';
import { startFirestoreEmulator, type RunningEmulator } from './emulators/firestore';
import { repoRoot, spawnGroup, stopGroup, waitForHttp, type GroupProcess } from './emulators/process-group';

export interface StackPorts {
  worker: number;
  content: number;
  auth: number;
  firestore: number;
}

export const DEV_PORTS: StackPorts = { worker: 8787, content: 8788, auth: 9099, firestore: 8080 };
export const TEST_PORTS: StackPorts = { worker: 8797, content: 8798, auth: 9199, firestore: 8180 };

/** Ports shifted by `offset`, so several test runs can share a machine. */
export const shiftPorts = (ports: StackPorts, offset: number): StackPorts => ({
  worker: ports.worker + offset,
  content: ports.content + offset,
  auth: ports.auth + offset,
  firestore: ports.firestore + offset,
});
export const PROJECT_ID = 'demo-conservation';
const HOST = '127.0.0.1';

export interface StackOptions {
  ports: StackPorts;
  /** Where wrangler keeps local KV and R2; wiped first when `fresh`. */
  stateDir: string;
  fresh?: boolean;
  /** Pack file for the content service (default: the sample pack). */
  packPath?: string;
  tokenLifetimeSeconds?: number;
  /**
   * The build to serve (its client/ and server/, made by `buildSite`); each stack has its own
   * (`stackBuildDir`). Default: dist, what a plain `npm run build` makes.
   */
  buildDir?: string;
  /**
   * Resolves once `buildDir` holds the build (`buildSiteInBackground`): the content service and the
   * emulators start at once, the Worker when the build is there. Default: it is there already.
   */
  buildReady?: Promise<void>;
  /** More Worker settings (e.g. a short content cache lifetime for tests). */
  extraVars?: Record<string, string>;
  log?: (line: string) => void;
  /**
   * Each line the Worker's server prints: the Worker's own console.warn/error (workerd's logs,
   * through the Cloudflare plugin), and the local server's warnings and errors. The stack passes
   * them to `log`, prefixed `worker:`.
   */
  workerOutput?: (line: string) => void;
  /** The port of workerd's inspector (the bench reads the isolate's heap there); Vite's default otherwise. */
  inspectorPort?: number;
}

export interface RunningStack {
  workerUrl: string;
  contentUrl: string;
  authHost: string;
  firestoreHost: string;
  /** The environment a test process needs to find every part. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Settings for wrangler and the Worker: offline, quiet, and pointed at this stack's ports. */
export function workerVars(ports: StackPorts): Record<string, string> {
  return {
    SITE_URL: `http://${HOST}:${ports.worker}`,
    CONTENT_IDENTITY_URL: `http://${HOST}:${ports.content}/connect/token`,
    CONTENT_API_URL: `http://${HOST}:${ports.content}/api`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
  };
}

export function wranglerEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    WRANGLER_LOG_PATH: path.join(repoRoot, '.wrangler', 'logs'),
    XDG_CONFIG_HOME: path.join(repoRoot, '.wrangler', 'xdg'),
  };
}

/**
 * The build folder of one kind of stack (issue #23, item 12): `npm start` builds into and serves
 * dist-start, `npm test` dist-test (dist-test-<offset> with TEST_PORT_OFFSET), the bench
 * dist-bench. Beside dist, not inside it: a plain `npm run build` empties dist whole.
 */
export function stackBuildDir(kind: 'start' | 'test' | 'bench', offset = 0): string {
  return path.join(repoRoot, offset ? `dist-${kind}-${offset}` : `dist-${kind}`);
}

/** Whether `buildDir` holds a whole build (the admin console is built last). */
export function hasBuild(buildDir: string): boolean {
  return (
    existsSync(path.join(buildDir, 'client', 'admin', 'index.html')) &&
    existsSync(path.join(buildDir, 'server', 'wrangler.json'))
  );
}

const buildArgs = ['run', 'build', '--silent'];
const buildOptions = (buildDir: string) => ({
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[],
  env: { ...process.env, CTA_BUILD_DIR: path.resolve(buildDir) },
});

/** `npm run build` into `buildDir` (the browser bundles, the Worker, the admin console, the PDFs). */
export function buildSite(buildDir: string): void {
  execFileSync('npm', buildArgs, buildOptions(buildDir));
}

/** `buildSite` without blocking this process (for a test that serves while another builds). */
export function buildSiteInBackground(buildDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn('npm', buildArgs, buildOptions(buildDir));
    build.once('error', reject);
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
  });
}

/**
 * Applies the D1 migrations (worker/migrations/, wrangler.toml's SEARCH_DB) to the local database in
 * `stateDir`, where the Worker's Miniflare keeps it (decision 0038). Quick when none is new. Without
 * blocking this process: `npm test` starts the stack while other work runs beside it.
 */
export async function applySearchMigrations(stateDir: string): Promise<void> {
  const applied = promisify(execFile)(
    path.join(repoRoot, 'node_modules', '.bin', 'wrangler'),
    ['d1', 'migrations', 'apply', 'SEARCH_DB', '--local', '--persist-to', stateDir],
    { cwd: repoRoot, env: { ...wranglerEnv(), CI: 'true' } },
  );
  try {
    await applied;
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    if (stderr) process.stderr.write(stderr);
    throw error;
  }
}

/** The cron expression of the Worker's daily search rebuild (worker/src/services/search/scheduled.ts). */
const SEARCH_REBUILD_CRON = '17 3 * * *';

/**
 * Rebuilds the search tables of the Worker at `workerUrl` from the content, by firing its daily
 * rebuild cron (the same code as in production), and waits for it; `npm run search:rebuild`.
 */
export function rebuildSearch(workerUrl: string): Promise<void> {
  return fireCron(workerUrl, SEARCH_REBUILD_CRON);
}

/**
 * Fires the Worker's cron `cron` (Miniflare's scheduled trigger) and waits until its run, its
 * waitUntil work included, is over. Over plain HTTP with no time limit: a rebuild of a large
 * library takes longer than fetch's five-minute wait for an answer.
 */
export function fireCron(workerUrl: string, cron: string): Promise<void> {
  const url = new URL(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}`, workerUrl);
  return new Promise((resolve, reject) => {
    const request = httpGet(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve()
          : reject(new Error(`the cron ${cron} answered ${response.statusCode}: ${body.slice(0, 300)}`)),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * The built Worker under `vite preview` with this stack's settings (also used by the bench). It
 * serves `buildDir` and nothing else: the folder gets a deploy configuration of its own, and the
 * preview runs with the folder as its root (dev/build/preview.config.ts).
 */
export async function startWorker(options: StackOptions): Promise<{ url: string; process: GroupProcess }> {
  const { ports } = options;
  const buildDir = path.resolve(options.buildDir ?? path.join(repoRoot, 'dist'));
  // This stack's settings for the built Worker: `vite preview` reads them from .dev.vars beside it.
  const vars = { ...workerVars(ports), ...options.extraVars };
  await writeFile(
    path.join(buildDir, 'server', '.dev.vars'),
    Object.entries(vars)
      .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
      .join('\n') + '\n',
  );
  // What the Cloudflare plugin's preview reads to find the Worker (the build writes one in the
  // checkout, naming the last build made there; this one names this folder's).
  const deployConfigDir = path.join(buildDir, '.wrangler', 'deploy');
  await mkdir(deployConfigDir, { recursive: true });
  await writeFile(
    path.join(deployConfigDir, 'config.json'),
    JSON.stringify({ configPath: '../../server/wrangler.json', auxiliaryWorkers: [] }),
  );
  await applySearchMigrations(options.stateDir);
  const process_ = spawnGroup(
    path.join(repoRoot, 'node_modules', '.bin', 'vite'),
    [
      'preview',
      '--config',
      path.join(repoRoot, 'dev', 'build', 'preview.config.ts'),
      '--strictPort',
      '--host',
      HOST,
      '--port',
      String(ports.worker),
      '--logLevel',
      'warn',
    ],
    {
      cwd: repoRoot,
      env: {
        ...wranglerEnv(),
        CTA_PERSIST_DIR: options.stateDir,
        CTA_BUILD_DIR: buildDir,
        ...(options.inspectorPort ? { CTA_INSPECTOR_PORT: String(options.inspectorPort) } : {}),
      },
      label: 'vite preview',
      onLine: options.workerOutput,
    },
  );
  const url = `http://${HOST}:${ports.worker}`;
  try {
    await waitForHttp(`${url}/healthz`, process_, { timeoutMs: 60_000, label: 'the Worker (vite preview)' });
  } catch (error) {
    await stopGroup(process_.pid);
    throw error;
  }
  return { url, process: process_ };
}

/**
 * Says so if the Worker's server exits on its own, with its last output, and stops it with the
 * stack. Until issue #24 this restarted it: `wrangler dev` 4.86 exited when a client aborted a
 * request (workers-sdk #15203/#15451). The stack runs `vite preview`, which has no such proxy, and
 * wrangler 4.164 no longer exits either (`BENCH_ONLY=wrangler-aborts npm run bench`: 10,000
 * requests, one in five aborted, server up), so an exit now is a fault to see, not to hide.
 */
function watchWorker(worker: GroupProcess, log: (line: string) => void): () => Promise<void> {
  let stopping = false;
  void worker.exited().then(({ code, signal }) => {
    if (!stopping) log(`the Worker exited (${code ?? signal}); its last output:\n${worker.outputTail()}`);
  });
  return async () => {
    stopping = true;
    await stopGroup(worker.pid);
  };
}

/** Starts every part (in parallel where they do not depend on each other). */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? (() => undefined);
  const { ports } = options;
  if (options.fresh) await rm(options.stateDir, { recursive: true, force: true });

  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  const started = Date.now();
  try {
    const contentPromise = startContentService({
      port: ports.content,
      packPath: options.packPath,
      tokenLifetimeSeconds: options.tokenLifetimeSeconds,
    }).then((service: RunningContentService) => {
      stops.push(() => service.close());
      log(`content service ready at ${service.url} (${Date.now() - started} ms)`);
      return service;
    });
    const firestorePromise = startFirestoreEmulator({
      host: HOST,
      port: ports.firestore,
      projectId: PROJECT_ID,
      rulesPath: path.join(repoRoot, 'firestore.rules'),
    }).then((emulator: RunningEmulator) => {
      stops.push(() => emulator.stop());
      log(`Firestore emulator ready at ${emulator.host} (${emulator.startupMs} ms)`);
      return emulator;
    });
    const authPromise = startAuthEmulator({ host: HOST, port: ports.auth, projectId: PROJECT_ID }).then(
      (emulator: RunningEmulator) => {
        stops.push(() => emulator.stop());
        log(`Auth emulator ready at ${emulator.host} (${emulator.startupMs} ms)`);
        return emulator;
      },
    );
    // The Worker's errors reach the terminal (npm start) or the test log (npm test).
    const workerOutput = options.workerOutput ?? ((line: string) => line.trim() && log(`worker: ${line}`));
    const workerPromise = (options.buildReady ?? Promise.resolve())
      .then(() => startWorker({ ...options, workerOutput }))
      .then((worker) => {
        stops.push(watchWorker(worker.process, log));
        log(`Worker ready at ${worker.url} (${Date.now() - started} ms)`);
        return worker;
      });
    const results = await Promise.allSettled([contentPromise, firestorePromise, authPromise, workerPromise]);
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
    const [content, firestore, auth, worker] = await Promise.all([
      contentPromise,
      firestorePromise,
      authPromise,
      workerPromise,
    ]);
    // Search answers from D1 tables built from the content (decision 0038): built before anyone asks.
    const searchStarted = Date.now();
    await rebuildSearch(worker.url);
    log(`search tables built (${Date.now() - searchStarted} ms)`);
    return {
      workerUrl: worker.url,
      contentUrl: content.url,
      authHost: auth.host,
      firestoreHost: firestore.host,
      env: {
        E2E_BASE_URL: worker.url,
        CONTENT_SERVICE_URL: content.url,
        FIREBASE_AUTH_EMULATOR_HOST: auth.host,
        FIRESTORE_EMULATOR_HOST: firestore.host,
        FIREBASE_PROJECT_ID: PROJECT_ID,
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Stops the stack on Ctrl-C, termination or normal exit. */
export function stopOnExit(stack: { stop(): Promise<void> }): void {
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    void stack.stop().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
}
