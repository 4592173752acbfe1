/**
 * Introductions with double opt-in (decision 0028): the steps of a request with the mails each
 * sends, the presenter's answers (their account, or the signed link e-mailed to them), the
 * team's steps with the cap on a presenter's open introductions, and the member's withdrawal.
 * Every step goes through `transitionConnection` (the step table, the stale-write guard, the
 * history) and writes its mails into the outbox in the same commit.
 */
import type { Bindings, Settings } from '../../env';
import type { Firestore, Write } from '../firestore/client';
import type { FirestoreDocument } from '../firestore/values';
import { collection } from '../firestore/query';
import {
  WITH_PRESENTER_STATUSES,
  storedStatuses,
  type ConnectionActor,
  type ConnectionStatus,
  type PresenterAnswerInput,
} from '#shared/schemas/connections.ts';
import { ApiError } from '../api-error';
import { deliverAll, queueMailWrite, type MailToQueue } from '../mail/outbox';
import { MAIL_KINDS, renderMail, type MailKind, type MailLanguage, type RenderedMail } from '../mail/templates';
import { CONNECTIONS, connectionPath, decodeConnection, isConnectionId, type StoredConnection } from './model';
import { transitionConnection, type StepUpdate, type TransitionResult } from './transitions';

/** A step's outcome for the caller: the request as it now is, and the mails to send. */
export interface StepDone {
  connection: StoredConnection;
  mailIds: string[];
}

/** Who acts and how they are named in the history. */
export interface StepActor {
  actor: ConnectionActor;
  uid: string;
  name?: string;
}

/** The language of a stored locale ('' = unknown: both languages). */
export function mailLanguageOf(locale: string): MailLanguage {
  if (locale === 'en') return 'en';
  if (locale === 'fr' || locale === 'combined') return 'fr';
  return 'both';
}

// ---------------------------------------------------------------------------------------------
// Signed links: `/introductions/<id>.<expires>.<signature>`, HMAC-SHA-256 with a key derived from
// SESSION_SECRET for this purpose alone. The link lets whoever holds it answer one request while
// it waits on the presenter, until it expires.

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function linkKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = (async () => {
      const base = await crypto.subtle.importKey(
        'raw',
        encoder.encode(secret),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      );
      const derived = await crypto.subtle.sign('HMAC', base, encoder.encode('introduction-links:v1'));
      return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    })();
    keys.set(secret, key);
  }
  return key;
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The signed token of request `id`, valid until `expires`. */
export async function introductionToken(settings: Settings, id: string, expires: Date): Promise<string> {
  const payload = `${id}.${Math.floor(expires.getTime() / 1000)}`;
  const signature = await crypto.subtle.sign('HMAC', await linkKey(settings.SESSION_SECRET), encoder.encode(payload));
  return `${payload}.${base64url(signature)}`;
}

export type TokenCheck = { valid: true; id: string; expires: Date } | { valid: false; reason: 'invalid' | 'expired' };

/** Checks a link's token: its signature, then its expiry. */
export async function checkIntroductionToken(
  settings: Settings,
  token: string,
  now: Date = new Date(),
): Promise<TokenCheck> {
  const match = /^([A-Za-z0-9]{20})\.(\d{1,12})\.([A-Za-z0-9_-]{1,100})$/.exec(token);
  if (!match) return { valid: false, reason: 'invalid' };
  const [, id = '', seconds = '', signature = ''] = match;
  const bytes = fromBase64url(signature);
  if (!bytes) return { valid: false, reason: 'invalid' };
  const ok = await crypto.subtle.verify(
    'HMAC',
    await linkKey(settings.SESSION_SECRET),
    bytes as Uint8Array<ArrayBuffer>,
    encoder.encode(`${id}.${seconds}`),
  );
  if (!ok) return { valid: false, reason: 'invalid' };
  const expires = new Date(Number(seconds) * 1000);
  if (expires <= now) return { valid: false, reason: 'expired' };
  return { valid: true, id, expires };
}

// ---------------------------------------------------------------------------------------------
// The mails of each step.

const site = (settings: Settings, path: string) => new URL(path, settings.SITE_URL).toString();

/**
 * The mails a step sends: who must act or be told, in their language. `from` is where the request
 * was; `connection` is as the step leaves it.
 */
