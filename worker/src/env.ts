/**
 * The Worker's settings: bindings, vars and secrets, checked once per isolate by one schema so a
 * missing or malformed setting fails loudly with its name instead of deep inside a request.
 */
import * as v from 'valibot';
import { FRICTION_DELAY_STEP_MS } from '#shared/constants/rate-limits.ts';

const url = (name: string) => v.pipe(v.string(`${name} must be set`), v.url(`${name} must be an absolute URL`));
const nonEmpty = (name: string) => v.pipe(v.string(`${name} must be set`), v.minLength(1, `${name} must not be empty`));
const positiveInt = (name: string, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.integer(`${name} must be a whole number`),
    v.minValue(1, `${name} must be positive`),
  );

export const settingsSchema = v.object({
  SITE_URL: url('SITE_URL'),
  CONTENT_IDENTITY_URL: url('CONTENT_IDENTITY_URL'),
  CONTENT_API_URL: url('CONTENT_API_URL'),
  CONTENT_CLIENT_ID: nonEmpty('CONTENT_CLIENT_ID'),
  CONTENT_CLIENT_SECRET: nonEmpty('CONTENT_CLIENT_SECRET'),
  CONTENT_SCOPE: nonEmpty('CONTENT_SCOPE'),
  CONTENT_TIMEOUT_MS: positiveInt('CONTENT_TIMEOUT_MS', 5000),
  CONTENT_CACHE_TTL_SECONDS: positiveInt('CONTENT_CACHE_TTL_SECONDS', 300),
  FIREBASE_PROJECT_ID: nonEmpty('FIREBASE_PROJECT_ID'),
  FIREBASE_API_KEY: nonEmpty('FIREBASE_API_KEY'),
  /** host:port of the Auth emulator. Set only locally: it switches on emulator mode. */
  FIREBASE_AUTH_EMULATOR_HOST: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** host:port of the Firestore emulator. Set only locally. */
  FIRESTORE_EMULATOR_HOST: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Service-account JSON (secret); required unless the Firestore emulator is used. */
  FIREBASE_SERVICE_ACCOUNT: v.optional(v.string()),
  /** Signs the session cookie (secret, at least 32 characters). */
  SESSION_SECRET: v.pipe(
    v.string('SESSION_SECRET must be set'),
    v.minLength(32, 'SESSION_SECRET must be at least 32 characters'),
  ),
  /** reCAPTCHA v2 keys; without them (the local stack) forms work without a captcha. */
  RECAPTCHA_SITE_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  RECAPTCHA_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Keys the hashes of client addresses kept for rate limits (secret in production). */
  IP_HASH_SECRET: v.optional(v.pipe(v.string(), v.minLength(16))),
  /** How long a session lasts (seconds, at most 30 days): the cookie's Max-Age and the token's expiry. */
  SESSION_MAX_AGE_SECONDS: v.pipe(
    positiveInt('SESSION_MAX_AGE_SECONDS', 5 * 24 * 60 * 60),
    v.maxValue(30 * 24 * 60 * 60, 'SESSION_MAX_AGE_SECONDS must be at most 30 days'),
  ),
  /**
   * How often (seconds) a session's account is re-checked with Firebase (disabled, deleted,
   * password changed, refresh tokens revoked), per member; a sign-out ends its session at once.
   */
  SESSION_CHECK_SECONDS: positiveInt('SESSION_CHECK_SECONDS', 60),
  /**
   * Without a captcha, the wait each sign-in, sign-up or reset past its friction threshold adds, per
   * event past it, in milliseconds (decision 0030). Production's is FRICTION_DELAY_STEP_MS and may
   * not be shortened outside emulator mode; the test stack shortens it so its tests do not sleep.
   */
  FRICTION_DELAY_STEP_MS: positiveInt('FRICTION_DELAY_STEP_MS', FRICTION_DELAY_STEP_MS),
  /** How often (seconds) the admin API re-checks an admin's role with Firebase, per member. */
  ADMIN_ROLE_CHECK_SECONDS: positiveInt('ADMIN_ROLE_CHECK_SECONDS', 60),
  /**
   * How often (seconds) a search query asks for a background refresh that reads the presentations
   * changed since the last one (decision 0038, note of 2026-12-02); the cron also refreshes every
   * five minutes.
   */
  SEARCH_CHECK_SECONDS: positiveInt('SEARCH_CHECK_SECONDS', 60),
  /**
   * Reading the page views (docs/decisions/0016-analytics.md): the Cloudflare account that holds
   * the Analytics Engine dataset, and an API token with "Account Analytics: Read" (secret). Both or
   * neither; without them the console's page views come from the local store, or are unavailable.
   */
  ANALYTICS_ACCOUNT_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'ANALYTICS_ACCOUNT_ID must be a 32-character account id')),
  ),
  ANALYTICS_API_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1))),
  /**
   * "true" where the zone has Cloudflare Image Resizing (Images > Transformations) enabled and may
   * fetch the content service's images: pages then offer resized images (`/cdn-cgi/image/...`) in
   * srcset. Off locally and in tests, where those addresses do not exist (decision 0023).
   */
  IMAGE_RESIZING: v.optional(v.picklist(['true', 'false']), 'false'),
  /**
   * The shared copies of signed-out pages (decision 0021): "off" renders every page afresh. A copy
   * older than PAGE_CACHE_FRESH_SECONDS is still served while a fresh one is made beside it.
   */
  PAGE_CACHE: v.optional(v.picklist(['on', 'off']), 'on'),
  PAGE_CACHE_FRESH_SECONDS: positiveInt('PAGE_CACHE_FRESH_SECONDS', 60),
  /**
   * Whether the local stack keeps its copy of each page view in LOCAL_PAGE_VIEWS (decision 0016):
   * "off" for the bench, which measures pages as production serves them (production binds no such
   * store: it is a KV write per page view that only the local stack makes).
   */
  LOCAL_PAGE_VIEWS_COPY: v.optional(v.picklist(['on', 'off']), 'on'),
  /**
   * How long a page's data may keep its head waiting (decision 0029), in milliseconds: past it, the
   * head leaves with a 200 and the rest follows when the data is there. "off" sends every page
   * whole, with the status its data decides.
   */
  EARLY_HEAD_MS: v.pipe(
    v.optional(v.string(), '100'),
    v.check((value) => value === 'off' || /^\d{1,5}$/.test(value), 'EARLY_HEAD_MS must be "off" or milliseconds'),
    v.transform((value) => (value === 'off' ? null : Number(value))),
  ),
  /**
   * How the Worker sends e-mail (decision 0028): "dev-mailbox" keeps every message in the local
   * stack's mailbox (/dev/mailbox; emulator mode only), "send_email" uses Cloudflare Email
   * Service's `EMAIL` binding, "http" posts to an HTTP provider with Resend's API shape.
   */
  MAIL_TRANSPORT: v.optional(v.picklist(['dev-mailbox', 'send_email', 'http']), 'dev-mailbox'),
  /** The sender of every message, "Name <address>". */
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'Conservation Tutorials Africa <no-reply@example.org>'),
  /** The facilitation team's address: told of new requests, answers and withdrawals. */
  TEAM_EMAIL: v.optional(v.pipe(v.string(), v.email('TEAM_EMAIL must be an e-mail address')), 'team@example.org'),
  /** The HTTP provider's endpoint and API key (secret), for MAIL_TRANSPORT "http". */
  MAIL_HTTP_URL: v.optional(v.pipe(v.string(), v.url('MAIL_HTTP_URL must be an absolute URL'))),
  MAIL_HTTP_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** How long the link e-mailed to a presenter lets them answer without an account (days). */
  INTRO_LINK_DAYS: v.pipe(positiveInt('INTRO_LINK_DAYS', 14), v.maxValue(90, 'INTRO_LINK_DAYS must be at most 90')),
  /** The service clock's target: working days a request may wait for its next step. */
  INTRO_TARGET_WORKING_DAYS: positiveInt('INTRO_TARGET_WORKING_DAYS', 3),
  /** Open introductions one presenter may have at once (sent, asked, accepted). */
  INTRO_CAP_PER_PRESENTER: positiveInt('INTRO_CAP_PER_PRESENTER', 5),
  /** Set to "true" in local development to show error stacks on the error page. */
  DEV_MODE: v.optional(v.picklist(['true', 'false']), 'false'),
});
export type Settings = v.InferOutput<typeof settingsSchema>;

