// Starts and stops the Firebase Auth emulator (firebase-tools, Node only, no Java) for the local
// stack and the tests, and wipes its accounts between runs.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hostPort, portAnswers, repoRoot, spawnGroup, stopGroup, waitForHttp } from './process-group';
import type { RunningEmulator } from './firestore';

export interface StartAuthEmulatorOptions {
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Port to bind; default 9099. */
  port?: number;
  /** A `demo-*` id keeps firebase-tools from reaching for real Google services. */
  projectId: string;
  /** Folder holding firebase.json (and node_modules/.bin/firebase); default the repository root. */
  cwd?: string;
  /** Project-local HOME / XDG_CONFIG_HOME for firebase-tools; default <cwd>/.firebase-home. */
  homeDir?: string;
  /** Milliseconds to wait for the port to answer; default 90 000 (start-up is CPU-bound). */
  timeoutMs?: number;
}

/**
 * Runs `firebase emulators:start --only auth` in its own process group and resolves once the
 * port answers HTTP. firebase.json must disable the UI (or firebase-tools tries to download it).
 * A host/port other than firebase.json's is honoured through a generated copy of the config.
 */
export async function startAuthEmulator(options: StartAuthEmulatorOptions): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 9099;
  const cwd = path.resolve(options.cwd ?? repoRoot);
  const homeDir = path.resolve(options.homeDir ?? path.join(cwd, '.firebase-home'));
  const timeoutMs = options.timeoutMs ?? 90_000;

  const firebaseBin = path.join(cwd, 'node_modules', '.bin', 'firebase');
  if (!(await exists(firebaseBin))) {
    throw new Error(
      `Cannot start the Auth emulator: ${firebaseBin} is missing. Run \`npm install\` (firebase-tools is a devDependency).`,
    );
  }
  const configPath = path.join(cwd, 'firebase.json');
  if (!(await exists(configPath))) throw new Error(`Cannot start the Auth emulator: ${configPath} is missing.`);

  if (await portAnswers(host, port)) {
    throw new Error(
      `Cannot start the Auth emulator: ${hostPort(host, port)} is already in use ` +
        `(an emulator left running? see \`ss -ltnp 'sport = :${port}'\`).`,
    );
  }

  await mkdir(homeDir, { recursive: true });
  const effectiveConfig = await configFor(configPath, homeDir, host, port);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NO_UPDATE_NOTIFIER: '1',
    HOME: homeDir,
    XDG_CONFIG_HOME: homeDir,
    // firebase-tools prints colour codes unless told otherwise; they only clutter error tails.
    FORCE_COLOR: '0',
  };
  const args = ['emulators:start', '--only', 'auth', '--project', options.projectId, '--config', effectiveConfig];

  const started = Date.now();
  // cwd is the private home so that firebase-debug.log lands there, not in the repository.
  const group = spawnGroup(firebaseBin, args, { cwd: homeDir, env, label: 'Auth emulator' });
  try {
    await waitForHttp(`http://${hostPort(host, port)}/`, group, { timeoutMs, label: 'Auth emulator' });
  } catch (error) {
    await stopGroup(group.pid);
    if (effectiveConfig !== configPath) await rm(effectiveConfig, { force: true });
    throw error;
  }
  const startupMs = Date.now() - started;

  let stopping: Promise<void> | undefined;
  return {
    host: hostPort(host, port),
    projectId: options.projectId,
    startupMs,
    // firebase-tools shuts its hub and logging emulators down on SIGTERM within ~2 s.
    stop: () =>
      (stopping ??= stopGroup(group.pid, 10_000).then(async () => {
        if (effectiveConfig !== configPath) await rm(effectiveConfig, { force: true });
      })),
  };
}

/** Deletes every account of `projectId` in a running Auth emulator. */
export async function clearAuthEmulator(host: string, projectId: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}/accounts`, {
    method: 'DELETE',
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Clearing the Auth emulator failed: ${response.status} ${await response.text()}`);
  await response.body?.cancel();
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * firebase.json itself when it already names this host and port for auth; otherwise a copy in
 * the private home with `emulators.auth` rewritten (firebase-tools has no port flag). Paths in
 * the copy (rules, indexes) are made absolute so they still resolve from the new location.
 */
async function configFor(configPath: string, homeDir: string, host: string, port: number): Promise<string> {
  const raw: unknown = JSON.parse(await readFile(configPath, 'utf8'));
  const config = isRecord(raw) ? raw : {};
  const emulators = isRecord(config.emulators) ? config.emulators : {};
  const auth = isRecord(emulators.auth) ? emulators.auth : {};
  if (auth.port === port && (auth.host ?? '127.0.0.1') === host) return configPath;

  const base = path.dirname(configPath);
  const firestore = isRecord(config.firestore) ? { ...config.firestore } : undefined;
  if (firestore) {
    for (const key of ['rules', 'indexes'] as const) {
      const value = firestore[key];
      if (typeof value === 'string') firestore[key] = path.resolve(base, value);
    }
  }
  const copy = {
    ...config,
    ...(firestore ? { firestore } : {}),
    // The hub and logging emulators on ports beside this one: left to firebase-tools, stacks started
    // together (several port offsets) pick the same free port and the slower one exits (EADDRINUSE).
    emulators: {
      ...emulators,
      auth: { ...auth, host, port },
      hub: { host, port: port + 1 },
      logging: { host, port: port + 2 },
      ui: { enabled: false },
    },
  };
  const copyPath = path.join(homeDir, `firebase.auth-${port}.json`);
  await writeFile(copyPath, JSON.stringify(copy, null, 2));
  return copyPath;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
