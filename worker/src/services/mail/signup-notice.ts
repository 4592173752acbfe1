/**
 * A sign-up with an address that already has an account (decision 0030): the form answers as for
 * a new address ("check your inbox"), so it tells nobody who is registered, and the owner of the
 * address gets this mail instead, through the mail outbox (decision 0028): in their language when
 * we know it, else both, French first.
 */
import type { Bindings, Settings } from '../../env';
import type { Firestore } from '../firestore/client';
import { collection } from '../firestore/query';
import { deliverAll, queueMailWrite, type MailToQueue } from './outbox';
import type { MailLanguage } from './templates';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The profile (`users`) of the account of `email`, if one is stored. */
async function profileOf(db: Firestore, address: string): Promise<Record<string, unknown> | undefined> {
  const [profile] = await db.query('', collection('users').where('email', '==', address).limit(1));
  return profile?.data;
}

/** The mail to the owner of `email`: their first name and language from `users` when found. */
export async function signupNoticeMail(
  db: Firestore,
  email: string,
  origin: string,
  data: Record<string, unknown> = {},
): Promise<MailToQueue> {
  // Firebase keeps addresses lower-cased, and so do the profiles it registers.
  const address = email.trim().toLowerCase();
  if (Object.keys(data).length === 0) data = (await profileOf(db, address)) ?? {};
  const locale = text(data.locale);
  const language: MailLanguage = locale === 'en' || locale === 'fr' ? locale : 'both';
  return {
    kind: 'signupExisting',
    to: address,
    language,
    params: { name: text(data.firstName), member: '', presenter: '', siteLink: new URL('/login', origin).toString() },
    connectionId: '',
  };
}

/** Queues the notice in the outbox and sends it after the answer (`waitUntil`), or by the cron. */
export async function sendSignupNotice(
  db: Firestore,
  settings: Settings,
  env: Bindings,
  email: string,
  waitUntil: (promise: Promise<unknown>) => void,
  now: Date = new Date(),
): Promise<string> {
  const queued = queueMailWrite(await signupNoticeMail(db, email, settings.SITE_URL), now);
  await db.commit([queued.write]);
  waitUntil(deliverAll(db, settings, env, [queued.id]));
  return queued.id;
}

/**
 * The mail to the owner of `email` telling them their account is being guessed (decision 0030,
 * 2026-12-02), in their language, or null when no member's profile has this address (nobody to
 * tell: the address may have no account at all, and a stranger's inbox is not ours to fill).
 */
export async function signInAlertMail(db: Firestore, email: string, origin: string): Promise<MailToQueue | null> {
  const address = email.trim().toLowerCase();
  const data = await profileOf(db, address);
  if (!data) return null;
  const mail = await signupNoticeMail(db, address, origin, data);
  return {
    ...mail,
    kind: 'signinAttempts',
    params: { ...mail.params, siteLink: new URL('/forgot', origin).toString() },
  };
}
