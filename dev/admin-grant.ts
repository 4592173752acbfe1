// `npm run admin:grant -- <email>`: gives the Firebase user with that e-mail the admin role (custom
// claim `role: "admin"`, their other claims kept), or takes it back with --revoke. Locally in the
// Auth emulator of the local stack; with --production in the real Firebase project, through the
// Worker's own Identity Toolkit client and a service-account key. The role is a claim because the
// Worker reads it from the ID token (docs/dev/member-api.md), so there is no console page for it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { IdentityAdminError } from '#worker/src/services/auth/errors.ts';
import {
  createIdentityAdmin,
  mergeCustomClaims,
  type IdentityAdmin,
} from '#worker/src/services/auth/identity-admin.ts';
import { parseServiceAccount } from '#worker/src/services/firestore/auth.ts';
import { DEV_PORTS, PROJECT_ID } from './stack';

export const USAGE = `Usage:
  npm run admin:grant -- <email> [--revoke] [--project <id>] [--emulator <host:port>]
  npm run admin:grant -- <email> [--revoke] --production --project <firebase-project-id>

Gives the Firebase user with this e-mail the admin role (custom claim role: "admin"), keeping
their other custom claims. They get it at their next sign-in, or within an hour when their ID
token refreshes.

Local (default): the Auth emulator of the local stack (npm start) at 127.0.0.1:${DEV_PORTS.auth},
project ${PROJECT_ID}. FIREBASE_AUTH_EMULATOR_HOST or --emulator picks another emulator.

Production: --production --project <id> with a service-account key, from FIREBASE_SERVICE_ACCOUNT
(the key JSON itself, like the Worker's secret) or else GOOGLE_APPLICATION_CREDENTIALS (the path of
the key file). Refused while an emulator host is set.

Options:
  --revoke               set the role back to user (only if they are an admin)
  --production           the real Firebase project (needs --project and a key)
  --project <id>         Firebase project id (default ${PROJECT_ID} locally)
  --emulator <host:port> Auth emulator (default FIREBASE_AUTH_EMULATOR_HOST, else 127.0.0.1:${DEV_PORTS.auth})
  -h, --help             show this text`;

/** Where the command writes; tests capture it. `fetch` stands in for the network (tests). */
export interface AdminGrantIo {
  stdout?: (line: string) => void;
  stderr?: (line: string) => void;
  fetch?: typeof fetch;
}

type Target =
  | { mode: 'emulator'; projectId: string; emulatorHost: string }
  | { mode: 'production'; projectId: string; serviceAccountJson: string };

/** A failure the operator must fix; `exitCode` 2 for a wrong command line, 1 otherwise. */
class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

const ADMIN = 'admin';
const DEFAULT_ROLE = 'user';
// Google's rule for project ids: 6-30 characters, lowercase letters, digits and hyphens.
const PROJECT_ID_PATTERN = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
// host:port, the host a name, IPv4 or bracketed IPv6, as FIREBASE_AUTH_EMULATOR_HOST is written.
const EMULATOR_HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):\d{1,5}$/;
// Identity Toolkit refuses addresses of 256 characters or more.
const emailSchema = v.pipe(v.string(), v.maxLength(255), v.email());
const PICK_UP = 'at their next sign-in (or within an hour when their ID token refreshes)';

/**
 * Runs the command with `argv` (the arguments after the script) and `env`, and returns the exit
 * code: 0 done (or nothing to do), 1 failed, 2 wrong command line.
 */
