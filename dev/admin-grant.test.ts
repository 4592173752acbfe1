// `npm run admin:grant`: the command line and its refusals (no network), the production path
// against a faked Google (token endpoint and Identity Toolkit), and grant / revoke against the
// real Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, set by the test runner). Every emulator test
// signs up its own address, so runs and other test files never see each other's accounts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportPKCS8, generateKeyPair } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminGrant, USAGE } from './admin-grant';

/** Runs the command and keeps what it printed. */
async function grant(argv: string[], env: Record<string, string | undefined> = {}, fetchImpl?: typeof fetch) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runAdminGrant(argv, env, {
    stdout: (line) => stdout.push(line),
    stderr: (line) => stderr.push(line),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A fetch that fails the test if the command reaches the network at all. */
const noNetwork: typeof fetch = (input) => Promise.reject(new Error(`unexpected request to ${String(input)}`));

describe('admin:grant command line', () => {
  it('prints the usage for --help and exits 0', async () => {
    const result = await grant(['--help']);
    expect(result).toEqual({ code: 0, stdout: USAGE, stderr: '' });
  });

  it.each([
    ['no e-mail', []],
    ['two e-mails', ['a@example.org', 'b@example.org']],
    ['an unknown option', ['a@example.org', '--force']],
    ['--project without a value', ['a@example.org', '--project']],
    ['a project id Firebase would refuse', ['a@example.org', '--project', 'My_Project']],
    ['an emulator host without a port', ['a@example.org', '--emulator', 'localhost']],
    ['--production without --project', ['a@example.org', '--production']],
    [
      '--production with --emulator',
      ['a@example.org', '--production', '--project', 'prod-1234', '--emulator', '127.0.0.1:9099'],
    ],
  ])('exits 2 with the usage for %s', async (_name, argv) => {
    const result = await grant(argv, {}, noNetwork);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^admin:grant: .+\n\nUsage:/);
  });

  it('refuses --production while FIREBASE_AUTH_EMULATOR_HOST is set', async () => {
    const result = await grant(
      ['a@example.org', '--production', '--project', 'prod-1234'],
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_SERVICE_ACCOUNT: '{}' },
      noNetwork,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--production refused while FIREBASE_AUTH_EMULATOR_HOST is set (127.0.0.1:9099)');
  });

  it('exits 1 on a malformed e-mail before any call', async () => {
    const result = await grant(['ada.example.org', '--emulator', '127.0.0.1:9099'], {}, noNetwork);
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'admin:grant: "ada.example.org" is not an e-mail address' });
  });

  it('exits 1 naming both variables when production has no credentials', async () => {
    const result = await grant(['a@example.org', '--production', '--project', 'prod-1234'], {}, noNetwork);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('missing credentials');
    expect(result.stderr).toContain('FIREBASE_SERVICE_ACCOUNT');
    expect(result.stderr).toContain('GOOGLE_APPLICATION_CREDENTIALS');
  });

  it('exits 1 when the key is not a service-account key, or its file cannot be read', async () => {
    const bad = await grant(
      ['a@example.org', '--production', '--project', 'prod-1234'],
      { FIREBASE_SERVICE_ACCOUNT: '{"client_email":"x"}' },
      noNetwork,
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('FIREBASE_SERVICE_ACCOUNT is not a usable service-account key');
    const missing = await grant(
      ['a@example.org', '--production', '--project', 'prod-1234'],
      { GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent/key.json' },
      noNetwork,
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'cannot read the key file of GOOGLE_APPLICATION_CREDENTIALS (/nonexistent/key.json)',
    );
  });

  it('exits 1 telling to start the local stack when no emulator answers', async () => {
    const host = `127.0.0.1:${await closedPort()}`;
    const result = await grant(['a@example.org', '--emulator', host]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `admin:grant: no Auth emulator answers at ${host}: start the local stack with npm start (or pass --emulator <host:port>)`,
    );
  });
});

describe('admin:grant in production (Google faked)', () => {
  let keyDir: string;
  let keyPath: string;

  beforeAll(async () => {
    keyDir = await mkdtemp(path.join(tmpdir(), 'admin-grant-'));
    keyPath = path.join(keyDir, 'key.json');
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    await writeFile(
      keyPath,
      JSON.stringify({
        client_email: `grant-${crypto.randomUUID()}@prod-1234.iam.gserviceaccount.com`,
        private_key: await exportPKCS8(privateKey),
        project_id: 'prod-1234',
        // The key's own token endpoint, which the command must use; nothing leaves the machine.
        token_uri: 'https://oauth2.test/token',
      }),
    );
  });
  afterAll(async () => {
    await rm(keyDir, { recursive: true, force: true });
  });

  /** Google's endpoints: the token exchange, then lookup and update answered by `identity`. */
  function google(identity: (url: string, body: string) => Response) {
    const calls: { url: string; authorization: string | null; body: string }[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      calls.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization'), body });
      if (String(input) === 'https://oauth2.test/token')
        return Response.json({ access_token: 'prod-token', expires_in: 3600 });
      return identity(String(input), body);
    };
    return { calls, fetch: fetchImpl };
  }

  it('reads the key of GOOGLE_APPLICATION_CREDENTIALS and grants in the given project, keeping other claims', async () => {
    const { calls, fetch } = google((url) =>
      url.endsWith(':lookup')
        ? Response.json({
            users: [
              { localId: 'uid-p', email: 'ada@example.org', emailVerified: true, customAttributes: '{"team":"north"}' },
            ],
          })
        : Response.json({ localId: 'uid-p' }),
    );
    const result = await grant(
      ['ada@example.org', '--production', '--project', 'prod-1234'],
      { GOOGLE_APPLICATION_CREDENTIALS: keyPath },
      fetch,
    );
    expect(result).toEqual({
      code: 0,
      stdout:
        'granted admin to ada@example.org (uid uid-p) in prod-1234 (production); they get it at their next sign-in ' +
        '(or within an hour when their ID token refreshes)',
      stderr: '',
    });
    expect(calls.map((call) => call.url)).toEqual([
      'https://oauth2.test/token',
      'https://identitytoolkit.googleapis.com/v1/projects/prod-1234/accounts:lookup',
      'https://identitytoolkit.googleapis.com/v1/projects/prod-1234/accounts:update',
    ]);
    expect(calls[2]?.authorization).toBe('Bearer prod-token');
    const update = v.parse(
      v.object({ localId: v.string(), customAttributes: v.string() }),
      JSON.parse(calls[2]?.body ?? ''),
    );
    expect(update.localId).toBe('uid-p');
    expect(JSON.parse(update.customAttributes)).toEqual({ team: 'north', role: 'admin' });
  });

  it('exits 1 with the reason and what to check when Google refuses (403)', async () => {
    const { calls, fetch } = google(() =>
      Response.json({ error: { code: 403, message: 'PERMISSION_DENIED' } }, { status: 403 }),
    );
    const result = await grant(
      ['ada@example.org', '--production', '--project', 'prod-1234'],
      { GOOGLE_APPLICATION_CREDENTIALS: keyPath },
      fetch,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('accounts:lookup answered 403');
    expect(result.stderr).toContain('PERMISSION_DENIED');
    expect(result.stderr).toContain('"Firebase Authentication Admin" role');
    expect(calls.some((call) => call.url.endsWith(':update'))).toBe(false);
  });
});

describe('admin:grant against the Auth emulator', () => {
  let host: string;
  let projectId: string;

  beforeAll(async () => {
    const fromEnv = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    // Like the repository's other emulator tests: a missing emulator fails with the remedy.
    if (!fromEnv) {
      throw new Error(
        'FIREBASE_AUTH_EMULATOR_HOST is not set: these tests need a running Auth emulator. Run them through ' +
          '`npm test`, or with `npx tsx dev/emulators/run.ts --only auth -- npx vitest run --project node dev/admin-grant.test.ts`.',
      );
    }
    host = fromEnv;
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(5_000) }).catch((error: unknown) => {
      throw new Error(`No Auth emulator answers at ${host} (FIREBASE_AUTH_EMULATOR_HOST): ${String(error)}`);
    });
    await response.body?.cancel();
    // signUp lands in the emulator's own project whatever it is; its tokens name it in `aud`.
    const probe = await signUp(`probe.${crypto.randomUUID()}@example.org`);
    projectId = probe.projectId;
  });

  async function identityToolkit(pathAndQuery: string, body: unknown, owner: boolean): Promise<unknown> {
    const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${pathAndQuery}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const answer: unknown = await response.json();
    if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  }

  /** Creates an e-mail/password account the way the browser does; returns its uid and project. */
  async function signUp(email: string): Promise<{ uid: string; projectId: string }> {
    const answer = v.parse(
      v.object({ localId: v.string(), idToken: v.string() }),
      await identityToolkit(
        'accounts:signUp?key=any',
        { email, password: 'river-crossing-42', returnSecureToken: true },
        false,
      ),
    );
    const payload: unknown = JSON.parse(Buffer.from(answer.idToken.split('.')[1] ?? '', 'base64url').toString());
    return { uid: answer.localId, projectId: v.parse(v.object({ aud: v.string() }), payload).aud };
  }

  async function claimsOf(uid: string): Promise<unknown> {
    const answer = v.parse(
      v.object({ users: v.tuple([v.object({ customAttributes: v.optional(v.string()) })]) }),
      await identityToolkit(`projects/${projectId}/accounts:lookup`, { localId: [uid] }, true),
    );
    return JSON.parse(answer.users[0].customAttributes ?? '{}');
  }

  it('grants admin keeping the other claims, then revokes back to user', async () => {
    const email = `grant.${crypto.randomUUID()}@example.org`;
    const { uid } = await signUp(email);
    await identityToolkit(
      `projects/${projectId}/accounts:update`,
      { localId: uid, emailVerified: true, customAttributes: JSON.stringify({ role: 'user', team: 'north' }) },
      true,
    );
    // The emulator host comes from the environment, as `npm start` users have it.
    const env = { FIREBASE_AUTH_EMULATOR_HOST: host };

    const granted = await grant([email, '--project', projectId], env);
    expect(granted).toEqual({
      code: 0,
      stdout:
        `granted admin to ${email} (uid ${uid}) in ${projectId} (emulator); they get it at their next sign-in ` +
        '(or within an hour when their ID token refreshes)',
      stderr: '',
    });
    expect(await claimsOf(uid)).toEqual({ role: 'admin', team: 'north' });

    const again = await grant([email, '--project', projectId], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is already admin');
    expect(await claimsOf(uid)).toEqual({ role: 'admin', team: 'north' });

    const revoked = await grant([email, '--project', projectId, '--revoke'], env);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toMatch(new RegExp(`^revoked admin from ${email.replace(/\./g, '\\.')} \\(uid ${uid}\\)`));
    expect(await claimsOf(uid)).toEqual({ role: 'user', team: 'north' });
  });

  it('finds the account whatever the case of the e-mail, through --emulator', async () => {
    const email = `case.${crypto.randomUUID()}@example.org`;
    const { uid } = await signUp(email);
    const result = await grant([email.toUpperCase(), '--emulator', host, '--project', projectId], {});
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`granted admin to ${email} (uid ${uid})`);
    // signUp leaves the address unverified: the command says the site will refuse the sign-in.
    expect(result.stderr).toContain('is not verified yet');
    expect(await claimsOf(uid)).toEqual({ role: 'admin' });
  });

  it('leaves a presenter alone on --revoke: only an admin claim is taken back', async () => {
    const email = `presenter.${crypto.randomUUID()}@example.org`;
    const { uid } = await signUp(email);
    await identityToolkit(
      `projects/${projectId}/accounts:update`,
      { localId: uid, customAttributes: '{"role":"presenter"}' },
      true,
    );
    const result = await grant([email, '--project', projectId, '--revoke'], { FIREBASE_AUTH_EMULATOR_HOST: host });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('is not an admin (role presenter)');
    expect(await claimsOf(uid)).toEqual({ role: 'presenter' });
  });

  it('exits 1 for an e-mail no account has', async () => {
    const email = `unknown.${crypto.randomUUID()}@example.org`;
    const result = await grant([email, '--project', projectId], { FIREBASE_AUTH_EMULATOR_HOST: host });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `admin:grant: no user with the e-mail ${email} in ${projectId} (emulator)`,
    });
  });
});
