/**
 * reCAPTCHA v2 on the server: whether it is configured, and the check of a response token at
 * Google's siteverify endpoint (form-encoded POST, with a timeout). Only when both keys are set;
 * without them (the local stack) forms work without a captcha.
 */
export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** The form field the widget fills in. */
export const CAPTCHA_FIELD = 'g-recaptcha-response';
/** Google answers in well under a second; a visitor should not wait long for an outage. */
export const CAPTCHA_TIMEOUT_MS = 5000;
/** Google's tokens are about 400-2000 characters; anything far longer is not one. */
const TOKEN_MAX = 4096;

/** The public site key when the captcha is on (both keys configured), else null. */
export function captchaSiteKey(settings: {
  RECAPTCHA_SITE_KEY?: string | undefined;
  RECAPTCHA_SECRET?: string | undefined;
}): string | null {
  return settings.RECAPTCHA_SITE_KEY && settings.RECAPTCHA_SECRET ? settings.RECAPTCHA_SITE_KEY : null;
}

export type CaptchaResult =
  | { ok: true }
  /**
   * `missing`: no token was sent; `rejected`: Google refused it (expired, reused, forged);
   * `unavailable`: Google could not be asked (timeout, network, unexpected answer).
   */
  | { ok: false; reason: 'missing' | 'rejected' | 'unavailable'; detail?: string };

export interface VerifyCaptchaOptions {
  secret: string;
  /** The `g-recaptcha-response` value (anything else counts as missing). */
  token: unknown;
  /** The visitor's address, passed on to Google as `remoteip`. */
  remoteIp?: string;
  /** Tests point these at a stand-in endpoint. */
  url?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Asks siteverify whether `token` is a valid, unused answer for this site's secret. */
export async function verifyCaptcha(options: VerifyCaptchaOptions): Promise<CaptchaResult> {
  const { token } = options;
  if (typeof token !== 'string' || token.trim() === '') return { ok: false, reason: 'missing' };
  if (token.length > TOKEN_MAX) return { ok: false, reason: 'rejected', detail: 'token too long' };
  // Workers refuse `fetch` called with a `this` other than the global object.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const body = new URLSearchParams({ secret: options.secret, response: token });
  if (options.remoteIp) body.set('remoteip', options.remoteIp);
  let response: Response;
  try {
    response = await fetchImpl(options.url ?? SITEVERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? CAPTCHA_TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, reason: 'unavailable', detail: error instanceof Error ? error.name : String(error) };
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    return { ok: false, reason: 'unavailable', detail: `HTTP ${response.status}, not JSON` };
  }
  if (!response.ok || typeof answer !== 'object' || answer === null || !('success' in answer)) {
    return { ok: false, reason: 'unavailable', detail: `HTTP ${response.status}` };
  }
  if (answer.success === true) return { ok: true };
  const codes = 'error-codes' in answer && Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
  // A wrong secret is our configuration, not the visitor's answer.
  if (codes.includes('invalid-input-secret') || codes.includes('missing-input-secret')) {
    return { ok: false, reason: 'unavailable', detail: codes.join(',') };
  }
  return { ok: false, reason: 'rejected', detail: codes.join(',') };
}
