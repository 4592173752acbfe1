// Starts and stops the Firestore emulator (the Google Cloud CLI's component, which runs on Java 17)
// for the local stack and the tests, and wipes or re-rules it between runs.
import { execFile } from 'node:child_process';
import { mkdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { findOnPath, hostPort, portAnswers, repoRoot, spawnGroup, stopGroup, waitForHttp } from './process-group';

const execFileAsync = promisify(execFile);

/** How to install what the emulator needs, printed when something is missing. */
export const FIRESTORE_EMULATOR_INSTALL_HINT =
  'Install Java 17+ (apt-get install -y openjdk-17-jre-headless) and the Google Cloud CLI with ' +
  '`gcloud components install cloud-firestore-emulator` ' +
  '(Debian: apt-get install google-cloud-cli-firestore-emulator). ' +
  'On a machine with internet access, `firebase emulators:start --only firestore` with Java 21 also works.';

export interface StartFirestoreEmulatorOptions {
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** Port to bind; default 8080. */
  port?: number;
  /** Reported back; the emulator itself serves every project id. */
  projectId: string;
  /** Security rules file loaded for every project (`--rules`); without it all access is open. */
  rulesPath?: string;
  /** gcloud's state folder (CLOUDSDK_CONFIG): configuration, logs, emulator env; default <repo>/.gcloud. */
  stateDir?: string;
  /** Milliseconds to wait for the port to answer; default 60 000. */
  timeoutMs?: number;
}

/** A started emulator (Firestore or Auth). */
export interface RunningEmulator {
  /** "127.0.0.1:8080": the value for FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  /** Milliseconds from spawn until the port answered. */
  startupMs: number;
  /** Stops the whole process group (launcher and java child). Safe to call twice. */
  stop(): Promise<void>;
}

/** Throws an error naming what to install when java, gcloud or the emulator component is missing. */
export async function checkFirestoreEmulatorPrerequisites(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ gcloud: string; java: string }> {
  const searchPath = env.PATH ?? '';
  const [gcloud, java] = await Promise.all([findOnPath('gcloud', searchPath), findOnPath('java', searchPath)]);
  const missing: string[] = [];
  if (!java) missing.push('`java` is not on PATH');
  if (!gcloud) missing.push('`gcloud` is not on PATH');
  if (java) {
    const major = await javaMajorVersion(java);
    if (major !== null && major < 11)
      missing.push(`java ${major} is too old (the emulator needs 11+, 17+ recommended)`);
  }
  if (gcloud && !(await firestoreComponentInstalled(gcloud, env))) {
    missing.push('the gcloud component `cloud-firestore-emulator` is not installed');
  }
  if (missing.length > 0 || !gcloud || !java) {
    throw new Error(`Cannot start the Firestore emulator: ${missing.join('; ')}. ${FIRESTORE_EMULATOR_INSTALL_HINT}`);
  }
  return { gcloud, java };
}

async function javaMajorVersion(java: string): Promise<number | null> {
  try {
    // `java -version` prints to stderr: openjdk version "17.0.15" 2025-04-15 (or "1.8.0_392").
    const { stderr, stdout } = await execFileAsync(java, ['-version'], { timeout: 15_000 });
    const match = /version "(\d+)(?:\.(\d+))?/.exec(stderr + stdout);
    if (!match?.[1]) return null;
    const first = Number(match[1]);
    return first === 1 && match[2] ? Number(match[2]) : first;
  } catch {
    return null;
  }
}

async function fileExists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

const COMPONENT_JAR = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');

async function firestoreComponentInstalled(gcloud: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  // Fast path: gcloud lives in <sdk>/bin, the component in <sdk>/platform.
  const sdkRoot = path.dirname(path.dirname(await realpath(gcloud)));
  if (await fileExists(path.join(sdkRoot, COMPONENT_JAR))) return true;
  // Unusual layouts (snap, wrappers): ask gcloud where its SDK is.
  try {
    const { stdout } = await execFileAsync(gcloud, ['info', '--format=value(installation.sdk_root)'], {
      env,
      timeout: 30_000,
    });
    const reported = stdout.trim();
    return reported !== '' && (await fileExists(path.join(reported, COMPONENT_JAR)));
  } catch {
    return false;
  }
}

/**
 * Starts `gcloud emulators firestore start` in its own process group and resolves once its port
 * answers HTTP. Loads `rulesPath` with the emulator's `--rules` flag (enforced for every request
 * not made with `Authorization: Bearer owner`). Fails at once when the port is taken.
 */
export async function startFirestoreEmulator(options: StartFirestoreEmulatorOptions): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 8080;
  const stateDir = path.resolve(options.stateDir ?? path.join(repoRoot, '.gcloud'));
  const timeoutMs = options.timeoutMs ?? 60_000;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CLOUDSDK_CONFIG: stateDir,
    CLOUDSDK_CORE_DISABLE_PROMPTS: '1',
    CLOUDSDK_CORE_DISABLE_USAGE_REPORTING: '1',
    CLOUDSDK_COMPONENT_MANAGER_DISABLE_UPDATE_CHECK: '1',
  };

  const { gcloud } = await checkFirestoreEmulatorPrerequisites(env);

  const args = ['emulators', 'firestore', 'start', `--host-port=${hostPort(host, port)}`];
  if (options.rulesPath) {
    const rulesPath = path.resolve(options.rulesPath);
    if (!(await fileExists(rulesPath))) throw new Error(`Firestore rules file not found: ${rulesPath}`);
    args.push(`--rules=${rulesPath}`);
  }

  if (await portAnswers(host, port)) {
    throw new Error(
      `Cannot start the Firestore emulator: ${hostPort(host, port)} is already in use ` +
        `(an emulator left running? see \`ss -ltnp 'sport = :${port}'\`).`,
    );
  }

  await mkdir(stateDir, { recursive: true });
  const started = Date.now();
  const group = spawnGroup(gcloud, args, { env, cwd: repoRoot, label: 'Firestore emulator' });
  try {
    await waitForHttp(`http://${hostPort(host, port)}/`, group, { timeoutMs, label: 'Firestore emulator' });
  } catch (error) {
    await stopGroup(group.pid);
    throw error;
  }
  const startupMs = Date.now() - started;

  let stopping: Promise<void> | undefined;
  return {
    host: hostPort(host, port),
    projectId: options.projectId,
    startupMs,
    stop: () => (stopping ??= stopGroup(group.pid)),
  };
}

/** Deletes every document of `projectId`'s default database (the emulator's reset endpoint). */
export async function clearFirestoreEmulator(host: string, projectId: string): Promise<void> {
  const url = `http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE', signal: AbortSignal.timeout(10_000) });
  if (!response.ok) {
    throw new Error(`Clearing the Firestore emulator failed: ${response.status} ${await response.text()}`);
  }
  await response.body?.cancel();
}

/**
 * Replaces `projectId`'s security rules in a running emulator (PUT :securityRules), e.g. to
 * reload firestore.rules after an edit without a restart. Throws with the emulator's message when
 * the rules do not compile.
 */
export async function loadFirestoreRules(host: string, projectId: string, rulesPath: string): Promise<void> {
  const content = await readFile(rulesPath, 'utf8');
  const response = await fetch(`http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: path.basename(rulesPath), content }] } }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`Loading Firestore rules failed: ${response.status} ${body}`);
}