export async function stepMails(
  settings: Settings,
  connection: StoredConnection,
  from: ConnectionStatus | null,
  now: Date,
): Promise<MailToQueue[]> {
  const member = mailLanguageOf(connection.requesterLocale);
  const presenter = mailLanguageOf(connection.presenterLocale);
  const names = { member: connection.requesterName, presenter: connection.presenterName };
  const consoleLink = site(settings, `/admin/connections/${connection.id}`);
  const toMember = (kind: MailToQueue['kind'], params: Partial<MailToQueue['params']> = {}): MailToQueue[] =>
    connection.requesterEmail
      ? [
          {
            kind,
            to: connection.requesterEmail,
            language: member,
            params: { name: connection.requesterName, ...names, ...params },
            connectionId: connection.id,
          },
        ]
      : [];
  const toPresenter = (kind: MailToQueue['kind'], params: Partial<MailToQueue['params']> = {}): MailToQueue[] =>
    connection.presenterEmail
      ? [
          {
            kind,
            to: connection.presenterEmail,
            language: presenter,
            params: { name: connection.presenterName, ...names, ...params },
            connectionId: connection.id,
          },
        ]
      : [];
  const toTeam = (kind: MailToQueue['kind'], params: Partial<MailToQueue['params']> = {}): MailToQueue[] => [
    {
      kind,
      to: settings.TEAM_EMAIL,
      language: 'both',
      params: { name: '', ...names, consoleLink, ...params },
      connectionId: connection.id,
    },
  ];
  const wasWithPresenter = from !== null && WITH_PRESENTER_STATUSES.includes(from);
  switch (connection.status) {
    case 'requested':
      return [
        ...toMember('requestReceived', { memberReason: connection.reason }),
        ...toTeam('newRequest', { reason: connection.reason }),
      ];
    case 'sent': {
      const expires = new Date(now.getTime() + settings.INTRO_LINK_DAYS * 24 * 60 * 60 * 1000);
      const token = await introductionToken(settings, connection.id, expires);
      return [
        ...toPresenter('askPresenter', {
          reason: connection.reason,
          note: connection.briefNote,
          answerLink: site(settings, `/introductions/${token}`),
          expires: expires.toISOString(),
          ...(connection.presenterUid ? { accountLink: site(settings, '/account/introductions') } : {}),
        }),
        ...(from === 'requested' ? toMember('requestSent') : []),
      ];
    }
    case 'accepted':
    case 'question':
    case 'declined':
      return [
        ...toTeam('presenterAnswered', { answer: connection.status, presenterNote: connection.presenterNote }),
        ...(connection.status === 'declined' ? toMember('requestDeclined') : []),
      ];
    case 'introduced':
      return [
        ...toMember('introducedMember', {
          email: connection.presenterEmail,
          telephone: connection.presenterSharesTel ? connection.presenterTel : '',
          note: connection.introNote,
        }),
        ...toPresenter('introducedPresenter', {
          email: connection.requesterEmail,
          telephone: connection.requesterTel,
          note: connection.introNote,
        }),
      ];
    case 'closed':
      return [...toMember('requestClosed'), ...(wasWithPresenter ? toPresenter('requestClosedPresenter') : [])];
    case 'withdrawn':
      return [...toTeam('requestWithdrawn'), ...(wasWithPresenter ? toPresenter('requestWithdrawnPresenter') : [])];
  }
}

// ---------------------------------------------------------------------------------------------
// Steps.

export interface StepOptions {
  to: ConnectionStatus;
  by: StepActor;
  update?: StepUpdate;
  expectedVersion?: string;
  requesterUid?: string;
  presenterUid?: string;
  /** More writes for the commit (the team's internal note). */
  alongside?: (connection: StoredConnection) => Write[];
  /** The stored request as the caller just read it (saves reading it again). */
  document?: FirestoreDocument | null;
  now?: Date;
}

/**
 * Takes one step of request `id` with its mails in the same commit. The mails are rendered for
 * the request as the step leaves it; their ids come back for sending after the answer.
 */
