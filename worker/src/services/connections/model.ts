/**
 * How connection requests are stored: `connections/{id}` with the fields of the contract, and
 * `connectionLocks/{open-<requesterUid>-<presenterId>}`, a lock that exists exactly while the
 * pair has an open request (created in the same commit as the request, create-only, and deleted
 * in the commit that ends it), which makes "one open request per member and presenter" hold even
 * for simultaneous requests. Documents are decoded by the shared schema (storedConnectionSchema):
 * they are data from outside.
 */
import * as v from 'valibot';
import type { FirestoreDocument } from '../firestore/values';
import { normalizeTerm } from '#shared/lib/search-text.ts';
import {
  allowedTransitions,
  CONNECTION_FIELDS,
  CONNECTION_WORKFLOW,
  isOpenStatus,
  LEGACY_STATUSES,
  PRESENTER_ANSWERS,
  storedChangeSchema,
  storedConnectionSchema,
  TEAM_ONLY_FIELDS,
  type ConnectionActor,
  type ConnectionStatus,
  type LegacyStatus,
  type MemberConnection,
  type PresenterIntroduction,
} from '#shared/schemas/connections.ts';

export const CONNECTIONS = 'connections';
export const CONNECTION_LOCKS = 'connectionLocks';

/** Request ids are ours (20 letters and digits); anything else cannot name a request. */
const CONNECTION_ID_PATTERN = /^[A-Za-z0-9]{20}$/;
export const isConnectionId = (id: string) => CONNECTION_ID_PATTERN.test(id);

/** Firestore document ids cannot contain a slash, be `.` or `..`, or look like `__x__`. */
export const isDocumentId = (id: string) =>
  id.length > 0 && id.length <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);

export const connectionPath = (id: string) => `${CONNECTIONS}/${id}`;

/**
 * The lock's document id. A uid is escaped so it contains no `-` (nor `/` or `%` unescaped):
 * the first `-` after `open-` always separates it from the presenter id, and two different pairs
 * never share a lock. Firebase uids are letters and digits, so theirs read as given.
 */
export function lockId(requesterUid: string, presenterId: string): string {
  const escape = (value: string) => encodeURIComponent(value).replace(/-/g, '%2D');
  return `open-${escape(requesterUid)}-${encodeURIComponent(presenterId)}`;
}
export const lockPath = (requesterUid: string, presenterId: string) =>
  `${CONNECTION_LOCKS}/${lockId(requesterUid, presenterId)}`;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new request id: 20 random letters and digits, like Firestore's own ids. */
export function newConnectionId(): string {
  // 248 is the largest multiple of 62 below 256: bytes from 248 up would bias the choice.
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(24))) {
      if (byte < 248 && id.length < 20) id += ALPHABET[byte % 62];
    }
  }
  return id;
}

// A type, not an interface: Firestore write data needs an implicit index signature.
export type StoredChange = {
  at: Date;
  /** Uid of whoever took the step ('' for a presenter answering through the e-mailed link). */
  by: string;
  /** The name of whoever made the change, at the time (absent on the requester's own entries). */
  byName?: string;
  role: ConnectionActor;
  from: ConnectionStatus | null;
  to: ConnectionStatus;
};

/**
 * The `search` map of a request: lower-case, accent-free copies of the names and e-mails that the
 * admin console's free-text search matches by prefix (one range per field, so few fields: the
 * member's name, surname and e-mail, and the presenter's name; presenters also have a filter) and
 * its name columns sort by. `requesterLastName` is the name from its second word on, so "diallo"
 * finds "Amina Diallo".
 */
