/**
 * The outbox of the introductions' mails (decision 0028). A step writes its mails into
 * `mail/{id}` in the same commit as the step itself, so a mail is never lost when the step
 * happened and never sent when it did not. The Worker then sends them beside its answer
 * (`waitUntil`); a send that fails is kept with its error and retried by the cron trigger with a
 * growing delay (1 min, 5 min, 30 min, 2 h, 6 h, then daily) until it goes, and the console shows
 * it meanwhile. `retryAt` exists exactly while a mail waits to be sent: the cron's one query.
 * A send claims its mail first (status `sending` for two minutes) so the cron and the answer
 * never send the same mail at once.
 */
import * as v from 'valibot';
import type { Bindings, Settings } from '../../env';
import type { AdminMail } from '#shared/schemas/admin.ts';
import type { Firestore, Write } from '../firestore/client';
import { isFirestoreError } from '../firestore/errors';
import { collection } from '../firestore/query';
import type { FirestoreDocument } from '../firestore/values';
import { isConnectionId, newConnectionId } from '../connections/model';
import { ApiError } from '../api-error';
import { MAIL_KINDS, renderMail, type MailKind, type MailLanguage, type MailParams } from './templates';
import { transmit } from './transport';

export const MAIL = 'mail';
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Delays before each retry, in minutes; the last repeats. */
const RETRY_MINUTES = [1, 5, 30, 120, 360, 1440];
/** How long a send may hold its claim on a mail. */
const CLAIM_MS = 2 * 60 * 1000;
/** Mails the cron reads at a time, and tries at most per run. */
const RETRY_BATCH = 25;
const RETRY_RUN_MAX = 200;

export interface MailToQueue {
  kind: MailKind;
  to: string;
  language: MailLanguage;
  params: MailParams;
  connectionId: string;
}

/** A mail of the outbox as the console shows it (the admin API's shape). */
export type OutboxMail = AdminMail;

const storedMailSchema = v.object({
  kind: v.picklist(MAIL_KINDS),
  to: v.string(),
  language: v.picklist(['en', 'fr', 'both']),
  params: v.record(v.string(), v.string()),
  connectionId: v.fallback(v.string(), ''),
  status: v.picklist(MAIL_STATUSES),
  attempts: v.fallback(v.number(), 0),
  lastError: v.fallback(v.string(), ''),
  createdAt: v.date(),
  sentAt: v.optional(v.nullable(v.date())),
  retryAt: v.optional(v.nullable(v.date())),
  claimUntil: v.optional(v.nullable(v.date())),
});
type StoredMail = v.InferOutput<typeof storedMailSchema>;

function decodeMail(document: FirestoreDocument): (StoredMail & { id: string }) | null {
  const parsed = v.safeParse(storedMailSchema, document.data);
  return parsed.success ? { ...parsed.output, id: document.id } : null;
}

export function toOutboxMail(mail: StoredMail & { id: string }): OutboxMail {
  return {
    id: mail.id,
    kind: mail.kind,
    to: mail.to,
    language: mail.language,
    connectionId: mail.connectionId,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt ? mail.sentAt.toISOString() : null,
    retryAt: mail.retryAt ? mail.retryAt.toISOString() : null,
  };
}

/** The write that queues `mail` (for the step's commit), and its id. */
export function queueMailWrite(mail: MailToQueue, now: Date): { id: string; write: Write } {
  const id = newConnectionId();
  const params = Object.fromEntries(Object.entries(mail.params).filter(([, value]) => typeof value === 'string'));
  return {
    id,
    write: {
      type: 'set',
      path: `${MAIL}/${id}`,
      data: {
        kind: mail.kind,
        to: mail.to,
        language: mail.language,
        params,
        connectionId: mail.connectionId,
        status: 'queued',
        attempts: 0,
        lastError: '',
        createdAt: now,
        retryAt: now,
      },
      precondition: { exists: false },
    },
  };
}

const retryDelay = (attempts: number) =>
  (RETRY_MINUTES[Math.min(attempts, RETRY_MINUTES.length) - 1] ?? RETRY_MINUTES.at(-1) ?? 1440) * 60 * 1000;

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

/**
 * Sends the outbox mail `id` unless it is sent or another send holds it: sent, or kept as failed
 * with its error and the time of its next try.
 */
export async function deliverMail(
  db: Firestore,
  settings: Settings,
  env: Bindings,
  id: string,
  now: Date = new Date(),
): Promise<DeliveryOutcome> {
  const outcome = await deliverIfThere(db, settings, env, id, now);
  return outcome === 'missing' ? 'skipped' : outcome;
}

