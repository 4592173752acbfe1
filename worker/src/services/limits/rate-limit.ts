/**
 * The one rate limiter of the Worker (decision 0030), first written for the contact and newsletter
 * forms: a Firestore document per key holds the times of the counted events within a sliding
 * window. Counting is a commit guarded by the document's updateTime (or its absence), so
 * concurrent requests cannot slip past the limit, and what a counted event writes can go in the
 * same commit. `expireAt` lets a Firestore TTL policy delete idle documents. No query, so no
 * index. Keys are keyed hashes (HMAC-SHA-256): a client address, an e-mail address or a uid is
 * never stored as such.
 */
import type { Firestore, Write } from '../firestore/client';
import { isFirestoreError } from '../firestore/errors';
import { serverTimestamp } from '../firestore/values';
import type { RateLimit } from '#shared/constants/rate-limits.ts';
import type { Bindings, Settings } from '../../env';

export type { RateLimit };

/** The collection of the limits other than the forms' own (`contactRateLimits`, `newsletterRateLimits`). */
export const RATE_LIMIT_COLLECTION = 'rateLimits';

/**
 * Attempts when another request of the same key changed the limit document meanwhile: each round
 * lets one of the concurrent requests through, then the rest see the new count, so the limit plus
 * a few rounds covers any burst.
 */
const CONTENTION_ATTEMPTS = 10;

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A keyed hash (HMAC-SHA-256) of a client address (or an e-mail address, a uid), trimmed and
 * lower-cased: the same value gives the same hash (for the limit), but a stored hash cannot be
 * turned back by trying all values without the key.
 */
export async function hashClientIp(ip: string, key: string): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', await hmacKey(key), new TextEncoder().encode(ip.trim().toLowerCase())));
}

/** Imported once per isolate and key: a sign-in hashes four or more limit keys. */
const hmacKeys = new Map<string, Promise<CryptoKey>>();
function hmacKey(key: string): Promise<CryptoKey> {
  let imported = hmacKeys.get(key);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    hmacKeys.set(key, imported);
  }
  return imported;
}

/** The key of the hashes: a secret when configured (IP_HASH_SECRET), else the project id. */
export function limitHashKey(settings: Pick<Settings, 'FIREBASE_PROJECT_ID'>, env: Bindings): string {
  const secret = env.IP_HASH_SECRET;
  return typeof secret === 'string' && secret !== '' ? secret : `contact:${settings.FIREBASE_PROJECT_ID}`;
}

/** The limit document of `kind` (e.g. `signin-account`) for the hash of `value`. */
export async function limitPath(kind: string, value: string, key: string): Promise<string> {
  return `${RATE_LIMIT_COLLECTION}/${kind}-${await hashClientIp(value, key)}`;
}

export type LimitedResult =
  | { stored: true; id: string }
  /** The limit is reached; the oldest counted event leaves the window after this many seconds. */
  | { stored: false; retryAfterSeconds: number };

const timesOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is Date => item instanceof Date).map((date) => date.getTime()) : [];

/**
 * The counted times within the window, oldest first, and the wait when they fill it. A time a
 * little after `now` stays: a concurrent request that read the clock a moment later counted it,
 * and dropping it here would erase its count from the document this request rewrites.
 */
function windowOf(data: Record<string, unknown> | undefined, limit: RateLimit, now: number) {
  const recent = timesOf(data?.sent)
    .filter((time) => time > now - limit.windowMs)
    .sort((a, b) => a - b);
  if (recent.length < limit.max) return { recent, retryAfterSeconds: 0 };
  const freedAt = (recent[recent.length - limit.max] ?? now) + limit.windowMs;
  return { recent, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)) };
}

/**
 * Commits `writes` (given a new id) together with one more count in the limit document
 * `path`, unless the limit is reached within the window. Throws (FirestoreError) when
 * Firestore cannot be reached: nothing was stored then.
 */
export async function commitWithinLimit(
  db: Firestore,
  path: string,
  limit: RateLimit,
  writes: (id: string) => Write[] = () => [],
  at?: number,
): Promise<LimitedResult> {
  for (let attempt = 1; ; attempt += 1) {
    const counted = await countingWrite(db, path, limit, at);
    if (!counted.write) return { stored: false, retryAfterSeconds: counted.retryAfterSeconds };
    const id = crypto.randomUUID();
    try {
      await db.commit([counted.write, ...writes(id)]);
      return { stored: true, id };
    } catch (error) {
      // Another request of this key got in between: count again with its write included.
      if (isFirestoreError(error) && error.preconditionFailed && attempt < CONTENTION_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
        continue;
      }
      throw error;
    }
  }
}

/**
 * For each of `checks`: the events counted within its window, and the wait before one more fits
 * (0 while the window is not full). One read of all the documents.
 */
export async function limitCounts(
  db: Firestore,
  checks: readonly (readonly [path: string, limit: RateLimit])[],
  at?: number,
): Promise<{ count: number; retryAfterSeconds: number }[]> {
  const now = at ?? Date.now();
  const documents = await db.getMany(checks.map(([path]) => path));
  return checks.map(([, limit], index) => {
    const { recent, retryAfterSeconds } = windowOf(documents[index]?.data, limit, now);
    return { count: recent.length, retryAfterSeconds };
  });
}

/** Counts one event in each of `checks` (a failure), unless already full. */
export async function countEvent(
  db: Firestore,
  checks: readonly (readonly [path: string, limit: RateLimit])[],
  at?: number,
): Promise<void> {
  await Promise.all(checks.map(([path, limit]) => commitWithinLimit(db, path, limit, () => [], at)));
}

/**
 * For a caller with a commit of its own: the write that counts one more event in `path` (guarded
 * by the document's update time, so a concurrent count fails the commit with a failed
 * precondition, to be tried again), or the wait when the window is full.
 */
export async function countingWrite(
  db: Firestore,
  path: string,
  limit: RateLimit,
  at?: number,
): Promise<{ write: Write; retryAfterSeconds: 0 } | { write: null; retryAfterSeconds: number }> {
  const now = at ?? Date.now();
  const stored = await db.get(path);
  const { recent, retryAfterSeconds } = windowOf(stored?.data, limit, now);
  if (retryAfterSeconds > 0) return { write: null, retryAfterSeconds };
  return {
    retryAfterSeconds: 0,
    write: {
      type: 'set',
      path,
      data: {
        sent: [...recent, now].map((time) => new Date(time)),
        updatedAt: serverTimestamp(),
        expireAt: new Date(now + limit.windowMs),
      },
      precondition: stored ? { updateTime: stored.updateTime } : { exists: false },
    },
  };
}