export async function runAdminGrant(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: AdminGrantIo = {},
): Promise<number> {
  const stdout = io.stdout ?? ((line: string) => process.stdout.write(`${line}\n`));
  const stderr = io.stderr ?? ((line: string) => process.stderr.write(`${line}\n`));
  try {
    const options = parseCommandLine(argv);
    if (options.help) {
      stdout(USAGE);
      return 0;
    }
    const target = await resolveTarget(options, env);
    const admin = createIdentityAdmin({
      projectId: target.projectId,
      ...(target.mode === 'emulator'
        ? { emulatorHost: target.emulatorHost }
        : { serviceAccountJson: target.serviceAccountJson }),
      ...(io.fetch ? { fetch: io.fetch } : {}),
    });
    if (target.mode === 'emulator') await checkEmulatorAnswers(target.emulatorHost, io.fetch ?? fetch);
    const line = await changeRole(admin, options.email, options.revoke ? DEFAULT_ROLE : ADMIN, target, stderr);
    stdout(line);
    return 0;
  } catch (error) {
    if (error instanceof CommandError) {
      stderr(`admin:grant: ${error.message}`);
      if (error.exitCode === 2) stderr(`\n${USAGE}`);
      return error.exitCode;
    }
    stderr(`admin:grant: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

interface CommandLine {
  help: boolean;
  email: string;
  revoke: boolean;
  production: boolean;
  project: string | undefined;
  emulator: string | undefined;
}

function parseCommandLine(argv: readonly string[]): CommandLine {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        revoke: { type: 'boolean' },
        production: { type: 'boolean' },
        project: { type: 'string' },
        emulator: { type: 'string' },
      },
    });
  } catch (error) {
    throw new CommandError(error instanceof Error ? error.message : String(error), 2);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    return { help: true, email: '', revoke: false, production: false, project: undefined, emulator: undefined };
  }
  if (positionals.length !== 1) {
    throw new CommandError(positionals.length === 0 ? 'give the e-mail of the user' : 'give exactly one e-mail', 2);
  }
  return {
    help: false,
    email: positionals[0] ?? '',
    revoke: values.revoke ?? false,
    production: values.production ?? false,
    project: values.project,
    emulator: values.emulator,
  };
}

/** Where to grant: checks the combination of options and reads the credentials. */
async function resolveTarget(options: CommandLine, env: Readonly<Record<string, string | undefined>>): Promise<Target> {
  if (options.project !== undefined && !PROJECT_ID_PATTERN.test(options.project)) {
    throw new CommandError(`--project "${options.project}" is not a Firebase project id`, 2);
  }
  const envEmulator = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  if (options.production) {
    // An emulator host next to --production means the operator is unsure where they are granting.
    if (options.emulator !== undefined) throw new CommandError('--production and --emulator exclude each other', 2);
    if (envEmulator) {
      throw new CommandError(
        `--production refused while FIREBASE_AUTH_EMULATOR_HOST is set (${envEmulator}); unset it first`,
        2,
      );
    }
    if (!options.project) throw new CommandError('--production needs --project <firebase-project-id>', 2);
  }
  if (!v.is(emailSchema, options.email)) throw new CommandError(`"${options.email}" is not an e-mail address`, 1);

  if (options.production) {
    return { mode: 'production', projectId: options.project ?? '', serviceAccountJson: await readServiceAccount(env) };
  }
  const emulatorHost = options.emulator ?? envEmulator ?? `127.0.0.1:${DEV_PORTS.auth}`;
  if (!EMULATOR_HOST_PATTERN.test(emulatorHost)) {
    throw new CommandError(`emulator host "${emulatorHost}" is not <host>:<port>`, 2);
  }
  return { mode: 'emulator', projectId: options.project ?? PROJECT_ID, emulatorHost };
}

/** The service-account key JSON, checked before any call so a bad key fails with its reason. */
async function readServiceAccount(env: Readonly<Record<string, string | undefined>>): Promise<string> {
  let json: string;
  let source: string;
  if (env.FIREBASE_SERVICE_ACCOUNT) {
    json = env.FIREBASE_SERVICE_ACCOUNT;
    source = 'FIREBASE_SERVICE_ACCOUNT';
  } else if (env.GOOGLE_APPLICATION_CREDENTIALS) {
    source = `GOOGLE_APPLICATION_CREDENTIALS (${env.GOOGLE_APPLICATION_CREDENTIALS})`;
    try {
      json = await readFile(env.GOOGLE_APPLICATION_CREDENTIALS, 'utf8');
    } catch (error) {
      throw new CommandError(
        `cannot read the key file of ${source}: ${error instanceof Error ? error.message : String(error)}`,
        1,
      );
    }
  } else {
    throw new CommandError(
      'missing credentials: set FIREBASE_SERVICE_ACCOUNT to the service-account key JSON, ' +
        'or GOOGLE_APPLICATION_CREDENTIALS to the path of the key file',
      1,
    );
  }
  try {
    parseServiceAccount(json);
  } catch (error) {
    throw new CommandError(
      `${source} is not a usable service-account key: ${error instanceof Error ? error.message : String(error)}`,
      1,
    );
  }
  return json;
}

/** Fails with the remedy when nothing answers at the emulator's address. */
async function checkEmulatorAnswers(host: string, fetchImpl: typeof fetch): Promise<void> {
  try {
    const response = await fetchImpl(`http://${host}/`, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
  } catch {
    throw new CommandError(
      `no Auth emulator answers at ${host}: start the local stack with npm start (or pass --emulator <host:port>)`,
      1,
    );
  }
}

/** Looks the user up and sets `role`, keeping their other claims; returns the line to print. */
async function changeRole(
  admin: IdentityAdmin,
  email: string,
  role: typeof ADMIN | typeof DEFAULT_ROLE,
  target: Target,
  stderr: (line: string) => void,
): Promise<string> {
  const where = `${target.projectId} (${target.mode})`;
  const user = await identityCall(() => admin.lookupByEmail(email), target);
  if (!user) throw new CommandError(`no user with the e-mail ${email} in ${where}`, 1);
  const who = `${user.email} (uid ${user.uid})`;
  const current = user.customClaims.role;

  if (role === ADMIN) {
    if (current === ADMIN) return `${who} is already admin in ${where}; nothing changed`;
    // The Worker refuses sessions of unverified addresses, so the role waits for the verification.
    if (!user.emailVerified)
      stderr(`admin:grant: note: ${user.email} is not verified yet; the site refuses their sign-in until it is`);
  } else if (current !== ADMIN) {
    // Revoking must not demote a presenter: only an admin claim is taken back.
    const shown = typeof current === 'string' ? current : DEFAULT_ROLE;
    return `${who} is not an admin (role ${shown}) in ${where}; nothing changed`;
  }

  await identityCall(() => admin.setCustomClaims(user.uid, mergeCustomClaims(user.customClaims, { role })), target);
  return role === ADMIN
    ? `granted admin to ${who} in ${where}; they get it ${PICK_UP}`
    : `revoked admin from ${who} in ${where}; they are a user ${PICK_UP}, ` +
        'but a session they already hold keeps admin until it is renewed (at most 5 days)';
}

// Google's answers that have a usual cause, with what to check.
const HINTS: Readonly<Record<number, string>> = {
  401: 'the service account was refused; check the key',
  403: 'the service account needs the "Firebase Authentication Admin" role in this project',
  404: 'check the project id',
};

/** Runs an Identity Toolkit call, turning its failure into one line with a hint where one helps. */
async function identityCall<T>(call: () => Promise<T>, target: Target): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof IdentityAdminError)) throw error;
    const hint = target.mode === 'production' ? HINTS[error.status] : undefined;
    const reason = error.status === 0 ? deepestCause(error) : undefined;
    const details = [reason, hint].filter(Boolean).join('; ');
    throw new CommandError(details ? `${error.message} (${details})` : error.message, 1);
  }
}

/** The innermost `cause` of a network failure (e.g. "connect ECONNREFUSED ..."), which says why. */
function deepestCause(error: Error): string | undefined {
  let current: unknown = error.cause;
  let message: string | undefined;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    message = current.message;
    current = current.cause;
  }
  return message;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runAdminGrant(process.argv.slice(2), process.env);
}