export async function takeStep(
  db: Firestore,
  settings: Settings,
  id: string,
  options: StepOptions,
): Promise<TransitionResult & { mailIds?: string[] }> {
  const now = options.now ?? new Date();
  // The mails need the request as the step leaves it, which `alongside` receives; rendering a
  // link is async, so the mails are prepared from a first read and checked against the step.
  const document = options.document === undefined ? await db.get(connectionPath(id)) : options.document;
  const before = document ? decodeConnection(document) : null;
  if (!document || !before) return { outcome: 'not_found' };
  const planned: StoredConnection = { ...before, ...(options.update ?? {}), status: options.to };
  const mails = (await stepMails(settings, planned, before.status, now)).map((mail) => queueMailWrite(mail, now));
  const result = await transitionConnection(db, id, {
    to: options.to,
    actor: options.by.actor,
    by: options.by.uid,
    ...(options.by.name !== undefined ? { byName: options.by.name } : {}),
    ...(options.update ? { update: options.update } : {}),
    // The version read above: a step decided on that copy, so a change since then is a race the
    // caller sees (as `stale` when it named a version, else as `busy`: try again).
    expectedVersion: options.expectedVersion ?? document.updateTime,
    document,
    ...(options.requesterUid !== undefined ? { requesterUid: options.requesterUid } : {}),
    ...(options.presenterUid !== undefined ? { presenterUid: options.presenterUid } : {}),
    now,
    alongside: (connection) => [
      ...(options.alongside ? options.alongside(connection) : []),
      ...mails.map((mail) => mail.write),
    ],
  });
  if (result.outcome !== 'changed') {
    // Without a version from the caller the guard above is ours: a race, not the caller's stale copy.
    if (result.outcome === 'stale' && options.expectedVersion === undefined) return { outcome: 'busy' };
    return result;
  }
  return { ...result, mailIds: mails.map((mail) => mail.id) };
}

/** Open introductions of a presenter (sent, asked, accepted): what the cap counts. */
export function openWithPresenter(db: Firestore, presenterId: string): Promise<number> {
  return db.count(
    '',
    collection(CONNECTIONS)
      .where('presenterId', '==', presenterId)
      // With the legacy names of requests not migrated yet (in_progress reads as sent).
      .where('status', 'in', storedStatuses(WITH_PRESENTER_STATUSES)),
  );
}

/** An ApiError for a step that did not happen (the member's, the presenter's). */
export function stepRefused(result: Exclude<TransitionResult, { outcome: 'changed' }>, namespace: string): ApiError {
  switch (result.outcome) {
    case 'not_found':
      return new ApiError(404, 'not_found', `${namespace}:connections.errors.notFound`);
    case 'not_allowed':
      return new ApiError(409, 'not_allowed', 'presenter:connections.errors.stepNotAllowed', {
        values: { status: { key: `presenter:connections.status.${result.connection.status}` } },
      });
    case 'stale':
    case 'busy':
      return new ApiError(409, 'busy', 'presenter:errors.busy');
  }
}

/**
 * The presenter answers request `id`: through their account (`presenterUid`) or the e-mailed
 * link (already checked; `presenterUid` undefined). Throws ApiError when the step is refused.
 */
export async function answerAsPresenter(
  db: Firestore,
  settings: Settings,
  id: string,
  input: PresenterAnswerInput,
  who: { presenterUid?: string; uid: string; name: string },
  /** The stored request, when the caller has just read it (the link's page and API). */
  document?: FirestoreDocument,
): Promise<StepDone> {
  if (!isConnectionId(id)) throw new ApiError(404, 'not_found', 'presenter:connections.errors.notFound');
  const result = await takeStep(db, settings, id, {
    to: input.answer,
    by: { actor: 'presenter', uid: who.uid, name: who.name },
    update: {
      presenterNote: input.note ?? '',
      presenterSharesTel: input.answer === 'accepted' && input.shareTelephone,
    },
    ...(who.presenterUid !== undefined ? { presenterUid: who.presenterUid } : {}),
    ...(document ? { document } : {}),
  });
  if (result.outcome !== 'changed') throw stepRefused(result, 'presenter');
  return { connection: result.connection, mailIds: result.mailIds ?? [] };
}

/** Requests to the presenter with account `uid`, newest first. */
export async function presenterRequests(db: Firestore, uid: string, limit = 200): Promise<StoredConnection[]> {
  const documents = await db.query(
    '',
    collection(CONNECTIONS).where('presenterUid', '==', uid).orderBy('dateRequested', 'desc').limit(limit),
  );
  return (
    documents
      .map(decodeConnection)
      .filter((connection) => connection !== null)
      // The presenter hears of a request only once the team has sent it to them.
      .filter((connection) => connection.history.some((change) => change.to === 'sent'))
  );
}

