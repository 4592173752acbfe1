// Process plumbing shared by the emulator launchers: start a command in its own process group,
// keep the tail of its output for error messages, wait for an HTTP port, stop the whole group.
import { spawn } from 'node:child_process';
import { constants as fsConstants } from 'node:fs';
import { access } from 'node:fs/promises';
import { createConnection } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A started process group and the last lines it printed. */
export interface GroupProcess {
  readonly pid: number;
  /** The last lines of stdout and stderr together, for error messages. */
  outputTail(): string;
  /** Resolves when the group leader has exited (immediately if it already has). */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
}

const TAIL_LINES = 40;

/**
 * Spawns `command` as the leader of a new process group (`detached: true`), so that the whole
 * group (launcher script and the java/node child it starts) can be signalled at once.
 */
export function spawnGroup(
  command: string,
  args: readonly string[],
  options: {
    cwd?: string;
    env: NodeJS.ProcessEnv;
    label: string;
    /** Called with every whole line the group prints (stdout and stderr), as it comes. */
    onLine?: (line: string) => void;
  },
): GroupProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (line: string): void => {
    lines.push(line);
    if (lines.length > TAIL_LINES) lines.shift();
    options.onLine?.(line);
  };
  // One buffer per stream, so a line of one is never cut by a chunk of the other.
  const partials = { stdout: '', stderr: '' };
  const collector = (stream: keyof typeof partials) => (chunk: Buffer) => {
    const parts = (partials[stream] + chunk.toString('utf8')).split(/\r?\n/);
    partials[stream] = parts.pop() ?? '';
    for (const line of parts) keep(line);
  };
  child.stdout.on('data', collector('stdout'));
  child.stderr.on('data', collector('stderr'));

  let exitInfo: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  let spawnError: Error | undefined;
  const exitedPromise = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
    child.once('error', (error) => {
      spawnError = error;
      exitInfo = { code: null, signal: null };
      resolve(exitInfo);
    });
  });
  // Do not keep the parent alive just for the emulator's pipes; stop() is the way out.
  child.unref();

  if (child.pid === undefined) {
    // spawn failed synchronously (e.g. ENOENT); the 'error' event carries the reason.
    lines.push(`could not start ${options.label}: ${command}`);
  }

  return {
    pid: child.pid ?? -1,
    outputTail: () => {
      const all = [...lines, ...Object.values(partials).filter(Boolean)];
      const reason = spawnError ? [`spawn error: ${spawnError.message}`] : [];
      return [...all, ...reason].join('\n');
    },
    exited: () => exitedPromise,
    hasExited: () => exitInfo !== undefined,
  };
}

/** True when any process of the group `pgid` is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a process group: SIGTERM to every member, then SIGKILL after `graceMs` if any member is
 * still alive. Resolves when the group is gone. The launchers do not forward signals to their
 * children, so signalling only the leader would leave the emulator running on its port.
 */
export async function stopGroup(pgid: number, graceMs = 5_000): Promise<void> {
  if (pgid <= 0 || !groupAlive(pgid)) return;
  try {
    process.kill(-pgid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!groupAlive(pgid)) return;
    await sleep(50);
  }
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    return;
  }
  const killDeadline = Date.now() + 5_000;
  while (groupAlive(pgid) && Date.now() < killDeadline) await sleep(50);
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** True when something accepts TCP connections on host:port. */
export function portAnswers(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (result: boolean): void => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Polls `url` until it answers with any HTTP status. Fails early when the process exits, and
 * after `timeoutMs` with the last lines of the process's output in the message.
 */
export async function waitForHttp(
  url: string,
  processGroup: GroupProcess,
  options: { timeoutMs: number; label: string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (processGroup.hasExited()) {
      const { code, signal } = await processGroup.exited();
      throw new Error(
        `${options.label} exited before it was ready (code ${code ?? 'none'}, signal ${signal ?? 'none'}). ` +
          `Last output:\n${processGroup.outputTail()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.body?.cancel();
      return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${options.label} did not answer on ${url} within ${Math.round(options.timeoutMs / 1000)} s. ` +
          `Last output:\n${processGroup.outputTail()}`,
      );
    }
    await sleep(150);
  }
}

/** The absolute path of the executable `name` on `searchPath` (default PATH), or null. */
export async function findOnPath(name: string, searchPath = process.env.PATH ?? ''): Promise<string | null> {
  const dirs = searchPath.split(path.delimiter).filter(Boolean);
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    try {
      await access(candidate, fsConstants.X_OK);
      return candidate;
    } catch {
      // keep looking
    }
  }
  return null;
}

/** The repository root (two folders above this file), with a trailing separator removed. */
export const repoRoot: string = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** "host:port" as emulator clients expect it (IPv6 addresses in brackets). */
export function hostPort(host: string, port: number): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]:${port}` : `${host}:${port}`;
}
