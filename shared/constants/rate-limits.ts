/**
 * How often one person or one client may ask for what costs someone else something (decision
 * 0030): a password guess, an account, an e-mail in someone's inbox, a message to the team. Each
 * limit counts within a sliding window; over it the Worker answers 429 with Retry-After.
 * "Client" is the connecting address (CF-Connecting-IP) as services/limits/client-key.ts counts it
 * (an IPv6 client by its /64), stored only as a keyed hash.
 */
export interface RateLimit {
  /** Counted events allowed within the window. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/*
 * Sign-in (decision 0030, amended 2026-12-02): the right password is never refused because of
 * other people's failures. Only an (account, client) pair is refused; an account or a client that
 * sees many failures adds friction (the captcha where configured, else a growing delay) for
 * everyone, and the owner is mailed once.
 */
/** Wrong passwords for one account from one client (sign-in, resend verification): 429 past it. */
export const SIGN_IN_FAILURES_PER_PAIR: RateLimit = { max: 10, windowMs: 15 * MINUTE };
/** Wrong passwords for one account, whoever types them: counted up to `max` (what is kept). */
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateLimit = { max: 200, windowMs: 15 * MINUTE };
/** Failures of one account in the window after which every sign-in to it meets friction. */
export const ACCOUNT_FRICTION_AFTER = 5;
/** Wrong passwords from one client, whatever the account (a campus shares one address). */
export const SIGN_IN_FAILURES_PER_CLIENT: RateLimit = { max: 500, windowMs: 15 * MINUTE };
/** Failures of one client in the window after which its sign-ins meet friction. */
export const CLIENT_FRICTION_AFTER = 20;
/** The owner hears that their account is being guessed at most once in this window. */
export const SIGN_IN_ALERTS_PER_ACCOUNT: RateLimit = { max: 1, windowMs: 24 * HOUR };
/**
 * Without a captcha, each failure past the friction threshold adds this wait, up to
 * FRICTION_DELAY_MAX_STEPS of them (5 s). The Worker's FRICTION_DELAY_STEP_MS setting may shorten the
 * step in emulator mode only (the test stack, whose tests would otherwise sleep for minutes); in
 * production it may only lengthen it (worker/src/env.ts).
 */
export const FRICTION_DELAY_STEP_MS = 500;
export const FRICTION_DELAY_MAX_STEPS = 10;

/** Sign-up attempts (forms that passed validation) from one client: 429 past it (a hard cap). */
export const SIGN_UPS_PER_CLIENT: RateLimit = { max: 100, windowMs: HOUR };
/** Sign-ups from one client in the window after which more meet friction (a class signing up together). */
export const SIGN_UP_FRICTION_AFTER = 10;
/** Password-reset requests from one client, whatever the address: 429 past it (a hard cap). */
export const RESETS_PER_CLIENT: RateLimit = { max: 100, windowMs: HOUR };
/** Reset requests from one client in the window after which more meet friction. */
export const RESET_FRICTION_AFTER = 10;
/**
 * Account mails (password reset, verification, "someone tried to register your address") asked
 * for one address from one client, counted whether or not an account exists: 429 past it, so one
 * client cannot fill an inbox, and nobody else's requests count against the owner's.
 */
export const ACCOUNT_MAILS_PER_PAIR: RateLimit = { max: 3, windowMs: HOUR };
/**
 * Account mails sent to one address from all clients (reset links apart from the other mails):
 * past it, at most one more every ACCOUNT_MAIL_SPACING; beyond that, a reset request answers as
 * usual without a new mail, since a link at most that old is already in the inbox.
 */
export const ACCOUNT_MAILS_PER_ADDRESS: RateLimit = { max: 5, windowMs: HOUR };
export const ACCOUNT_MAIL_SPACING: RateLimit = { max: 1, windowMs: 10 * MINUTE };
/** Connection requests (each mails the team) of one member, across presenters. */
export const CONNECTION_REQUESTS_PER_MEMBER: RateLimit = { max: 5, windowMs: 24 * HOUR };
/** Accepted contact messages of one client. */
export const CONTACT_RATE_LIMIT: RateLimit = { max: 5, windowMs: HOUR };
/** Newsletter sign-ups of one client. */
export const NEWSLETTER_RATE_LIMIT: RateLimit = { max: 10, windowMs: 10 * MINUTE };
