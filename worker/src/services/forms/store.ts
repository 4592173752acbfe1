/**
 * Where the public forms keep what they accept, in Firestore:
 * - `contactMessages/{random id}`: every accepted contact message, stored before the visitor is
 *   told it was sent, so none is lost;
 * - `contactRateLimits/{ip hash}`: the times of the last accepted messages of one client address
 *   (a sliding hour), written in the SAME atomic commit as the message, guarded by the limit
 *   document's updateTime, so concurrent posts cannot slip past the limit and a message is never
 *   stored without being counted (or the reverse). No query, so no composite index is needed;
 *   `expireAt` lets a Firestore TTL policy delete idle limit documents;
 * - `newsletterSubscribers/{sha256(lower-cased trimmed e-mail)}`: created once (create-only
 *   precondition), so a second sign-up of the same address changes nothing; the answer is the
 *   same either way, so the form tells nobody whether an address is subscribed;
 * - `newsletterRateLimits/{ip hash}`: sign-ups of one client address, limited as contact messages
 *   are (each accepted sign-up is counted before it is stored).
 * The raw client address is never stored: only a keyed hash of it.
 */
import type { Firestore } from '../firestore/client';
import { isFirestoreError } from '../firestore/errors';
import { serverTimestamp } from '../firestore/values';
import type { ContactInput } from '#shared/schemas/forms.ts';
import type { Locale } from '#shared/constants/spec.ts';
import { CONTACT_RATE_LIMIT, NEWSLETTER_RATE_LIMIT } from '#shared/constants/rate-limits.ts';
import { commitWithinLimit, type LimitedResult } from '../limits/rate-limit';

// The limiter is services/limits/rate-limit.ts (decision 0030); its hash stays importable from here.
export { hashClientIp } from '../limits/rate-limit';

export const CONTACT_COLLECTION = 'contactMessages';
export const CONTACT_LIMIT_COLLECTION = 'contactRateLimits';
export const NEWSLETTER_COLLECTION = 'newsletterSubscribers';
export const NEWSLETTER_LIMIT_COLLECTION = 'newsletterRateLimits';

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** SHA-256 of a text, as 64 hex digits. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The id of a newsletter subscriber: SHA-256 hex of the lower-cased, trimmed address. */
export function subscriberId(email: string): Promise<string> {
  return sha256Hex(email.trim().toLowerCase());
}

export type ContactStoreResult = LimitedResult;

export interface ContactRecordInput {
  message: ContactInput;
  locale: Locale;
  ipHash: string;
  /** Epoch ms (tests). */
  now?: number;
}

/**
 * Stores an accepted contact message unless its client address already sent the limit within the
 * last hour. Throws (FirestoreError) when Firestore cannot be reached: nothing was stored then.
 */
export function storeContactMessage(db: Firestore, input: ContactRecordInput): Promise<ContactStoreResult> {
  const { name, surname, cellphone, email, message } = input.message;
  return commitWithinLimit(
    db,
    `${CONTACT_LIMIT_COLLECTION}/${input.ipHash}`,
    CONTACT_RATE_LIMIT,
    (id) => [
      {
        type: 'set',
        path: `${CONTACT_COLLECTION}/${id}`,
        data: {
          name,
          surname,
          cellphone,
          email,
          message,
          locale: input.locale,
          createdAt: serverTimestamp(),
          status: 'new',
          ipHash: input.ipHash,
        },
        precondition: { exists: false },
      },
    ],
    input.now,
  );
}

export interface SubscriberInput {
  email: string;
  /** The language the consent text was shown in. */
  locale: 'en' | 'fr';
  source: 'home';
  ipHash: string;
  /** Epoch ms (tests). */
  now?: number;
}

/**
 * Stores a newsletter subscriber once, unless its client address reached the sign-up limit
 * (`limited`); `already` (for the log and tests, never for the visitor) when the address was
 * subscribed before.
 */
export async function subscribeToNewsletter(
  db: Firestore,
  input: SubscriberInput,
): Promise<{ limited: true; retryAfterSeconds: number } | { limited: false; already: boolean; id: string }> {
  const counted = await commitWithinLimit(
    db,
    `${NEWSLETTER_LIMIT_COLLECTION}/${input.ipHash}`,
    NEWSLETTER_RATE_LIMIT,
    () => [],
    input.now,
  );
  if (!counted.stored) return { limited: true, retryAfterSeconds: counted.retryAfterSeconds };
  const id = await subscriberId(input.email);
  try {
    await db.set(
      `${NEWSLETTER_COLLECTION}/${id}`,
      { email: input.email.trim(), locale: input.locale, consentAt: serverTimestamp(), source: input.source },
      { precondition: { exists: false } },
    );
    return { limited: false, already: false, id };
  } catch (error) {
    if (isFirestoreError(error, 'ALREADY_EXISTS') || (isFirestoreError(error) && error.preconditionFailed)) {
      return { limited: false, already: true, id };
    }
    throw error;
  }
}
