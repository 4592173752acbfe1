// Identity Toolkit admin calls, against an injected fetch that stands in for Google's endpoints
// (and the emulator's), recording what the Worker sends.
import { describe, expect, it } from 'vitest';
import { exportPKCS8, generateKeyPair } from 'jose';
import { CLOUD_PLATFORM_SCOPE, createIdentityAdmin } from './identity-admin';
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