/** Sends the step's mails after the answer (the outbox keeps them if this fails). */
export function sendAfter(
  waitUntil: (promise: Promise<unknown>) => void,
  db: Firestore,
  settings: Settings,
  env: Bindings,
  mailIds: readonly string[],
): void {
  if (mailIds.length === 0) return;
  waitUntil(deliverAll(db, settings, env, mailIds));
}

/** The steps whose mails the console previews, with where each comes from. */
const PREVIEW_STEPS: [ConnectionStatus | null, ConnectionStatus][] = [
  [null, 'requested'],
  ['requested', 'sent'],
  ['sent', 'accepted'],
  ['sent', 'declined'],
  ['accepted', 'introduced'],
  ['sent', 'closed'],
  ['sent', 'withdrawn'],
];

/**
 * Every mail as a step really sends it (`stepMails` on a sample request, names and texts made
 * up), in English and French: what the console shows the team. One preview per kind.
 */
export async function mailPreviews(
  settings: Settings,
  now: Date = new Date(),
): Promise<{ kind: MailKind; en: RenderedMail; fr: RenderedMail }[]> {
  const sample: StoredConnection = {
    id: 'AAAAAAAAAAAAAAAAAAAA',
    presenterId: 'presenter',
    presenterName: 'Kwame Mensah',
    presenterEmail: 'presenter@example.org',
    presenterTel: '+27 21 555 0100',
    presenterUid: 'presenter-account',
    presenterLocale: '',
    requesterUid: 'member',
    requesterName: 'Amina Diallo',
    requesterEmail: 'member@example.org',
    requesterTel: '+221 77 555 0101',
    requesterLocale: 'en',
    status: 'requested',
    reason: '…',
    publishQuestion: 'no',
    requesterFirstName: '',
    briefNote: '…',
    introNote: '…',
    presenterNote: '…',
    presenterSharesTel: true,
    assigneeUid: '',
    assigneeName: '',
    dateRequested: now,
    lastUpdated: now,
    history: [],
    version: '',
  };
  const found = new Map<MailKind, MailToQueue>();
  for (const [from, to] of PREVIEW_STEPS) {
    for (const mail of await stepMails(settings, { ...sample, status: to }, from, now)) {
      if (!found.has(mail.kind)) found.set(mail.kind, mail);
    }
  }
  // Not a step's mail: a sign-up with an address that has an account (services/mail/signup-notice.ts).
  found.set('signupExisting', {
    kind: 'signupExisting',
    to: 'member@example.org',
    language: 'both',
    params: { name: 'Amina', member: '', presenter: '', siteLink: new URL('/login', settings.SITE_URL).toString() },
    connectionId: '',
  });
  found.set('signinAttempts', {
    kind: 'signinAttempts',
    to: 'member@example.org',
    language: 'both',
    params: { name: 'Amina', member: '', presenter: '', siteLink: new URL('/forgot', settings.SITE_URL).toString() },
    connectionId: '',
  });
  // The answer library's mails (decision 0040).
  const answerParams = {
    name: 'Kwame Mensah',
    member: '',
    presenter: 'Kwame Mensah',
    siteLink: new URL('/answers', settings.SITE_URL).toString(),
  };
  found.set('answerToReview', {
    kind: 'answerToReview',
    to: settings.TEAM_EMAIL,
    language: 'both',
    params: { ...answerParams, name: '', consoleLink: new URL('/admin/answers', settings.SITE_URL).toString() },
    connectionId: '',
  });
  found.set('answerApproved', {
    kind: 'answerApproved',
    to: 'presenter@example.org',
    language: 'both',
    params: answerParams,
    connectionId: '',
  });
  found.set('answerRejected', {
    kind: 'answerRejected',
    to: 'presenter@example.org',
    language: 'both',
    params: { ...answerParams, note: '…' },
    connectionId: '',
  });
  return MAIL_KINDS.flatMap((kind) => {
    const mail = found.get(kind);
    return mail ? [{ kind, en: renderMail(kind, mail.params, 'en'), fr: renderMail(kind, mail.params, 'fr') }] : [];
  });
}
