// Identity Toolkit admin calls (custom claims, look-up by e-mail) and claim merging, against an
// injected fetch that stands in for Google's endpoints (and the emulator's), recording what is sent.
import { describe, expect, it } from 'vitest';
import { exportPKCS8, generateKeyPair } from 'jose';
import { CLOUD_PLATFORM_SCOPE, createIdentityAdmin, mergeCustomClaims } from './identity-admin';
import { IdentityAdminError } from './errors';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

function recorder(answer: (call: Call, index: number) => Response) {
  const calls: Call[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : '',
    };
    calls.push(call);
    return answer(call, calls.length - 1);
  };
  return { calls, fetch: fetchImpl };
}

async function serviceAccount(email: string) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return JSON.stringify({
    client_email: email,
    private_key: await exportPKCS8(privateKey),
    project_id: 'demo-admin',
    private_key_id: 'key-1',
  });
}

describe('setCustomClaims', () => {
  it('calls the emulator as its owner with customAttributes as JSON text', async () => {
    const { calls, fetch } = recorder(() => Response.json({ localId: 'uid-1' }));
    const admin = createIdentityAdmin({ projectId: 'demo-admin', emulatorHost: '127.0.0.1:9199', fetch });
    await admin.setCustomClaims('uid-1', { role: 'presenter' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(
      'http://127.0.0.1:9199/identitytoolkit.googleapis.com/v1/projects/demo-admin/accounts:update',
    );
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer owner');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ localId: 'uid-1', customAttributes: '{"role":"presenter"}' });
  });

  it('calls Google with a service-account token of scope cloud-platform in production', async () => {
    const email = `admin-${crypto.randomUUID()}@demo-admin.iam.gserviceaccount.com`;
    const { calls, fetch } = recorder((call) =>
      call.url === 'https://oauth2.test/token'
        ? Response.json({ access_token: 'access-1', expires_in: 3600 })
        : Response.json({ localId: 'uid-1' }),
    );
    const admin = createIdentityAdmin({
      projectId: 'demo-admin',
      serviceAccountJson: await serviceAccount(email),
      tokenUri: 'https://oauth2.test/token',
      fetch,
    });
    await admin.setCustomClaims('uid-1', { role: 'user' });
    expect(calls.map((call) => call.url)).toEqual([
      'https://oauth2.test/token',
      'https://identitytoolkit.googleapis.com/v1/projects/demo-admin/accounts:update',
    ]);
    const assertion = new URLSearchParams(calls[0]?.body).get('assertion') ?? '';
    const claims = JSON.parse(Buffer.from(assertion.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims.scope).toBe(CLOUD_PLATFORM_SCOPE);
    expect(claims.iss).toBe(email);
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('gets a fresh access token once after a 401, then succeeds', async () => {
    const email = `admin-${crypto.randomUUID()}@demo-admin.iam.gserviceaccount.com`;
    let tokens = 0;
    let updates = 0;
    const { fetch } = recorder((call) => {
      if (call.url.endsWith('/token')) return Response.json({ access_token: `access-${++tokens}`, expires_in: 3600 });
      updates += 1;
      return call.headers.get('authorization') === 'Bearer access-1'
        ? Response.json({ error: { code: 401 } }, { status: 401 })
        : Response.json({});
    });
    const admin = createIdentityAdmin({
      projectId: 'demo-admin',
      serviceAccountJson: await serviceAccount(email),
      tokenUri: 'https://oauth2.test/token',
      fetch,
    });
    await admin.setCustomClaims('uid-1', { role: 'user' });
    expect({ tokens, updates }).toEqual({ tokens: 2, updates: 2 });
  });

  it('fails with an IdentityAdminError carrying the status when Google refuses', async () => {
    const { fetch } = recorder(() => Response.json({ error: { message: 'USER_NOT_FOUND' } }, { status: 400 }));
    const admin = createIdentityAdmin({ projectId: 'demo-admin', emulatorHost: '127.0.0.1:9199', fetch });
    const error = await admin.setCustomClaims('nobody', { role: 'user' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IdentityAdminError);
    expect((error as IdentityAdminError).status).toBe(400);
    expect((error as IdentityAdminError).message).toContain('USER_NOT_FOUND');
  });

  it('fails with an IdentityAdminError (not a crash) when neither emulator nor service account is set', async () => {
    const { calls, fetch } = recorder(() => Response.json({}));
    const admin = createIdentityAdmin({ projectId: 'demo-admin', fetch });
    await expect(admin.setCustomClaims('uid-1', { role: 'user' })).rejects.toBeInstanceOf(IdentityAdminError);
    await expect(
      createIdentityAdmin({ projectId: 'demo-admin', serviceAccountJson: '{not json', fetch }).setCustomClaims(
        'uid-1',
        {},
      ),
    ).rejects.toBeInstanceOf(IdentityAdminError);
    expect(calls).toHaveLength(0);
  });
});

describe('lookupByEmail', () => {
  const user = {
    localId: 'uid-7',
    email: 'ada@example.org',
    emailVerified: true,
    customAttributes: '{"role":"presenter","team":"north"}',
  };

  it('asks the emulator as its owner for the e-mail and returns uid, e-mail, verification and claims', async () => {
    const { calls, fetch } = recorder(() =>
      Response.json({ kind: 'identitytoolkit#GetAccountInfoResponse', users: [user] }),
    );
    const admin = createIdentityAdmin({ projectId: 'demo-admin', emulatorHost: '127.0.0.1:9199', fetch });
    await expect(admin.lookupByEmail('Ada@example.org')).resolves.toEqual({
      uid: 'uid-7',
      email: 'ada@example.org',
      emailVerified: true,
      customClaims: { role: 'presenter', team: 'north' },
      disabled: false,
      validSince: 0,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(
      'http://127.0.0.1:9199/identitytoolkit.googleapis.com/v1/projects/demo-admin/accounts:lookup',
    );
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer owner');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ email: ['Ada@example.org'] });
  });

  it('returns null when no account has the e-mail (Google leaves out `users`)', async () => {
    const { fetch } = recorder(() => Response.json({ kind: 'identitytoolkit#GetAccountInfoResponse' }));
    const admin = createIdentityAdmin({ projectId: 'demo-admin', emulatorHost: '127.0.0.1:9199', fetch });
    await expect(admin.lookupByEmail('nobody@example.org')).resolves.toBeNull();
  });

  it('reads an account without custom claims as {} and without emailVerified as unverified', async () => {
    const { fetch } = recorder(() => Response.json({ users: [{ localId: 'uid-8', email: 'new@example.org' }] }));
    const admin = createIdentityAdmin({ projectId: 'demo-admin', emulatorHost: '127.0.0.1:9199', fetch });
    await expect(admin.lookupByEmail('new@example.org')).resolves.toEqual({
      uid: 'uid-8',
      email: 'new@example.org',
      emailVerified: false,
      customClaims: {},
      disabled: false,
      validSince: 0,
    });
  });

  it('calls Google with a service-account token in production', async () => {
    const email = `admin-${crypto.randomUUID()}@demo-admin.iam.gserviceaccount.com`;
    const { calls, fetch } = recorder((call) =>
      call.url === 'https://oauth2.test/token'
        ? Response.json({ access_token: 'access-9', expires_in: 3600 })
        : Response.json({ users: [user] }),
    );
    const admin = createIdentityAdmin({
      projectId: 'demo-admin',
      serviceAccountJson: await serviceAccount(email),
      tokenUri: 'https://oauth2.test/token',
      fetch,
    });
    expect((await admin.lookupByEmail('ada@example.org'))?.uid).toBe('uid-7');
    expect(calls[1]?.url).toBe('https://identitytoolkit.googleapis.com/v1/projects/demo-admin/accounts:lookup');
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer access-9');
  });

  it('refuses to pick one of several accounts sharing the e-mail', async () => {
    const { fetch } = recorder(() => Response.json({ users: [user, { ...user, localId: 'uid-9' }] }));
    const admin = createIdentityAdmin({ projectId: 'demo-admin', emulatorHost: '127.0.0.1:9199', fetch });
    const error = await admin.lookupByEmail('ada@example.org').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IdentityAdminError);
    expect((error as IdentityAdminError).message).toContain('2 accounts share the e-mail ada@example.org');
  });

  it.each([
    ['custom claims that are not JSON', { users: [{ ...user, customAttributes: '{role' }] }],
    ['custom claims that are not an object', { users: [{ ...user, customAttributes: '["admin"]' }] }],
    ['an account without localId', { users: [{ email: 'ada@example.org' }] }],
    ['users that is not a list', { users: 'ada' }],
  ])('fails with an IdentityAdminError on %s', async (_name, body) => {
    const { fetch } = recorder(() => Response.json(body));
    const admin = createIdentityAdmin({ projectId: 'demo-admin', emulatorHost: '127.0.0.1:9199', fetch });
    await expect(admin.lookupByEmail('ada@example.org')).rejects.toBeInstanceOf(IdentityAdminError);
  });

  it('fails with an IdentityAdminError naming accounts:lookup and carrying the status when refused', async () => {
    const { fetch } = recorder(() => Response.json({ error: { message: 'INVALID_EMAIL' } }, { status: 400 }));
    const admin = createIdentityAdmin({ projectId: 'demo-admin', emulatorHost: '127.0.0.1:9199', fetch });
    const error = await admin.lookupByEmail('ada@').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IdentityAdminError);
    expect((error as IdentityAdminError).status).toBe(400);
    expect((error as IdentityAdminError).message).toContain('accounts:lookup answered 400');
    expect((error as IdentityAdminError).message).toContain('INVALID_EMAIL');
  });
});

describe('mergeCustomClaims', () => {
  it('changes only the given claims and keeps every other one', () => {
    const current = { role: 'presenter', team: 'north', beta: true };
    expect(mergeCustomClaims(current, { role: 'admin' })).toEqual({ role: 'admin', team: 'north', beta: true });
    expect(current).toEqual({ role: 'presenter', team: 'north', beta: true });
  });

  it('sends the merged claims to accounts:update after a lookup (read, merge, write)', async () => {
    const { calls, fetch } = recorder((call) =>
      call.url.endsWith(':lookup')
        ? Response.json({ users: [{ localId: 'uid-7', customAttributes: '{"team":"north","role":"user"}' }] })
        : Response.json({ localId: 'uid-7' }),
    );
    const admin = createIdentityAdmin({ projectId: 'demo-admin', emulatorHost: '127.0.0.1:9199', fetch });
    const found = await admin.lookupByEmail('ada@example.org');
    if (!found) throw new Error('expected the account');
    await admin.setCustomClaims(found.uid, mergeCustomClaims(found.customClaims, { role: 'admin' }));
    expect(calls[1]?.url).toMatch(/\/accounts:update$/);
    const sent = JSON.parse(calls[1]?.body ?? '') as { localId: string; customAttributes: string };
    expect(sent.localId).toBe('uid-7');
    expect(JSON.parse(sent.customAttributes)).toEqual({ team: 'north', role: 'admin' });
  });
});

describe('lookupByUid', () => {
  it('asks for the uid and reports a disabled account', async () => {
    const { calls, fetch } = recorder(() =>
      Response.json({
        users: [{ localId: 'uid-9', email: 'kofi@example.org', customAttributes: '{"role":"admin"}', disabled: true }],
      }),
    );
    const admin = createIdentityAdmin({ projectId: 'demo-admin', emulatorHost: '127.0.0.1:9199', fetch });
    await expect(admin.lookupByUid('uid-9')).resolves.toEqual({
      uid: 'uid-9',
      email: 'kofi@example.org',
      emailVerified: false,
      customClaims: { role: 'admin' },
      disabled: true,
      validSince: 0,
    });
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ localId: ['uid-9'] });
  });

  it('returns null for an unknown uid', async () => {
    const { fetch } = recorder(() => Response.json({ kind: 'identitytoolkit#GetAccountInfoResponse' }));
    const admin = createIdentityAdmin({ projectId: 'demo-admin', emulatorHost: '127.0.0.1:9199', fetch });
    await expect(admin.lookupByUid('nobody')).resolves.toBeNull();
  });
});
