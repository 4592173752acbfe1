// Identity Toolkit calls with the public API key (sign-in, sign-up, e-mails) against an injected
// fetch standing in for Google and the emulator: what is sent where, and how refusals and outages
// come back (Google's codes as the Firebase SDK's; worker/test/auth-forms-nojs.test.ts checks they
// read as the pages' messages).
import { describe, expect, it } from 'vitest';
import { createPasswordAuth, PasswordAuthError } from './password-auth';

interface Call {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
}

const PASSWORD = 'river-crossing-42';

function recorder(answer: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const call = {
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    };
    calls.push(call);
    return answer(call, calls.length - 1);
  };
  return { calls, fetch: fetchImpl };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const googleError = (message: string, status = 400) => json({ error: { code: status, message, errors: [] } }, status);
const signedIn = () => json({ idToken: 'id-token', localId: 'uid-1', email: 'a@example.org', refreshToken: 'r' });

async function refusal(promise: Promise<unknown>): Promise<PasswordAuthError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PasswordAuthError);
  return error as PasswordAuthError;
}

describe('where the calls go', () => {
  it('signs in at the Auth emulator with the key in the address and the password only in the body', async () => {
    const google = recorder(signedIn);
    const auth = createPasswordAuth({ apiKey: 'demo-key', emulatorHost: '127.0.0.1:9099', fetch: google.fetch });
    expect(await auth.signIn('a@example.org', PASSWORD)).toEqual({ uid: 'uid-1', idToken: 'id-token' });
    const [call] = google.calls;
    expect(call?.url).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key',
    );
    expect(call?.url).not.toContain(PASSWORD);
    expect(call?.body).toEqual({ email: 'a@example.org', password: PASSWORD, returnSecureToken: true });
  });

  it("calls Google's endpoint in production, with the site as Referer and the e-mail's language", async () => {
    const google = recorder(() => json({ email: 'a@example.org' }));
    const auth = createPasswordAuth({ apiKey: 'k', siteUrl: 'https://www.example.org', fetch: google.fetch });
    await auth.sendPasswordReset('a@example.org', { continueUrl: 'https://www.example.org/login', language: 'fr' });
    const [call] = google.calls;
    expect(call?.url).toBe('https://identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=k');
    expect(call?.headers.get('referer')).toBe('https://www.example.org/');
    expect(call?.headers.get('x-firebase-locale')).toBe('fr');
    expect(call?.body).toEqual({
      requestType: 'PASSWORD_RESET',
      email: 'a@example.org',
      continueUrl: 'https://www.example.org/login',
    });
  });

  it('sends the verification e-mail with the ID token, again without the link when Google refuses its domain', async () => {
    const google = recorder((_call, index) => (index === 0 ? googleError('UNAUTHORIZED_DOMAIN') : json({})));
    const auth = createPasswordAuth({ apiKey: 'k', fetch: google.fetch });
    await auth.sendEmailVerification('id-token', { continueUrl: 'https://elsewhere.example/login' });
    expect(google.calls.map((call) => call.body)).toEqual([
      { requestType: 'VERIFY_EMAIL', idToken: 'id-token', continueUrl: 'https://elsewhere.example/login' },
      { requestType: 'VERIFY_EMAIL', idToken: 'id-token' },
    ]);
  });

  it('creates, names and deletes accounts', async () => {
    const google = recorder((call) => (call.url.includes('signUp') ? signedIn() : json({})));
    const auth = createPasswordAuth({ apiKey: 'k', fetch: google.fetch });
    await auth.signUp('a@example.org', PASSWORD);
    await auth.updateDisplayName('id-token', 'Naledi Dlamini');
    await auth.deleteAccount('id-token');
    expect(google.calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/v1/accounts:signUp',
      '/v1/accounts:update',
      '/v1/accounts:delete',
    ]);
    expect(google.calls[1]?.body).toEqual({
      idToken: 'id-token',
      displayName: 'Naledi Dlamini',
      returnSecureToken: false,
    });
  });
});

describe('refusals and outages', () => {
  it("gives Google's refusals the Firebase SDK's codes, without the password", async () => {
    for (const [message, code] of [
      ['INVALID_LOGIN_CREDENTIALS', 'auth/invalid-credential'],
      ['INVALID_PASSWORD', 'auth/wrong-password'],
      ['EMAIL_NOT_FOUND', 'auth/user-not-found'],
      ['USER_DISABLED', 'auth/user-disabled'],
      ['TOO_MANY_ATTEMPTS_TRY_LATER : Too many unsuccessful login attempts.', 'auth/too-many-requests'],
    ] as const) {
      const auth = createPasswordAuth({ apiKey: 'k', fetch: recorder(() => googleError(message)).fetch });
      const error = await refusal(auth.signIn('a@example.org', PASSWORD));
      expect(error.code).toBe(code);
      expect(error.unavailable).toBe(false);
      expect(error.message).not.toContain(PASSWORD);
    }
  });

  it('treats no answer, a timeout, a 5xx, a refused key and an odd answer as unavailable', async () => {
    const answers: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError('connection refused')),
      () => Promise.resolve(googleError('Internal error', 503)),
      () => Promise.resolve(googleError('API key not valid. Please pass a valid API key.')),
      () => Promise.resolve(googleError('Requests from referer <empty> are blocked.', 403)),
      () => Promise.resolve(json({ unexpected: true })),
      () => Promise.resolve(new Response('<html>proxy error</html>', { status: 502 })),
    ];
    for (const answer of answers) {
      const auth = createPasswordAuth({ apiKey: 'k', fetch: recorder(answer).fetch });
      const error = await refusal(auth.signIn('a@example.org', PASSWORD));
      expect(error.unavailable).toBe(true);
      expect(error.message).not.toContain(PASSWORD);
    }
    const stuck: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const slow = createPasswordAuth({ apiKey: 'k', fetch: stuck, timeoutMs: 20 });
    expect((await refusal(slow.signIn('a@example.org', PASSWORD))).unavailable).toBe(true);
  });
});
