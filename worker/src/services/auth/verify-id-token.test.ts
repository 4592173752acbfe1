// ID-token verification against keys of our own (generated with jose), served by an injected
// JWKS fetcher that stands in for Google's endpoint and counts its calls.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWK, type JWTPayload } from 'jose';
import { IdTokenError, type IdTokenErrorCode } from './errors';
import {
  firebaseIssuer,
  httpJwksFetcher,
  maxAgeOf,
  PublicKeyCache,
  verifyIdToken,
  type JwksDocument,
} from './verify-id-token';

const PROJECT = 'demo-verify';
const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
const NOW_S = Math.floor(T0 / 1000);

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let signingKey: PrivateKey;
let otherKey: PrivateKey;
let rotatedKey: PrivateKey;
let publicJwk: JWK;
let rotatedJwk: JWK;

beforeAll(async () => {
  const main = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  const rotated = await generateKeyPair('RS256', { extractable: true });
  signingKey = main.privateKey;
  otherKey = other.privateKey;
  rotatedKey = rotated.privateKey;
  publicJwk = { ...(await exportJWK(main.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  rotatedJwk = { ...(await exportJWK(rotated.publicKey)), kid: 'key-2', alg: 'RS256', use: 'sig' };
});

/** The claims of a valid token issued now. */
const validClaims = (): JWTPayload & Record<string, unknown> => ({
  iss: firebaseIssuer(PROJECT),
  aud: PROJECT,
  sub: 'uid-123',
  iat: NOW_S - 10,
  exp: NOW_S + 3600,
  auth_time: NOW_S - 20,
  email: 'amara@example.org',
  email_verified: true,
  firebase: { sign_in_provider: 'password' },
});

async function signed(
  claims: Record<string, unknown> = validClaims(),
  options: { key?: PrivateKey | Uint8Array; alg?: string; kid?: string | undefined } = {},
): Promise<string> {
  const header: { alg: string; typ: string; kid?: string } = { alg: options.alg ?? 'RS256', typ: 'JWT' };
  const kid = 'kid' in options ? options.kid : 'key-1';
  if (kid !== undefined) header.kid = kid;
  return new SignJWT(claims).setProtectedHeader(header).sign(options.key ?? signingKey);
}

const unsigned = (claims: Record<string, unknown> = validClaims()) => new UnsecuredJWT(claims).encode();

/** A fake of Google's endpoint: serves `document()` and counts calls. */
function fakeGoogle(initial: () => JwksDocument) {
  const state = { calls: 0, document: initial };
  return {
    state,
    keys: (now: () => number) =>
      new PublicKeyCache({
        fetchJwks: async () => {
          state.calls += 1;
          return state.document();
        },
        now,
      }),
  };
}

let clock: number;
const now = () => clock;
let google: ReturnType<typeof fakeGoogle>;
let keys: PublicKeyCache;

beforeEach(() => {
  clock = T0;
  google = fakeGoogle(() => ({ keys: [publicJwk], maxAgeSeconds: 3600 }));
  keys = google.keys(now);
});

const verify = (token: string, acceptUnsigned = false) =>
  verifyIdToken(token, { projectId: PROJECT, acceptUnsigned, keys, now });

async function refusal(promise: Promise<unknown>): Promise<IdTokenErrorCode> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof IdTokenError) return error.code;
    throw error;
  }
  throw new Error('the token was accepted');
}

describe('verifyIdToken accepts', () => {
  it('an RS256 token signed by a published key, with its claims', async () => {
    const claims = await verify(await signed());
    expect(claims).toMatchObject({ sub: 'uid-123', email: 'amara@example.org', email_verified: true, role: 'user' });
  });

  it('the role custom claim; an unknown role counts as user', async () => {
    expect((await verify(await signed({ ...validClaims(), role: 'presenter' }))).role).toBe('presenter');
    expect((await verify(await signed({ ...validClaims(), role: 'superuser' }))).role).toBe('user');
  });

  it('exp, iat and auth_time within the 60 s tolerance', async () => {
    const claims = { ...validClaims(), exp: NOW_S - 50, iat: NOW_S + 50, auth_time: NOW_S + 50 };
    expect((await verify(await signed(claims))).sub).toBe('uid-123');
  });

  it('a 128-character subject', async () => {
    const sub = 'a'.repeat(128);
    expect((await verify(await signed({ ...validClaims(), sub }))).sub).toBe(sub);
  });

  it('an unsigned emulator token in emulator mode', async () => {
    expect((await verify(unsigned(), true)).sub).toBe('uid-123');
  });
});

