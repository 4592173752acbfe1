// Command line for the emulators: start them, print their hosts and start-up times, then either
// wait for Ctrl-C or run a command with FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST set
// and stop them when it ends.
//
//   tsx dev/emulators/run.ts                      # both, until Ctrl-C
//   tsx dev/emulators/run.ts --only firestore -- npx vitest run worker/src/services/firestore
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startAuthEmulator } from './auth';
import { startFirestoreEmulator, type RunningEmulator } from './firestore';
import { repoRoot } from './process-group';

const argv = process.argv.slice(2);
const separator = argv.indexOf('--');
const ownArgs = separator === -1 ? argv : argv.slice(0, separator);
const command = separator === -1 ? [] : argv.slice(separator + 1);
const onlyIndex = ownArgs.indexOf('--only');
const only = onlyIndex === -1 ? ['firestore', 'auth'] : (ownArgs[onlyIndex + 1] ?? '').split(',');
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-conservation';

const running: RunningEmulator[] = [];
const stopAll = async (): Promise<void> => {
  await Promise.all(running.map((emulator) => emulator.stop()));
};

async function main(): Promise<number> {
  const env: Record<string, string> = { FIREBASE_PROJECT_ID: projectId };
  const starts: Promise<void>[] = [];
  if (only.includes('firestore')) {
    starts.push(
      startFirestoreEmulator({
        projectId,
        rulesPath: path.join(repoRoot, 'firestore.rules'),
        stateDir: path.join(repoRoot, '.gcloud'),
      }).then((emulator) => {
        running.push(emulator);
        env.FIRESTORE_EMULATOR_HOST = emulator.host;
        console.log(`Firestore emulator on ${emulator.host} (ready in ${(emulator.startupMs / 1000).toFixed(1)} s)`);
      }),
    );
  }
  if (only.includes('auth')) {
    starts.push(
      startAuthEmulator({ projectId, cwd: repoRoot }).then((emulator) => {
        running.push(emulator);
        env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
        console.log(`Auth emulator on ${emulator.host} (ready in ${(emulator.startupMs / 1000).toFixed(1)} s)`);
      }),
    );
  }
  const results = await Promise.allSettled(starts);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;

  const [executable, ...args] = command;
  if (!executable) {
    console.log(
      Object.entries(env)
        .map(([key, value]) => `export ${key}=${value}`)
        .join('\n'),
    );
    console.log('Ctrl-C stops the emulators.');
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    return 0;
  }
  const child = spawn(executable, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const forward = (signal: NodeJS.Signals): void => void child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return await new Promise<number>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

main()
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    await stopAll();
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
