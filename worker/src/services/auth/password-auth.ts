/**
 * E-mail and password accounts of Firebase Authentication from the Worker, for pages posted
 * without JavaScript: the Identity Toolkit REST calls the Firebase JS SDK itself makes
 * (`accounts:signInWithPassword`, `accounts:signUp`, `accounts:update`, `accounts:delete`,
 * `accounts:sendOobCode`), with the project's PUBLIC web API key: no secret, no admin right.
 * Locally the Auth emulator, in production Google's endpoint; which one is configuration only.
 *
 * A password travels only in a request body. Errors carry Google's code and the Firebase SDK's
 * code it stands for (so a page shows the message the JavaScript flow shows), never a request
 * body; anything but a refusal Google explains (no answer, a timeout, a 5xx, a refused key) is
 * `unavailable`.
 */
import * as v from 'valibot';
import { IDENTITY_TOOLKIT_URL } from './identity-admin';

/** A person waits for each call; Google answers in well under a second. */
export const PASSWORD_AUTH_TIMEOUT_MS = 8000;

/**
 * Google's error codes → the Firebase JS SDK's (`auth/…`), as the SDK maps them
 * (@firebase/auth's SERVER_ERROR_MAP); a code absent here becomes `auth/<code-in-kebab-case>`,
 * as the SDK does too (USER_DISABLED → auth/user-disabled, WEAK_PASSWORD → auth/weak-password).
 */
const SDK_CODES: Readonly<Record<string, string>> = {
  INVALID_IDENTIFIER: 'auth/invalid-email',
  INVALID_PASSWORD: 'auth/wrong-password',
  MISSING_PASSWORD: 'auth/missing-password',
  INVALID_LOGIN_CREDENTIALS: 'auth/invalid-credential',
  INVALID_IDP_RESPONSE: 'auth/invalid-credential',
  EMAIL_EXISTS: 'auth/email-already-in-use',
  PASSWORD_LOGIN_DISABLED: 'auth/operation-not-allowed',
  EMAIL_NOT_FOUND: 'auth/user-not-found',
  RESET_PASSWORD_EXCEED_LIMIT: 'auth/too-many-requests',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'auth/password-does-not-meet-requirements',
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: 'auth/requires-recent-login',
  INVALID_ID_TOKEN: 'auth/invalid-user-token',
  TOKEN_EXPIRED: 'auth/user-token-expired',
  USER_NOT_FOUND: 'auth/user-token-expired',
  UNAUTHORIZED_DOMAIN: 'auth/unauthorized-continue-uri',
  MISSING_CONTINUE_URI: 'auth/internal-error',
  ADMIN_ONLY_OPERATION: 'auth/admin-restricted-operation',
};

/** The Firebase SDK's code for one of Google's ("WEAK_PASSWORD : Password should be…" → auth/weak-password). */
export function sdkCodeOf(serverMessage: string): string {
  const serverCode = serverMessage.split(' : ')[0]?.trim() ?? '';
  return SDK_CODES[serverCode] ?? `auth/${serverCode.toLowerCase().replace(/[_\s]+/g, '-')}`;
}

/** A refused or failed Identity Toolkit call. */
export class PasswordAuthError extends Error {
  override name = 'PasswordAuthError';
  /** Google's code ("INVALID_LOGIN_CREDENTIALS"); `UNAVAILABLE` when Google gave no usable answer. */
  readonly serverCode: string;
  /** The Firebase SDK's code for it ("auth/invalid-credential"). */
  readonly code: string;
  /** HTTP status of Google's answer; 0 when none arrived. */
  readonly status: number;

  constructor(method: string, serverCode: string, status: number, options: { detail?: string; cause?: unknown } = {}) {
    super(
      `Identity Toolkit accounts:${method}: ${serverCode} (${status})${options.detail ? ` ${options.detail}` : ''}`,
      {
        cause: options.cause,
      },
    );
    this.serverCode = serverCode;
    this.code = serverCode === 'UNAVAILABLE' ? 'auth/internal-error' : sdkCodeOf(serverCode);
    this.status = status;
  }

  /** Not the person's doing: the service could not be reached or refused this site. */
  get unavailable(): boolean {
    return this.serverCode === 'UNAVAILABLE';
  }
}

/** A signed-in (or newly created) account: its uid and a fresh ID token. */
export interface PasswordSession {
  uid: string;
  idToken: string;
}

/** Where an e-mail's link leads back to, and the language it is written in. */
export interface EmailOptions {
  /** The site's sign-in page; left out again if Google refuses it (a domain not authorised yet). */
  continueUrl?: string;
  /** "en" or "fr": the language of the e-mail (as the SDK's `auth.languageCode`). */
  language?: string;
}

export interface PasswordAuth {
  signIn(email: string, password: string): Promise<PasswordSession>;
  signUp(email: string, password: string): Promise<PasswordSession>;
  /** Sets the account's display name (the `name` of its ID tokens). */
  updateDisplayName(idToken: string, displayName: string): Promise<void>;
  /** Deletes the signed-in account (undoing a sign-up whose profile could not be stored). */
  deleteAccount(idToken: string): Promise<void>;
  sendPasswordReset(email: string, options?: EmailOptions): Promise<void>;
  sendEmailVerification(idToken: string, options?: EmailOptions): Promise<void>;
}

