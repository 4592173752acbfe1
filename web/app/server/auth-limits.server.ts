/**
 * The limits of the sign-in screens (decision 0030, amended 2026-12-02): nothing a stranger does
 * can keep an owner out of their account.
 *
 * - Sign-in (and resend, which signs in): failures are counted per (account, client) pair, per
 *   account and per client. Only the pair is refused (429 with the wait); an account or a client
 *   with many failures adds friction for everyone: the captcha where one is configured, else a
 *   growing delay. The right password then still signs in. The owner is mailed once a day when
 *   their account meets friction.
 * - Account mails (reset, verification, sign-up notice): one client may ask at most
 *   ACCOUNT_MAILS_PER_PAIR for one address (429 with the wait). All clients together get
 *   ACCOUNT_MAILS_PER_ADDRESS sent, then one every ACCOUNT_MAIL_SPACING; past that a reset answers
 *   as usual but sends nothing, because a link at most that old is in the inbox already.
 * - Sign-ups and resets from one client meet friction past a number (a class shares one address),
 *   and a high hard cap.
 *
 * A client is its limit key (services/limits/client-key.ts: an IPv6 client is its /64). A limit
 * that cannot be read (Firestore down) is logged and does not stop the person.
 */
import {
  ACCOUNT_FRICTION_AFTER,
  ACCOUNT_MAIL_SPACING,
  ACCOUNT_MAILS_PER_ADDRESS,
  ACCOUNT_MAILS_PER_PAIR,
  CLIENT_FRICTION_AFTER,
  FRICTION_DELAY_MAX_STEPS,
  RESET_FRICTION_AFTER,
  RESETS_PER_CLIENT,
  SIGN_IN_ALERTS_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_CLIENT,
  SIGN_IN_FAILURES_PER_PAIR,
  SIGN_UP_FRICTION_AFTER,
  SIGN_UPS_PER_CLIENT,
  type RateLimit,
} from '#shared/constants/rate-limits.ts';
import { PasswordAuthError } from '#worker/src/services/auth/password-auth.ts';
import { CAPTCHA_FIELD, captchaSiteKey, verifyCaptcha } from '#worker/src/services/forms/captcha.ts';
import { clientLimitKey } from '#worker/src/services/limits/client-key.ts';
import {
  commitWithinLimit,
  countEvent,
  limitCounts,
  limitHashKey,
  limitPath,
} from '#worker/src/services/limits/rate-limit.ts';
import { deliverAll, queueMailWrite } from '#worker/src/services/mail/outbox.ts';
import { signInAlertMail } from '#worker/src/services/mail/signup-notice.ts';
import { firestoreFor } from '#worker/src/services/members/from-settings.ts';
import type { ActionServices } from './types.server';

/** A limit's refusal: 429 with the wait, or 400 asking for the captcha. */
export interface LimitRefusal {
  code: 'refused' | 'captcha';
  /** A key of namespace `auth`. */
  key: string;
  status: number;
  retryAfterSeconds?: number;
  /** The message's values (`count`: the minutes to wait). */
  params?: Record<string, number>;
  /** The captcha's site key: the form shows the widget. */
  captchaSiteKey?: string;
}

type Check = readonly [path: string, limit: RateLimit];

const dbOf = (services: ActionServices) => firestoreFor(services.settings, services.env);
const pathOf = (services: ActionServices, kind: string, value: string) =>
  limitPath(kind, value, limitHashKey(services.settings, services.env));
const clientOf = (services: ActionServices) => clientLimitKey(services.clientIp);
const addressOf = (email: string) => email.trim().toLowerCase();

/** 429 with Retry-After and the wait in minutes in the message. */
export const waitRefusal = (key: string, seconds: number): LimitRefusal => ({
  code: 'refused',
  key,
  status: 429,
  retryAfterSeconds: seconds,
  params: { count: Math.max(1, Math.ceil(seconds / 60)) },
});

