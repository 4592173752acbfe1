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

/** The mail to the owner of `email`: their first name and language from `users` when found. */
export async function signupNoticeMail(db: Firestore, email: string, origin: string): Promise<MailToQueue> {
  // Firebase keeps addresses lower-cased, and so do the profiles it registers.
  const address = email.trim().toLowerCase();
  const [profile] = await db.query('', collection('users').where('email', '==', address).limit(1));
  const data = profile?.data ?? {};
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
