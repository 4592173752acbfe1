/**
 * How often one person or one client may ask for what costs someone else something (decision
 * 0030): a password guess, an account, an e-mail in someone's inbox, a message to the team. Each
 * limit counts within a sliding window; over it the Worker answers 429 with Retry-After.
 * "Client" is the connecting address (CF-Connecting-IP), stored only as a keyed hash.
 */
export interface RateLimit {
  /** Counted events allowed within the window. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Wrong passwords for one account (sign-in, resend verification), whoever types them. */
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateLimit = { max: 10, windowMs: 15 * MINUTE };
/** Wrong passwords from one client, whatever the account (a campus shares one address). */
export const SIGN_IN_FAILURES_PER_CLIENT: RateLimit = { max: 30, windowMs: 15 * MINUTE };
/** Sign-up attempts (forms that passed validation) from one client. */
export const SIGN_UPS_PER_CLIENT: RateLimit = { max: 10, windowMs: HOUR };
/** Password-reset requests from one client, whatever the address. */
export const RESETS_PER_CLIENT: RateLimit = { max: 10, windowMs: HOUR };
/**
 * Account mails (password reset, verification, "someone tried to register your address") asked
 * for one address, counted whether or not an account exists, so the limit tells nothing.
 */
export const ACCOUNT_MAILS_PER_ADDRESS: RateLimit = { max: 3, windowMs: HOUR };
/** Connection requests (each mails the team) of one member, across presenters. */
export const CONNECTION_REQUESTS_PER_MEMBER: RateLimit = { max: 5, windowMs: 24 * HOUR };
/** Accepted contact messages of one client. */
export const CONTACT_RATE_LIMIT: RateLimit = { max: 5, windowMs: HOUR };
/** Newsletter sign-ups of one client. */
export const NEWSLETTER_RATE_LIMIT: RateLimit = { max: 10, windowMs: 10 * MINUTE };