/** `deliverMail`, telling apart a mail that does not exist (or is no mail): `missing`. */
async function deliverIfThere(
  db: Firestore,
  settings: Settings,
  env: Bindings,
  id: string,
  now: Date,
): Promise<DeliveryOutcome | 'missing'> {
  const document = await db.get(`${MAIL}/${id}`);
  const mail = document ? decodeMail(document) : null;
  if (!document || !mail) return 'missing';
  if (mail.status === 'sent') return 'skipped';
  if (mail.status === 'sending' && mail.claimUntil && mail.claimUntil > now) return 'skipped';
  let claimed: string;
  try {
    const result = await db.update(
      document.path,
      { status: 'sending', claimUntil: new Date(now.getTime() + CLAIM_MS) },
      { precondition: { updateTime: document.updateTime } },
    );
    claimed = result.updateTime;
  } catch (error) {
    if (isFirestoreError(error) && error.preconditionFailed) return 'skipped';
    throw error;
  }
  const attempts = mail.attempts + 1;
  try {
    const rendered = renderMail(mail.kind, mail.params as unknown as MailParams, mail.language);
    await transmit(
      settings,
      env,
      db,
      { ...rendered, id, to: mail.to, kind: mail.kind, connectionId: mail.connectionId },
      now,
    );
    await db.update(
      document.path,
      { status: 'sent', attempts, lastError: '', sentAt: new Date(), subject: rendered.subject },
      {
        fields: ['status', 'attempts', 'lastError', 'sentAt', 'subject', 'retryAt', 'claimUntil'],
        precondition: { updateTime: claimed },
      },
    );
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : 'unknown error';
    console.warn(`mail ${id} (${mail.kind}): attempt ${attempts} failed: ${message}`);
    await db.update(
      document.path,
      {
        status: 'failed',
        attempts,
        lastError: message.slice(0, 300),
        retryAt: new Date(now.getTime() + retryDelay(attempts)),
      },
      { fields: ['status', 'attempts', 'lastError', 'retryAt', 'claimUntil'], precondition: null },
    );
    return 'failed';
  }
}

/** Sends each of `ids` in turn (after a step: what `waitUntil` runs). Never throws. */
export async function deliverAll(
  db: Firestore,
  settings: Settings,
  env: Bindings,
  ids: readonly string[],
): Promise<DeliveryOutcome[]> {
  const outcomes: DeliveryOutcome[] = [];
  for (const id of ids) {
    try {
      outcomes.push(await deliverMail(db, settings, env, id));
    } catch (error) {
      console.warn(`mail ${id}: not sent now, the cron will retry:`, error instanceof Error ? error.message : error);
      outcomes.push('failed');
    }
  }
  return outcomes;
}

/**
 * The cron's run: every mail whose time has come (queued and left, failed, or a lapsed claim),
 * oldest first, a page at a time (a cursor past the last one read, so each mail is read once)
 * until none is left or `RETRY_RUN_MAX` were tried.
 */
export async function retryDueMail(
  db: Firestore,
  settings: Settings,
  env: Bindings,
  now: Date = new Date(),
): Promise<{ tried: number; sent: number }> {
  let tried = 0;
  let sent = 0;
  let after: FirestoreDocument | undefined;
  while (tried < RETRY_RUN_MAX) {
    let query = collection(MAIL).where('retryAt', '<=', now).orderBy('retryAt').orderBy('__name__');
    if (after) query = query.startAfter([after.data.retryAt as Date, db.reference(`${MAIL}/${after.id}`)]);
    const due = await db.query('', query.limit(RETRY_BATCH));
    const outcomes = await deliverAll(
      db,
      settings,
      env,
      due.map((document) => document.id),
    );
    tried += outcomes.length;
    sent += outcomes.filter((outcome) => outcome === 'sent').length;
    after = due.at(-1);
    if (due.length < RETRY_BATCH) break;
  }
  return { tried, sent };
}

/** The mails of one request, oldest first (the console's detail). */
export async function mailOfConnection(db: Firestore, connectionId: string): Promise<OutboxMail[]> {
  const documents = await db.query('', collection(MAIL).where('connectionId', '==', connectionId).limit(200));
  return documents
    .map(decodeMail)
    .filter((mail) => mail !== null)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map(toOutboxMail);
}

/**
 * Mails not sent yet, the console's warning list: those that failed first (what the team must
 * see, however many wait behind them), then those waiting for their first try, each oldest first.
 */
export async function unsentMail(db: Firestore, limit = 100): Promise<OutboxMail[]> {
  const [failed, waiting] = await Promise.all([
    db.query('', collection(MAIL).where('status', '==', 'failed').limit(limit)),
    db.query('', collection(MAIL).orderBy('retryAt').limit(limit)),
  ]);
  // A failed mail is in both answers: one copy each, by id.
  const unsent = new Map<string, StoredMail & { id: string }>();
  for (const mail of [...failed, ...waiting].map(decodeMail))
    if (mail && mail.status !== 'sent') unsent.set(mail.id, mail);
  const failedFirst = (mail: { status: string }) => (mail.status === 'failed' ? 0 : 1);
  return [...unsent.values()]
    .sort((a, b) => failedFirst(a) - failedFirst(b) || a.createdAt.getTime() - b.createdAt.getTime())
    .slice(0, limit)
    .map(toOutboxMail);
}

/**
 * Sends an unsent mail now (the console's "Retry now"): `skipped` when it is sent already or being
 * sent, 404 `not_found` when there is no such mail.
 */
export async function retryMailNow(
  db: Firestore,
  settings: Settings,
  env: Bindings,
  id: string,
): Promise<DeliveryOutcome> {
  // Mail ids are made like request ids (newConnectionId).
  if (!isConnectionId(id)) throw new ApiError(404, 'not_found');
  const outcome = await deliverIfThere(db, settings, env, id, new Date());
  if (outcome === 'missing') throw new ApiError(404, 'not_found');
  return outcome;
}