export interface PasswordAuthOptions {
  /** The project's public web API key (FIREBASE_API_KEY). */
  apiKey: string;
  /** "127.0.0.1:9099": the Auth emulator. Absent in production. */
  emulatorHost?: string | undefined;
  /**
   * Sent as Referer: a browser key restricted to the site's addresses accepts the Worker's calls
   * (without it Google answers 403 "Requests from referer <empty> are blocked").
   */
  siteUrl?: string | undefined;
  /** Overrides the production endpoint (tests). */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const sessionAnswer = v.object({
  idToken: v.pipe(v.string(), v.minLength(1)),
  localId: v.pipe(v.string(), v.minLength(1)),
});
const errorAnswer = v.object({ error: v.object({ message: v.string() }) });
// Google's own codes are UPPER_SNAKE ("EMAIL_EXISTS : …"); anything else (a refused API key says
// "API key not valid. Please pass a valid API key.") is about this site, not the person.
const SERVER_CODE = /^[A-Z][A-Z0-9_]+(?: : .*)?$/s;
const CONTINUE_URL_REFUSED = new Set(['INVALID_CONTINUE_URI', 'UNAUTHORIZED_DOMAIN']);

/** The client the options describe. */
export function createPasswordAuth(options: PasswordAuthOptions): PasswordAuth {
  // Workers refuse `fetch` called with a `this` other than the global object.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? PASSWORD_AUTH_TIMEOUT_MS;
  const baseUrl = options.emulatorHost
    ? `http://${options.emulatorHost}/identitytoolkit.googleapis.com`
    : (options.baseUrl ?? IDENTITY_TOOLKIT_URL).replace(/\/+$/, '');
  const referer = options.siteUrl ? new URL('/', options.siteUrl).toString() : undefined;

  /** POSTs `body` to `accounts:<method>`; Google's answer as JSON, or a PasswordAuthError. */
  async function call(method: string, body: Record<string, unknown>, language?: string): Promise<unknown> {
    const url = `${baseUrl}/v1/accounts:${method}?key=${encodeURIComponent(options.apiKey)}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(language ? { 'x-firebase-locale': language } : {}),
          ...(referer ? { referer } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const detail = cause instanceof Error ? cause.name : 'request failed';
      throw new PasswordAuthError(method, 'UNAVAILABLE', 0, { detail, cause });
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok) return answer;
    const refusal = v.safeParse(errorAnswer, answer);
    if (response.status === 400 && refusal.success && SERVER_CODE.test(refusal.output.error.message)) {
      throw new PasswordAuthError(method, refusal.output.error.message.split(' : ')[0] ?? '', 400);
    }
    // Google's message says why (a refused key or referer); it never repeats the request.
    const detail = refusal.success ? refusal.output.error.message.slice(0, 200) : undefined;
    throw new PasswordAuthError(method, 'UNAVAILABLE', response.status, detail ? { detail } : {});
  }

  async function session(method: 'signInWithPassword' | 'signUp', email: string, password: string) {
    const answer = await call(method, { email, password, returnSecureToken: true });
    const parsed = v.safeParse(sessionAnswer, answer);
    if (!parsed.success) throw new PasswordAuthError(method, 'UNAVAILABLE', 200, { detail: 'unexpected answer' });
    return { uid: parsed.output.localId, idToken: parsed.output.idToken };
  }

  /** sendOobCode with the continue link, and again without it when Google refuses the link. */
  async function sendOobCode(body: Record<string, unknown>, { continueUrl, language }: EmailOptions = {}) {
    try {
      await call('sendOobCode', continueUrl ? { ...body, continueUrl } : body, language);
    } catch (error) {
      if (!continueUrl || !(error instanceof PasswordAuthError) || !CONTINUE_URL_REFUSED.has(error.serverCode)) {
        throw error;
      }
      await call('sendOobCode', body, language);
    }
  }

  return {
    signIn: (email, password) => session('signInWithPassword', email, password),
    signUp: (email, password) => session('signUp', email, password),
    async updateDisplayName(idToken, displayName) {
      await call('update', { idToken, displayName, returnSecureToken: false });
    },
    async deleteAccount(idToken) {
      await call('delete', { idToken });
    },
    sendPasswordReset: (email, emailOptions) => sendOobCode({ requestType: 'PASSWORD_RESET', email }, emailOptions),
    sendEmailVerification: (idToken, emailOptions) =>
      sendOobCode({ requestType: 'VERIFY_EMAIL', idToken }, emailOptions),
  };
}

/** The client of the Worker's settings: the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set. */
export function passwordAuthFor(settings: {
  FIREBASE_API_KEY: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string | undefined;
  SITE_URL: string;
}): PasswordAuth {
  return createPasswordAuth({
    apiKey: settings.FIREBASE_API_KEY,
    emulatorHost: settings.FIREBASE_AUTH_EMULATOR_HOST,
    siteUrl: settings.SITE_URL,
  });
}