/** Bindings as declared in wrangler.toml. */
export interface Bindings {
  ASSETS: Fetcher;
  CONTENT_KV: KVNamespace;
  /** Ended sessions and the accounts' state as Firebase last gave it (services/auth/session-registry.ts). */
  SESSIONS: KVNamespace;
  MEDIA: R2Bucket;
  /** The search tables (D1 with FTS5, worker/migrations/, decision 0038). */
  SEARCH_DB: D1Database;
  /** Cloudflare Email Service's send_email binding (MAIL_TRANSPORT "send_email"). */
  EMAIL?: SendEmail;
  /** Page views (Workers Analytics Engine, services/analytics); absent where not configured. */
  PAGE_VIEWS?: AnalyticsEngineDataset;
  /**
   * Local stack only: a copy of each page view and rung choice the console reads back, since
   * Miniflare drops Analytics Engine writes and cannot be queried (decision 0016). Never bound in
   * production.
   */
  LOCAL_PAGE_VIEWS?: KVNamespace;
  /** Rung choices of the presentations' ladders (Workers Analytics Engine, issue #26); absent where not configured. */
  RUNG_CHOICES?: AnalyticsEngineDataset;
  /**
   * The beacons' rate limit (Workers Rate Limiting, per client address and beacon, per Cloudflare
   * location): `POST /api/page-views` and `POST /api/rung-choices`. Absent: no limit.
   */
  BEACON_LIMIT?: RateLimit;
  [key: string]: unknown;
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** The SESSION_SECRET committed for the local stack (wrangler.toml): never a production secret. */
export const LOCAL_SESSION_SECRET = 'local-session-secret-not-for-production-0123456789';

/** Words of a value someone typed or copied as a placeholder, not a generated secret. */
const PLACEHOLDER =
  /local|secret|password|change-?me|replace|example|placeholder|dummy|sample|default|not-for-production/i;
/** A secret's least estimated strength: 128 bits (32 random bytes, base64 or hex, give about 200-250). */
const MIN_SECRET_BITS = 128;

/**
 * Why `value` is not a secret (null when it looks like one): the committed local value, a
 * placeholder, or too little entropy (Shannon's estimate of its characters' spread, times its
 * length: "aaaa…" or a repeated word scores low, `openssl rand -base64 32` about 200 bits).
 */
export function weakSecretReason(value: string): string | null {
  if (value === LOCAL_SESSION_SECRET) return 'is the local stack’s committed value';
  if (PLACEHOLDER.test(value)) return 'looks like a placeholder, not a generated secret';
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) perChar -= (count / value.length) * Math.log2(count / value.length);
  if (perChar * value.length < MIN_SECRET_BITS || counts.size < 10) return 'has too little entropy to be a secret';
  return null;
}