// Every rule, each broken alone. `emulator`: verified with emulator mode on.
const rejections: {
  name: string;
  token: () => Promise<string>;
  code: IdTokenErrorCode;
  emulator?: boolean;
}[] = [
  { name: 'an unsigned (alg none) token while emulator mode is off', token: async () => unsigned(), code: 'algorithm' },
  {
    name: 'an HS256 token (wrong algorithm), even with a known kid',
    token: () => signed(validClaims(), { alg: 'HS256', key: new TextEncoder().encode('x'.repeat(32)) }),
    code: 'algorithm',
  },
  { name: 'an RS256 token without a kid', token: () => signed(validClaims(), { kid: undefined }), code: 'unknown_key' },
  {
    name: 'an RS256 token whose kid is not published',
    token: () => signed(validClaims(), { kid: 'key-9' }),
    code: 'unknown_key',
  },
  {
    name: 'a bad signature (another key under a known kid)',
    token: () => signed(validClaims(), { key: otherKey }),
    code: 'signature',
  },
  {
    name: 'a tampered payload',
    token: async () => {
      const [header, , signature] = (await signed()).split('.');
      const payload = Buffer.from(JSON.stringify({ ...validClaims(), sub: 'someone-else' })).toString('base64url');
      return `${header}.${payload}.${signature}`;
    },
    code: 'signature',
  },
  {
    name: 'a wrong issuer',
    token: () => signed({ ...validClaims(), iss: 'https://securetoken.google.com/other' }),
    code: 'issuer',
  },
  { name: 'a wrong audience', token: () => signed({ ...validClaims(), aud: 'other-project' }), code: 'audience' },
  {
    name: 'an expired token (beyond the tolerance)',
    token: () => signed({ ...validClaims(), exp: NOW_S - 61 }),
    code: 'expired',
  },
  { name: 'iat in the future', token: () => signed({ ...validClaims(), iat: NOW_S + 120 }), code: 'issued_in_future' },
  {
    name: 'auth_time in the future',
    token: () => signed({ ...validClaims(), auth_time: NOW_S + 120 }),
    code: 'auth_time',
  },
  { name: 'an empty subject', token: () => signed({ ...validClaims(), sub: '' }), code: 'subject' },
  { name: 'a 129-character subject', token: () => signed({ ...validClaims(), sub: 'a'.repeat(129) }), code: 'subject' },
  {
    name: 'a missing auth_time',
    token: () => {
      const { auth_time: _unused, ...claims } = validClaims();
      return signed(claims);
    },
    code: 'claims',
  },
  { name: 'something that is not a JWT', token: async () => 'not-a-token', code: 'malformed' },
  { name: 'an empty string', token: async () => '', code: 'malformed' },
  // Emulator mode still checks the claims of unsigned tokens.
  {
    name: 'emulator mode: a wrong issuer',
    token: async () => unsigned({ ...validClaims(), iss: 'https://evil.example' }),
    code: 'issuer',
    emulator: true,
  },
  {
    name: 'emulator mode: a wrong audience',
    token: async () => unsigned({ ...validClaims(), aud: 'other' }),
    code: 'audience',
    emulator: true,
  },
  {
    name: 'emulator mode: an expired token',
    token: async () => unsigned({ ...validClaims(), exp: NOW_S - 61 }),
    code: 'expired',
    emulator: true,
  },
  {
    name: 'emulator mode: an empty subject',
    token: async () => unsigned({ ...validClaims(), sub: '' }),
    code: 'subject',
    emulator: true,
  },
  {
    name: 'emulator mode: iat in the future',
    token: async () => unsigned({ ...validClaims(), iat: NOW_S + 120 }),
    code: 'issued_in_future',
    emulator: true,
  },
  {
    name: 'emulator mode: an HS256 token',
    token: () => signed(validClaims(), { alg: 'HS256', key: new TextEncoder().encode('x'.repeat(32)) }),
    code: 'algorithm',
    emulator: true,
  },
];