/** Waits one step (the FRICTION_DELAY_STEP_MS setting) per event past a threshold, at most FRICTION_DELAY_MAX_STEPS. */
async function frictionDelay(excess: number, stepMs: number): Promise<void> {
  const ms = Math.min(excess, FRICTION_DELAY_MAX_STEPS) * stepMs;
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Friction for a request `excess` events past a threshold (nothing when ≤ 0): the captcha where
 * configured (a refusal asking for it when missing or wrong), else a growing delay. When Google
 * cannot be asked, the delay: an outage of theirs never keeps an owner out.
 */
async function friction(excess: number, formData: FormData, services: ActionServices): Promise<LimitRefusal | null> {
  if (excess <= 0) return null;
  const siteKey = captchaSiteKey(services.settings);
  const secret = services.settings.RECAPTCHA_SECRET;
  if (siteKey && secret) {
    const captcha = await verifyCaptcha({ secret, token: formData.get(CAPTCHA_FIELD), remoteIp: services.clientIp });
    if (captcha.ok) return null;
    if (captcha.reason !== 'unavailable') {
      return { code: 'captcha', key: 'errors.captchaNeeded', status: 400, captchaSiteKey: siteKey };
    }
    services.onError(new Error(`captcha verification: ${captcha.detail ?? 'unavailable'}`));
  }
  await frictionDelay(excess, services.settings.FRICTION_DELAY_STEP_MS);
  return null;
}

/** What a sign-in counts when its password is refused. */
export interface SignInCount {
  email: string;
  checks: Check[];
  /** The account's failures in the window before this attempt. */
  accountFailures: number;
}

/**
 * Before a sign-in (or resend) asks Firebase: the pair's 429, the captcha's 400, or what to count
 * if the password is refused (after any delay).
 */
export async function signInGuard(
  email: string,
  formData: FormData,
  services: ActionServices,
): Promise<{ refused: LimitRefusal } | { count: SignInCount }> {
  const client = clientOf(services);
  const checks: Check[] = [
    [await pathOf(services, 'signin-pair', `${addressOf(email)} ${client}`), SIGN_IN_FAILURES_PER_PAIR],
    [await pathOf(services, 'signin-account', email), SIGN_IN_FAILURES_PER_ACCOUNT],
    [await pathOf(services, 'signin-client', client), SIGN_IN_FAILURES_PER_CLIENT],
  ];
  let counts: { count: number; retryAfterSeconds: number }[];
  try {
    counts = await limitCounts(dbOf(services), checks);
  } catch (error) {
    services.onError(error);
    return { count: { email, checks, accountFailures: 0 } };
  }
  const [pair, account, fromClient] = counts;
  if (pair && pair.retryAfterSeconds > 0)
    return { refused: waitRefusal('errors.signInLimited', pair.retryAfterSeconds) };
  const accountFailures = account?.count ?? 0;
  const excess = Math.max(
    accountFailures - ACCOUNT_FRICTION_AFTER + 1,
    (fromClient?.count ?? 0) - CLIENT_FRICTION_AFTER + 1,
  );
  const refused = await friction(excess, formData, services);
  return refused ? { refused } : { count: { email, checks, accountFailures } };
}

/**
 * After Firebase refused a password (not an outage): one more failure for the pair, the account
 * and the client, and the owner's mail when the account reaches its friction.
 */
export async function countSignInFailure(error: unknown, count: SignInCount, services: ActionServices): Promise<void> {
  if (!(error instanceof PasswordAuthError) || error.unavailable) return;
  await countEvent(dbOf(services), count.checks).catch((failure: unknown) => services.onError(failure));
  if (count.accountFailures + 1 >= ACCOUNT_FRICTION_AFTER) {
    await alertOwner(count.email, services).catch((failure: unknown) => services.onError(failure));
  }
}

/** Mails the owner of `email` (once per SIGN_IN_ALERTS_PER_ACCOUNT) that their account is being guessed. */
async function alertOwner(email: string, services: ActionServices): Promise<void> {
  const db = dbOf(services);
  const path = await pathOf(services, 'signin-alert', email);
  const [sent] = await limitCounts(db, [[path, SIGN_IN_ALERTS_PER_ACCOUNT]]);
  if (sent && sent.retryAfterSeconds > 0) return;
  const mail = await signInAlertMail(db, email, services.settings.SITE_URL);
  if (!mail) return;
  const queued = queueMailWrite(mail, new Date());
  // The mail and its count in one commit: concurrent failures queue it once.
  const counted = await commitWithinLimit(db, path, SIGN_IN_ALERTS_PER_ACCOUNT, () => [queued.write]);
  if (!counted.stored) return;
  const delivery = deliverAll(db, services.settings, services.env, [queued.id]);
  if (services.waitUntil) services.waitUntil(delivery);
  else await delivery;
}

/**
 * A request from one client that its count may slow down or cap (sign-ups, resets): the 429 past
 * `cap`, the captcha or a delay past `frictionAfter` (no captcha again when the form had to pass
 * one anyway), then counted.
 */
export async function clientGuard(
  kind: 'signup-client' | 'reset-client',
  formData: FormData,
  services: ActionServices,
  options: { captchaChecked: boolean },
): Promise<LimitRefusal | null> {
  const [cap, frictionAfter] =
    kind === 'signup-client'
      ? [SIGN_UPS_PER_CLIENT, SIGN_UP_FRICTION_AFTER]
      : [RESETS_PER_CLIENT, RESET_FRICTION_AFTER];
  try {
    const db = dbOf(services);
    const path = await pathOf(services, kind, clientOf(services));
    const [counted] = await limitCounts(db, [[path, cap]]);
    if (counted && counted.retryAfterSeconds > 0)
      return waitRefusal('errors.rateLimitedWait', counted.retryAfterSeconds);
    const excess = (counted?.count ?? 0) - frictionAfter + 1;
    if (!options.captchaChecked) {
      const refused = await friction(excess, formData, services);
      if (refused) return refused;
    }
    const stored = await commitWithinLimit(db, path, cap);
    if (!stored.stored) return waitRefusal('errors.rateLimitedWait', stored.retryAfterSeconds);
  } catch (error) {
    services.onError(error);
  }
  return null;
}

/**
 * Whether an account mail to `email` goes out: the 429 when this client asked for enough of
 * them; else `send` (false past the address's burst and spacing, with the wait before the next).
 * Each kind counts apart: reset links, the mails a sign-up sends (a verification or the notice to
 * the owner) and a verification the account's owner asks again (with its password), so what a
 * stranger can set off (sign-ups, resets) never uses up the owner's resend. Counted whether or not
 * an account exists.
 */
export async function mailAllowance(
  email: string,
  kind: 'reset' | 'signup' | 'resend',
  services: ActionServices,
): Promise<{ refused: LimitRefusal } | { send: boolean; retryAfterSeconds: number }> {
  try {
    const db = dbOf(services);
    const address = addressOf(email);
    const pair = await commitWithinLimit(
      db,
      await pathOf(services, 'mail-pair', `${address} ${clientOf(services)}`),
      ACCOUNT_MAILS_PER_PAIR,
    );
    if (!pair.stored) return { refused: waitRefusal('errors.mailLimitedWait', pair.retryAfterSeconds) };
    const burst = await commitWithinLimit(
      db,
      await pathOf(services, `${kind}-address`, address),
      ACCOUNT_MAILS_PER_ADDRESS,
    );
    if (burst.stored) return { send: true, retryAfterSeconds: 0 };
    const spaced = await commitWithinLimit(
      db,
      await pathOf(services, `${kind}-spacing`, address),
      ACCOUNT_MAIL_SPACING,
    );
    return spaced.stored
      ? { send: true, retryAfterSeconds: 0 }
      : { send: false, retryAfterSeconds: spaced.retryAfterSeconds };
  } catch (error) {
    services.onError(error);
    return { send: true, retryAfterSeconds: 0 };
  }
}