const parsed = new WeakMap<object, Settings>();

/** Parses the settings once per env object; throws a SettingsError naming every bad setting. */
export function readSettings(env: Bindings): Settings {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = v.safeParse(settingsSchema, env);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = issue.path?.map((p) => String(p.key)).join('.') ?? '?';
      return `${key}: ${issue.message}`;
    });
    throw new SettingsError(`Invalid Worker settings: ${problems.join('; ')}`);
  }
  const settings = result.output;
  if (!settings.FIRESTORE_EMULATOR_HOST && !settings.FIREBASE_SERVICE_ACCOUNT) {
    throw new SettingsError(
      'Invalid Worker settings: FIREBASE_SERVICE_ACCOUNT must be set (a secret) unless FIRESTORE_EMULATOR_HOST is set',
    );
  }
  if (Boolean(settings.ANALYTICS_ACCOUNT_ID) !== Boolean(settings.ANALYTICS_API_TOKEN)) {
    throw new SettingsError(
      'Invalid Worker settings: ANALYTICS_ACCOUNT_ID and ANALYTICS_API_TOKEN (a secret) must be set together',
    );
  }
  const sessionSecretProblem = settings.FIREBASE_AUTH_EMULATOR_HOST ? null : weakSecretReason(settings.SESSION_SECRET);
  if (sessionSecretProblem) {
    throw new SettingsError(
      `Invalid Worker settings: SESSION_SECRET ${sessionSecretProblem}; outside emulator mode put a generated one (\`openssl rand -base64 32 | npx wrangler secret put SESSION_SECRET --env production\`)`,
    );
  }
  if (settings.FRICTION_DELAY_STEP_MS < FRICTION_DELAY_STEP_MS && !settings.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new SettingsError(
      `Invalid Worker settings: FRICTION_DELAY_STEP_MS may be shorter than ${FRICTION_DELAY_STEP_MS} ms only in emulator mode`,
    );
  }
  if (settings.MAIL_TRANSPORT === 'dev-mailbox' && !settings.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new SettingsError(
      'Invalid Worker settings: MAIL_TRANSPORT must be "send_email" or "http" outside emulator mode (dev-mailbox keeps mail locally)',
    );
  }
  if (settings.MAIL_TRANSPORT === 'http' && !(settings.MAIL_HTTP_URL && settings.MAIL_HTTP_TOKEN)) {
    throw new SettingsError('Invalid Worker settings: MAIL_TRANSPORT "http" needs MAIL_HTTP_URL and MAIL_HTTP_TOKEN');
  }
  if (settings.MAIL_TRANSPORT === 'send_email' && !env.EMAIL) {
    throw new SettingsError('Invalid Worker settings: MAIL_TRANSPORT "send_email" needs the EMAIL send_email binding');
  }
  parsed.set(env, settings);
  return settings;
}
