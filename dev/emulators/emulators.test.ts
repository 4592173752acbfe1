// The emulator launchers, for real: each test starts its own emulator on a free port (so it never
// meets the ones the test runner started), checks it answers, and checks that stop() leaves no
// process behind.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearAuthEmulator, startAuthEmulator } from './auth';
import {
  checkFirestoreEmulatorPrerequisites,
  clearFirestoreEmulator,
  startFirestoreEmulator,
  type RunningEmulator,
} from './firestore';
import { portAnswers, repoRoot } from './process-group';

const projectId = 'demo-emulator-launcher';
let stateDir: string;

beforeAll(async () => {
  stateDir = await mkdtemp(path.join(tmpdir(), 'gcloud-state-'));
});

afterAll(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Command lines of running processes that mention `needle`. */
async function processesMentioning(needle: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)('ps', ['-eo', 'args']);
  return stdout.split('\n').filter((line) => line.includes(needle) && !line.includes('ps -eo'));
}

async function withStop<T>(emulator: RunningEmulator, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } finally {
    await emulator.stop();
  }
}

describe('Firestore emulator launcher', () => {
  it('says what to install when java and gcloud are missing', async () => {
    const error = await checkFirestoreEmulatorPrerequisites({ PATH: '/nonexistent' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    const message = String(error);
    expect(message).toContain('`java` is not on PATH');
    expect(message).toContain('`gcloud` is not on PATH');
    expect(message).toContain('apt-get install -y openjdk-17-jre-headless');
    expect(message).toContain('gcloud components install cloud-firestore-emulator');
    expect(message).toContain('apt-get install google-cloud-cli-firestore-emulator');
  });

  it('starts with the rules loaded, clears data, and stop() ends the java child too', async () => {
    const port = await freePort();
    const emulator = await startFirestoreEmulator({
      port,
      projectId,
      rulesPath: path.join(repoRoot, 'firestore.rules'),
      stateDir,
    });
    expect(emulator.host).toBe(`127.0.0.1:${port}`);
    console.info(`Firestore emulator ready in ${emulator.startupMs} ms`);
    const documents = `http://${emulator.host}/v1/projects/${projectId}/databases/(default)/documents`;
    await withStop(emulator, async () => {
      expect((await fetch(`${documents}/users/x`)).status).toBe(403);
      const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };
      const written = await fetch(`${documents}/users/x`, { method: 'PATCH', headers: owner, body: '{"fields":{}}' });
      expect(written.status).toBe(200);
      await clearFirestoreEmulator(emulator.host, projectId);
      expect((await fetch(`${documents}/users/x`, { headers: owner })).status).toBe(404);
      expect(await processesMentioning(`--port=${port}`)).not.toEqual([]);
    });
    expect(await portAnswers('127.0.0.1', port)).toBe(false);
    expect(await processesMentioning(`--port=${port}`)).toEqual([]);
  }, 90_000);

  it('refuses a port that something else holds', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      await expect(startFirestoreEmulator({ port: address.port, projectId, stateDir })).rejects.toThrow(
        /already in use/,
      );
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });

  it('gives up after the timeout with the emulator output, and leaves nothing running', async () => {
    const port = await freePort();
    await expect(startFirestoreEmulator({ port, projectId, stateDir, timeoutMs: 1 })).rejects.toThrow(
      /did not answer .* within .*Last output/s,
    );
    expect(await processesMentioning(`--port=${port}`)).toEqual([]);
  }, 30_000);

  it('refuses a rules file that does not exist', async () => {
    await expect(
      startFirestoreEmulator({
        port: await freePort(),
        projectId,
        stateDir,
        rulesPath: '/nonexistent/firestore.rules',
      }),
    ).rejects.toThrow(/rules file not found/);
  });
});

describe('Auth emulator launcher', () => {
  it('starts on a given port, clears accounts, and stops its process group', async () => {
    const port = await freePort();
    const emulator = await startAuthEmulator({ port, projectId, cwd: repoRoot });
    console.info(`Auth emulator ready in ${emulator.startupMs} ms`);
    expect(emulator.host).toBe(`127.0.0.1:${port}`);
    await withStop(emulator, async () => {
      const signUp = await fetch(
        `http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'someone@example.org', password: 'a-long-password', returnSecureToken: true }),
        },
      );
      expect(signUp.status).toBe(200);
      const count = async () => {
        const response = await fetch(
          `http://${emulator.host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:query`,
          {
            method: 'POST',
            headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
            body: '{}',
          },
        );
        const body: unknown = await response.json();
        return typeof body === 'object' && body !== null && 'recordsCount' in body ? Number(body.recordsCount) : NaN;
      };
      expect(await count()).toBe(1);
      await clearAuthEmulator(emulator.host, projectId);
      expect(await count()).toBe(0);
    });
    expect(await portAnswers('127.0.0.1', port)).toBe(false);
  }, 120_000);
});