describe('verifyIdToken refuses', () => {
  it.each(rejections)('$name ($code)', async ({ token, code, emulator }) => {
    expect(await refusal(verify(await token(), emulator ?? false))).toBe(code);
  });
});

describe("Google's keys", () => {
  it('are fetched once and reused until their max-age runs out', async () => {
    await verify(await signed());
    await verify(await signed());
    expect(google.state.calls).toBe(1);
    clock += 3599_000;
    await verify(
      await signed({ ...validClaims(), iat: Math.floor(clock / 1000), exp: Math.floor(clock / 1000) + 3600 }),
    );
    expect(google.state.calls).toBe(1);
    clock += 2000;
    await verify(
      await signed({ ...validClaims(), iat: Math.floor(clock / 1000), exp: Math.floor(clock / 1000) + 3600 }),
    );
    expect(google.state.calls).toBe(2);
  });

  it('are shared by concurrent verifications (one fetch)', async () => {
    const tokens = await Promise.all(Array.from({ length: 10 }, () => signed()));
    await Promise.all(tokens.map((token) => verify(token)));
    expect(google.state.calls).toBe(1);
  });

  it('are refetched ONCE for an unknown kid, then the token is refused', async () => {
    await verify(await signed());
    expect(google.state.calls).toBe(1);
    clock += 31_000;
    expect(await refusal(verify(await signed(validClaims(), { kid: 'key-9' })))).toBe('unknown_key');
    expect(google.state.calls).toBe(2);
    // Another made-up kid right after: refused without asking Google again.
    expect(await refusal(verify(await signed(validClaims(), { kid: 'key-10' })))).toBe('unknown_key');
    expect(google.state.calls).toBe(2);
  });

  it('pick up a rotated key through that refetch', async () => {
    await verify(await signed());
    google.state.document = () => ({ keys: [publicJwk, rotatedJwk], maxAgeSeconds: 3600 });
    clock += 31_000;
    const claims = { ...validClaims(), iat: Math.floor(clock / 1000) };
    expect((await verify(await signed(claims, { key: rotatedKey, kid: 'key-2' }))).sub).toBe('uid-123');
    expect(google.state.calls).toBe(2);
  });

  it('stay in use when Google cannot be reached after they expired', async () => {
    await verify(await signed());
    google.state.document = () => {
      throw new Error('network down');
    };
    clock += 3601_000;
    const claims = { ...validClaims(), iat: Math.floor(clock / 1000), exp: Math.floor(clock / 1000) + 3600 };
    expect((await verify(await signed(claims))).sub).toBe('uid-123');
  });

  it('missing entirely make verification fail as keys_unavailable (not as a bad token)', async () => {
    google.state.document = () => {
      throw new Error('network down');
    };
    expect(await refusal(verify(await signed()))).toBe('keys_unavailable');
  });

  it('ignore keys that are not RS256 signing keys', async () => {
    google.state.document = () => ({ keys: [{ ...publicJwk, alg: 'RS512' }], maxAgeSeconds: 60 });
    expect(await refusal(verify(await signed()))).toBe('unknown_key');
  });
});

describe('the HTTP JWKS fetcher', () => {
  it("reads the key set and the Cache-Control max-age of Google's answer", async () => {
    const urls: string[] = [];
    const fetcher = httpJwksFetcher({
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(JSON.stringify({ keys: [publicJwk] }), {
          headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=21600, must-revalidate' },
        });
      },
    });
    const document = await fetcher();
    expect(urls).toEqual(['https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com']);
    expect(document.maxAgeSeconds).toBe(21600);
    expect(document.keys[0]?.kid).toBe('key-1');
  });

  it('fails on an error status or a body that is not a key set', async () => {
    await expect(httpJwksFetcher({ fetch: async () => new Response('no', { status: 503 }) })()).rejects.toThrow(/503/);
    await expect(httpJwksFetcher({ fetch: async () => Response.json({ nope: true }) })()).rejects.toThrow(/JWK set/);
  });

  it.each([
    ['public, max-age=19204, must-revalidate, no-transform', 19204],
    ['max-age=0', 0],
    ['no-store', 0],
    ['public', undefined],
    [null, undefined],
  ])('reads max-age from %j as %j', (header, expected) => {
    expect(maxAgeOf(header)).toBe(expected);
  });
});
