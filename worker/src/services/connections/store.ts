/**
 * Connection requests of members: create (one open request per member and presenter, enforced by
 * the lock document of ./model.ts in the same commit), list a member's own or, for admins, all,
 * and cancel. Presenter contact details come from the content service on the server and the
 * requester's from `users/{uid}` and the session: never from the browser.
 */
import type { Firestore } from '../firestore/client';
import { isFirestoreError } from '../firestore/errors';
import { collection } from '../firestore/query';
import type { Presenter } from '#shared/schemas/content.ts';
import type { Locale } from '#shared/constants/spec.ts';
import { MEMBER_PRESENTER_PREFIX } from '#shared/schemas/presenter-profile.ts';
import { PRESENTER_PROFILES } from '../presenters/profile-store';
import type { Settings } from '../../env';
import { queueMailWrite } from '../mail/outbox';
import { countingWrite, limitPath } from '../limits/rate-limit';
import { CONNECTION_REQUESTS_PER_MEMBER } from '#shared/constants/rate-limits.ts';
import { stepMails, stepRefused, takeStep, type StepDone } from './introductions';
import {
  CONNECTION_LIST_LIMIT,
  isOpenStatus,
  storedStatuses,
  VIEW_STATUSES,
  type ConnectionView,
} from '#shared/schemas/connections.ts';
import type { SessionUser } from '#shared/schemas/member.ts';
import type { PublishChoice } from '#shared/schemas/answers.ts';
import { firstNameOf } from '../answers/model';
import { ApiError } from '../api-error';
import {
  CONNECTIONS,
  connectionData,
  connectionPath,
  decodeConnection,
  isConnectionId,
  isDocumentId,
  lockPath,
  newConnectionId,
  type StoredConnection,
} from './model';

/** Creations that found a stale lock (or an id taken) try again this often. */
const CREATE_ATTEMPTS = 3;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The requester's name, e-mail and telephone: `users/{uid}` first, the session second. */
async function requesterDetails(db: Firestore, user: SessionUser) {
  const profile = isDocumentId(user.uid) ? await db.get(`users/${user.uid}`) : null;
  const data = profile?.data ?? {};
  const fullName = [text(data.firstName), text(data.lastName)].filter(Boolean).join(' ');
  return {
    requesterFirstName: text(data.firstName) || firstNameOf(text(user.name)),
    requesterName: fullName || text(user.name) || text(user.email),
    requesterEmail: text(data.email) || text(user.email),
    requesterTel: text(data.telephone) || text(data.cellphone),
  };
}

/** A stored locale as a mail language: 'en' or 'fr' ('' when unknown). */
const knownLocale = (value: unknown) => (value === 'en' || value === 'fr' ? value : '');

/**
 * The presenter's member account, e-mail, telephone and language: a member presenter's own
 * (`member-<uid>`: e-mail and language from `users/{uid}`, telephone from their presenter profile,
 * the one the presenter form asks for), or the account registered with the content presenter's
 * e-mail address, if any (the telephone from the content service). The language is the account's
 * stored `locale`, else the language a member presenter writes their profile in; '' when unknown
 * (mails in both languages).
 */
async function presenterAccount(
  db: Firestore,
  presenter: Pick<Presenter, 'id' | 'email' | 'telephone'>,
): Promise<{ presenterUid: string; presenterEmail: string; presenterTel: string; presenterLocale: string }> {
  const contentEmail = presenter.email?.trim() ?? '';
  const contentTel = presenter.telephone?.trim() ?? '';
  if (presenter.id.startsWith(MEMBER_PRESENTER_PREFIX)) {
    const uid = presenter.id.slice(MEMBER_PRESENTER_PREFIX.length);
    const [account, profile] = isDocumentId(uid)
      ? await Promise.all([db.get(`users/${uid}`), db.get(`${PRESENTER_PROFILES}/${uid}`)])
      : [null, null];
    return {
      presenterUid: account ? uid : '',
      presenterEmail: text(account?.data.email) || contentEmail,
      presenterTel: text(profile?.data.telephone) || text(account?.data.telephone) || contentTel,
      presenterLocale: knownLocale(account?.data.locale) || knownLocale(profile?.data.language),
    };
  }
  if (!contentEmail) return { presenterUid: '', presenterEmail: '', presenterTel: contentTel, presenterLocale: '' };
  const [account] = await db.query('', collection('users').where('email', '==', contentEmail).limit(1));
  return {
    presenterUid: account?.id ?? '',
    presenterEmail: contentEmail,
    presenterTel: contentTel,
    presenterLocale: knownLocale(account?.data.locale),
  };
}

/**
 * Creates a request of `user` for `presenter` (status requested, with the member's reason), with
 * the presenter's e-mail, telephone and language (`presenterAccount`), and the mails that tell the
 * member and the team, in the same commit. Throws ApiError 409 `already_open` while the pair has
 * an open request, and 429 `daily_limit` (with its Retry-After) once the member sent
 * CONNECTION_REQUESTS_PER_MEMBER requests within its window, whatever the presenters
 * (decision 0030); each request is counted in the same commit that stores it.
 */