export const SEARCH_FIELDS = ['requesterName', 'requesterLastName', 'requesterEmail', 'presenterName'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchKeys = Record<SearchField, string>;

/** Folds text the way search terms are folded: accents off, lower case, spaces collapsed. */
export const searchKey = (text: string) => normalizeTerm(text).replace(/\s+/g, ' ').trim();

const lastNameOf = (name: string) => {
  const words = searchKey(name).split(' ');
  return words.length > 1 ? words.slice(1).join(' ') : '';
};

/** The search map for a request's names and e-mails. */
export function searchKeysOf(names: {
  requesterName: string;
  requesterEmail: string;
  presenterName: string;
  presenterEmail: string;
}): SearchKeys {
  return {
    requesterName: searchKey(names.requesterName),
    requesterLastName: lastNameOf(names.requesterName),
    requesterEmail: searchKey(names.requesterEmail),
    presenterName: searchKey(names.presenterName),
  };
}

type ConnectionFields = Omit<
  Pick<v.InferOutput<typeof storedConnectionSchema>, (typeof CONNECTION_FIELDS)[number]>,
  'status'
> & { status: ConnectionStatus };

/** The fields of a request beyond its people and status (introductions, decision 0028). */
export const STEP_FIELDS = [
  'presenterUid',
  'requesterLocale',
  'presenterLocale',
  'reason',
  'publishQuestion',
  'requesterFirstName',
  'briefNote',
  'introNote',
  'presenterNote',
  'presenterSharesTel',
  'assigneeUid',
  'assigneeName',
] as const;
type StepFields = Pick<v.InferOutput<typeof storedConnectionSchema>, (typeof STEP_FIELDS)[number]>;

/** A status as stored under `workflow` read as today's (legacy names of workflow 1 mapped). */
export function currentStatus(status: string, workflow: number): ConnectionStatus {
  if (workflow < CONNECTION_WORKFLOW && status in LEGACY_STATUSES) return LEGACY_STATUSES[status as LegacyStatus];
  return status as ConnectionStatus;
}

/** A request as stored, presenter contact details included (server side and admin console only). */
export interface StoredConnection extends ConnectionFields, StepFields {
  id: string;
  dateRequested: Date;
  lastUpdated: Date;
  history: StoredChange[];
  /** The stored copy's update time: the version a change must name (admin console). */
  version: string;
}

/** The people and status of a request (CONNECTION_FIELDS), without the team-only ones when asked. */
export function connectionFields(connection: ConnectionFields): ConnectionFields;
export function connectionFields(
  connection: ConnectionFields,
  omit: typeof TEAM_ONLY_FIELDS,
): Omit<ConnectionFields, (typeof TEAM_ONLY_FIELDS)[number]>;
export function connectionFields(connection: ConnectionFields, omit: readonly string[] = []) {
  return Object.fromEntries(
    CONNECTION_FIELDS.filter((field) => !omit.includes(field)).map((field) => [field, connection[field]]),
  );
}

/** A stored request, or null when the document lacks what every request has. */
export function decodeConnection(document: FirestoreDocument): StoredConnection | null {
  const decoded = v.safeParse(storedConnectionSchema, document.data);
  if (!decoded.success) return null;
  const created = new Date(document.createTime);
  const { dateRequested, lastUpdated, history, workflow } = decoded.output;
  const status = (value: string) => currentStatus(value, workflow);
  return {
    id: document.id,
    ...connectionFields({ ...decoded.output, status: status(decoded.output.status) }),
    ...(Object.fromEntries(STEP_FIELDS.map((field) => [field, decoded.output[field]])) as StepFields),
    dateRequested: dateRequested ?? created,
    lastUpdated: lastUpdated ?? created,
    history: history.flatMap((entry) => {
      const change = v.safeParse(storedChangeSchema, entry);
      if (!change.success) return [];
      const { at, byName, role, from, to, by } = change.output;
      return [
        {
          at: at ?? created,
          by,
          ...(byName === undefined ? {} : { byName }),
          role: role ?? (by === decoded.output.requesterUid ? 'member' : 'team'),
          from: from === null ? null : status(from),
          to: status(to),
        } satisfies StoredChange,
      ];
    }),
    version: document.updateTime,
  };
}

/** The stored fields of a request (everything but its id and version). */
export function connectionData(connection: Omit<StoredConnection, 'id' | 'version'>) {
  return {
    ...connectionFields(connection),
    ...Object.fromEntries(STEP_FIELDS.map((field) => [field, connection[field]])),
    workflow: CONNECTION_WORKFLOW,
    dateRequested: connection.dateRequested,
    lastUpdated: connection.lastUpdated,
    history: connection.history,
    open: isOpenStatus(connection.status),
    search: searchKeysOf(connection),
  };
}

/** What a member receives: no presenter e-mail or telephone, no uid of the team member who acted. */
export function toMemberConnection(connection: StoredConnection): MemberConnection {
  return {
    id: connection.id,
    ...connectionFields(connection, TEAM_ONLY_FIELDS),
    reason: connection.reason,
    publishQuestion: connection.publishQuestion,
    dateRequested: connection.dateRequested.toISOString(),
    lastUpdated: connection.lastUpdated.toISOString(),
    history: connection.history.map((change) => ({
      at: change.at.toISOString(),
      by: change.role === 'member' ? 'requester' : change.role,
      from: change.from,
      to: change.to,
    })),
    introduction:
      connection.status === 'introduced'
        ? {
            presenterEmail: connection.presenterEmail,
            presenterTel: connection.presenterSharesTel ? connection.presenterTel : '',
            note: connection.introNote,
          }
        : null,
  };
}

/**
 * What the presenter receives: the member's name and reason and the team's note; the member's
 * e-mail and telephone only once introduced; never the team's internal notes.
 */
export function toPresenterIntroduction(connection: StoredConnection): PresenterIntroduction {
  const answers = allowedTransitions(connection.status, 'presenter');
  return {
    id: connection.id,
    status: connection.status,
    requesterName: connection.requesterName,
    reason: connection.reason,
    briefNote: connection.briefNote,
    presenterNote: connection.presenterNote,
    publishable: connection.publishQuestion !== 'no' && connection.reason !== '',
    dateRequested: connection.dateRequested.toISOString(),
    lastUpdated: connection.lastUpdated.toISOString(),
    answers: PRESENTER_ANSWERS.filter((answer) => answers.includes(answer)),
    introduction:
      connection.status === 'introduced'
        ? {
            requesterEmail: connection.requesterEmail,
            requesterTel: connection.requesterTel,
            note: connection.introNote,
          }
        : null,
  };
}