export async function createConnection(
  db: Firestore,
  settings: Settings,
  presenter: Pick<Presenter, 'id' | 'name' | 'surname' | 'email' | 'telephone'>,
  user: SessionUser,
  options: { reason?: string | undefined; publish?: PublishChoice; locale: Locale; limitKey: string },
  now: Date = new Date(),
): Promise<StepDone> {
  const presenterName = [presenter.name.trim(), presenter.surname.trim()].filter(Boolean).join(' ');
  const lock = lockPath(user.uid, presenter.id);
  const [requester, account] = await Promise.all([requesterDetails(db, user), presenterAccount(db, presenter)]);
  // The member's count: keyed by a hash of the uid with the limits' key (`limitHashKey`), like every
  // limit (decision 0030).
  const countPath = await limitPath('connect-member', user.uid, options.limitKey);
  for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt += 1) {
    const counted = await countingWrite(db, countPath, CONNECTION_REQUESTS_PER_MEMBER, now.getTime());
    if (!counted.write) {
      throw new ApiError(429, 'daily_limit', 'presenter:connections.errors.dailyLimit', {
        values: { max: CONNECTION_REQUESTS_PER_MEMBER.max },
        retryAfterSeconds: counted.retryAfterSeconds,
      });
    }
    const id = newConnectionId();
    const { requesterFirstName: _firstName, ...requesterFields } = requester;
    const connection: Omit<StoredConnection, 'version'> = {
      id,
      presenterId: presenter.id,
      presenterName,
      ...account,
      requesterUid: user.uid,
      ...requesterFields,
      requesterLocale: options.locale,
      status: 'requested',
      reason: options.reason ?? '',
      // Only a question can be published; the first name only when the member chose it (decision 0040).
      publishQuestion: options.reason ? (options.publish ?? 'no') : 'no',
      requesterFirstName: options.reason && options.publish === 'firstName' ? requester.requesterFirstName : '',
      briefNote: '',
      introNote: '',
      presenterNote: '',
      presenterSharesTel: false,
      assigneeUid: '',
      assigneeName: '',
      dateRequested: now,
      lastUpdated: now,
      history: [{ at: now, by: user.uid, role: 'member', from: null, to: 'requested' }],
    };
    const mails = (await stepMails(settings, { ...connection, version: '' }, null, now)).map((mail) =>
      queueMailWrite(mail, now),
    );
    try {
      const result = await db.commit([
        {
          type: 'set',
          path: connectionPath(id),
          data: connectionData(connection),
          precondition: { exists: false },
        },
        {
          type: 'set',
          path: lock,
          data: { connectionId: id, requesterUid: user.uid, presenterId: presenter.id, createdAt: now },
          precondition: { exists: false },
        },
        ...mails.map((mail) => mail.write),
        counted.write,
      ]);
      return {
        connection: { ...connection, version: result.writeResults[0]?.updateTime ?? result.commitTime },
        mailIds: mails.map((mail) => mail.id),
      };
    } catch (error) {
      if (!isFirestoreError(error) || !error.preconditionFailed) throw error;
    }
    // The lock exists (or, once in a blue moon, the random id was taken): is its request open?
    const held = await db.get(lock);
    if (!held) continue;
    const heldId = text(held.data.connectionId);
    const heldDocument = isConnectionId(heldId) ? await db.get(connectionPath(heldId)) : null;
    const heldConnection = heldDocument ? decodeConnection(heldDocument) : null;
    if (heldConnection && isOpenStatus(heldConnection.status)) {
      throw new ApiError(409, 'already_open', 'presenter:connections.errors.alreadyOpen', {
        values: { name: presenterName },
      });
    }
    // A lock left behind by a request that ended without releasing it: release it, try again.
    try {
      await db.delete(held.path, { precondition: { updateTime: held.updateTime } });
    } catch (error) {
      if (!isFirestoreError(error) || !error.preconditionFailed) throw error;
    }
  }
  throw new ApiError(409, 'busy', 'presenter:errors.busy');
}

/**
 * Requests of one view (pending: open ones; history: ended ones), newest first: `requesterUid`'s
 * own, or everyone's when `requesterUid` is null (admins).
 */
export async function listConnections(
  db: Firestore,
  options: { view: ConnectionView; requesterUid: string | null; limit?: number },
): Promise<StoredConnection[]> {
  let query = collection(CONNECTIONS);
  if (options.requesterUid !== null) query = query.where('requesterUid', '==', options.requesterUid);
  query = query
    .where('status', 'in', storedStatuses(VIEW_STATUSES[options.view]))
    .orderBy('dateRequested', 'desc')
    .limit(options.limit ?? CONNECTION_LIST_LIMIT);
  const documents = await db.query('', query);
  return documents.map(decodeConnection).filter((connection) => connection !== null);
}

/**
 * The requester withdraws their open request `id` (before the introduction). ApiError 404 when
 * there is no such request of theirs, 409 when it has already ended.
 */
export async function withdrawConnection(
  db: Firestore,
  settings: Settings,
  id: string,
  user: SessionUser,
): Promise<StepDone> {
  if (!isConnectionId(id)) throw new ApiError(404, 'not_found', 'presenter:connections.errors.notFound');
  const result = await takeStep(db, settings, id, {
    to: 'withdrawn',
    by: { actor: 'member', uid: user.uid },
    requesterUid: user.uid,
  });
  switch (result.outcome) {
    case 'changed':
      return { connection: result.connection, mailIds: result.mailIds ?? [] };
    case 'not_allowed':
      throw new ApiError(409, 'ended', 'presenter:connections.errors.ended', {
        values: { status: { key: `presenter:connections.status.${result.connection.status}` } },
      });
    default:
      throw stepRefused(result, 'presenter');
  }
}
