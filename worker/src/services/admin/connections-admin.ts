/**
 * The admin console's work on connection requests: pages of a view, counts per status through
 * aggregation queries, one request with its history and internal notes (`connections/{id}/notes`),
 * status changes on the copy the admin saw (refused when stale), notes, bulk changes, and the
 * rows of an export. Status rules are the transition table's, applied by `transitionConnection`.
 */
import type { Firestore, Write } from '../firestore/client';
import { collection } from '../firestore/query';
import type { FirestoreDocument } from '../firestore/values';
import {
  ADMIN_VIEW_STATUSES,
  statusesOf,
  type AdminConnectionCounts,
  type AdminConnectionDetail,
  type AdminConnectionPage,
  type AdminConnectionQuery,
  type AdminConnectionRow,
  type AdminNote,
  type BulkStatusAnswer,
} from '#shared/schemas/admin.ts';
import { CONNECTION_STATUSES, type ConnectionStatus } from '#shared/schemas/connections.ts';
import type { Settings } from '../../env';
import { mailOfConnection } from '../mail/outbox';
import { openWithPresenter, takeStep } from '../connections/introductions';
import type { StepUpdate } from '../connections/transitions';
import { ApiError } from '../api-error';
import {
  connectionPath,
  connectionFields,
  decodeConnection,
  isConnectionId,
  newConnectionId,
  type StoredConnection,
} from '../connections/model';
import type { TransitionResult } from '../connections/transitions';
import {
  decodeCursor,
  encodeCursor,
  filteredConnections,
  orderedConnections,
  type ConnectionFilters,
} from './connection-query';

/** The team member acting. */
export interface Actor {
  uid: string;
  name: string;
}

const NOTES = 'notes';
/** Bulk changes run this many requests at a time. */
const BULK_CONCURRENCY = 8;

/** A stored request as a row of the console. */
export function toAdminRow(connection: StoredConnection): AdminConnectionRow {
  return {
    id: connection.id,
    version: connection.version,
    ...connectionFields(connection),
    dateRequested: connection.dateRequested.toISOString(),
    lastUpdated: connection.lastUpdated.toISOString(),
    assigneeUid: connection.assigneeUid,
    assigneeName: connection.assigneeName,
  };
}

const cursorRefused = () =>
  new ApiError(400, 'invalid_query', 'admin:errors.cursorInvalid', { fields: { after: 'admin:errors.cursorInvalid' } });

/** The filters of a query without its page. */
const filtersOf = ({ size: _size, after: _after, ...filters }: AdminConnectionQuery): ConnectionFilters => filters;

/** Runs the ordered query of `filters` from after `cursor`, `limit` documents at most. */
async function runPage(
  db: Firestore,
  filters: ConnectionFilters,
  cursor: string | undefined,
  limit: number,
): Promise<FirestoreDocument[]> {
  let builder = orderedConnections(filters);
  if (cursor) {
    const start = decodeCursor(filters, cursor);
    if (!start) throw cursorRefused();
    builder = builder.startAfter([...start.values, db.reference(connectionPath(start.id))]);
  }
  return db.query('', builder.limit(limit));
}

/** One page of a view, and the cursor of the next page (null on the last). */
export async function listConnectionPage(db: Firestore, query: AdminConnectionQuery): Promise<AdminConnectionPage> {
  const filters = filtersOf(query);
  // One more than a page tells whether another page follows without a second query.
  const documents = await runPage(db, filters, query.after, query.size + 1);
  const page = documents.slice(0, query.size);
  const last = page.at(-1);
  const items = page
    .map(decodeConnection)
    .filter((connection) => connection !== null)
    .map(toAdminRow);
  return { items, nextCursor: documents.length > query.size && last ? encodeCursor(filters, last) : null };
}

/**
 * Requests per status under the query's other filters (one aggregation query per status of the
 * view, side by side), and the total of the statuses the query lists.
 */
export async function countConnections(db: Firestore, query: AdminConnectionQuery): Promise<AdminConnectionCounts> {
  const filters = filtersOf(query);
  const viewStatuses = ADMIN_VIEW_STATUSES[query.view];
  const counted = await Promise.all(
    viewStatuses.map(async (status) => [status, await db.count('', filteredConnections(filters, [status]))] as const),
  );
  const counts = Object.fromEntries(CONNECTION_STATUSES.map((status) => [status, 0])) as Record<
    ConnectionStatus,
    number
  >;
  for (const [status, count] of counted) counts[status] = count;
  const listed = statusesOf(query);
  return { counts, total: listed.reduce((sum, status) => sum + counts[status], 0) };
}

/** Every row of a view, in its order, page by page (the export); stops after `max` rows. */
export async function* connectionRows(
  db: Firestore,
  query: AdminConnectionQuery,
  max: number,
  pageSize = 500,
): AsyncGenerator<AdminConnectionRow> {
  const filters = filtersOf(query);
  let cursor: string | undefined;
  let produced = 0;
  while (produced < max) {
    const documents = await runPage(db, filters, cursor, Math.min(pageSize, max - produced));
    for (const document of documents) {
      const connection = decodeConnection(document);
      if (connection) yield toAdminRow(connection);
      produced += 1;
    }
    const last = documents.at(-1);
    if (!last || documents.length < pageSize) return;
    cursor = encodeCursor(filters, last);
  }
}

const notFound = () => new ApiError(404, 'not_found', 'admin:errors.notFound');

function decodeNote(document: FirestoreDocument): AdminNote | null {
  const { at, by, byName, text } = document.data;
  if (typeof text !== 'string' || !(at instanceof Date)) return null;
  return {
    id: document.id,
    at: at.toISOString(),
    by: typeof by === 'string' ? by : '',
    byName: typeof byName === 'string' ? byName : '',
    text,
  };
}

/** A request as the detail panel shows it: history with names, its notes oldest first, its mails. */
function toDetail(
  connection: StoredConnection,
  notes: AdminNote[],
  mails: AdminConnectionDetail['mails'],
): AdminConnectionDetail {
  return {
    ...toAdminRow(connection),
    reason: connection.reason,
    briefNote: connection.briefNote,
    introNote: connection.introNote,
    presenterNote: connection.presenterNote,
    presenterSharesTel: connection.presenterSharesTel,
    presenterHasAccount: connection.presenterUid !== '',
    history: connection.history.map((change) => {
      const byRequester = change.role === 'member';
      return {
        at: change.at.toISOString(),
        by: change.by,
        byName:
          change.byName ??
          (byRequester ? connection.requesterName : change.role === 'presenter' ? connection.presenterName : change.by),
        byRequester,
        role: change.role,
        from: change.from,
        to: change.to,
      };
    }),
    notes,
    mails,
  };
}

/** The detail of `connection`: its notes and mails read beside. */
async function detailOf(db: Firestore, connection: StoredConnection): Promise<AdminConnectionDetail> {
  const [notes, mails] = await Promise.all([readNotes(db, connection.id), mailOfConnection(db, connection.id)]);
  return toDetail(connection, notes, mails);
}

async function readNotes(db: Firestore, id: string): Promise<AdminNote[]> {
  const documents = await db.query(connectionPath(id), collection(NOTES).orderBy('at', 'asc').limit(500));
  return documents.map(decodeNote).filter((note) => note !== null);
}

/** One request with its history and notes; ApiError 404 when there is none. */
export async function readConnectionDetail(db: Firestore, id: string): Promise<AdminConnectionDetail> {
  if (!isConnectionId(id)) throw notFound();
  const document = await db.get(connectionPath(id));
  const connection = document ? decodeConnection(document) : null;
  if (!connection) throw notFound();
  return detailOf(db, connection);
}

const noteWrite = (id: string, actor: Actor, text: string, at: Date): Write => ({
  type: 'set',
  path: `${connectionPath(id)}/${NOTES}/${newConnectionId()}`,
  data: { at, by: actor.uid, byName: actor.name, text },
  precondition: { exists: false },
});

/** Why a change did not happen, as the API answers it (with the current copy when there is one). */
function refusal(
  result: Exclude<TransitionResult, { outcome: 'changed' }>,
  to: ConnectionStatus,
  current: AdminConnectionDetail | null,
): ApiError {
  const extra = current ? { connection: current } : undefined;
  switch (result.outcome) {
    case 'not_found':
      return notFound();
    case 'stale':
      return new ApiError(409, 'stale', 'admin:errors.stale', {
        values: { status: { key: `admin:status.${result.connection.status}` } },
        extra,
      });
    case 'not_allowed':
      return new ApiError(409, 'not_allowed', 'admin:errors.notAllowed', {
        values: { from: { key: `admin:status.${result.connection.status}` }, to: { key: `admin:status.${to}` } },
        extra,
      });
    case 'busy':
      return new ApiError(409, 'busy', 'admin:errors.busy');
  }
}

/** What a team step sets: its message goes to the presenter (sending) or to both (introducing). */
function teamUpdate(to: ConnectionStatus, message: string | undefined): StepUpdate {
  if (to === 'sent') return { briefNote: message ?? '' };
  if (to === 'introduced') return { introNote: message ?? '' };
  return {};
}

/**
 * Refuses a first sending to a presenter who already has the cap's number of open introductions
 * (ApiError 409 `presenter_cap`). A request sent again after a question is already counted.
 */
async function checkCap(db: Firestore, settings: Settings, connection: StoredConnection, to: ConnectionStatus) {
  if (to !== 'sent' || connection.status !== 'requested') return;
  const open = await openWithPresenter(db, connection.presenterId);
  if (open >= settings.INTRO_CAP_PER_PRESENTER) {
    throw new ApiError(409, 'presenter_cap', 'admin:errors.presenterCap', {
      values: { name: connection.presenterName, count: settings.INTRO_CAP_PER_PRESENTER },
    });
  }
}

/** A team step needs the presenter's e-mail or account to send, and their e-mail to introduce. */
function checkReachable(connection: StoredConnection, to: ConnectionStatus) {
  const noEmail = connection.presenterEmail === '';
  if ((to === 'sent' && noEmail && connection.presenterUid === '') || (to === 'introduced' && noEmail)) {
    throw new ApiError(409, 'presenter_unreachable', 'admin:errors.presenterUnreachable', {
      values: { name: connection.presenterName },
    });
  }
}

/**
 * The team moves request `id` to `to` if it is still at `version` and the step table allows it,
 * with the step's message (to the presenter, or to both) and an optional internal note in the same
 * commit, and the step's mails. Throws ApiError 409 (with the current copy) or 404 otherwise.
 */
export async function changeConnectionStatus(
  db: Firestore,
  settings: Settings,
  id: string,
  change: { to: ConnectionStatus; version: string; note?: string | undefined; message?: string | undefined },
  actor: Actor,
  now: Date = new Date(),
): Promise<{ connection: AdminConnectionDetail; mailIds: string[] }> {
  if (!isConnectionId(id)) throw notFound();
  const document = await db.get(connectionPath(id));
  const current = document ? decodeConnection(document) : null;
  if (!current) throw notFound();
  if (current.version === change.version) {
    checkReachable(current, change.to);
    await checkCap(db, settings, current, change.to);
  }
  const { note } = change;
  // A presenter who made an account since the request (with the address the team knows them by)
  // answers in it from this sending on.
  const account =
    change.to === 'sent' && current.presenterUid === '' && current.presenterEmail
      ? await db.query('', collection('users').where('email', '==', current.presenterEmail).limit(1))
      : [];
  const result = await takeStep(db, settings, id, {
    to: change.to,
    by: { actor: 'team', uid: actor.uid, name: actor.name },
    update: { ...teamUpdate(change.to, change.message), ...(account[0] ? { presenterUid: account[0].id } : {}) },
    expectedVersion: change.version,
    document,
    now,
    ...(note ? { alongside: () => [noteWrite(id, actor, note, now)] } : {}),
  });
  if (result.outcome !== 'changed') {
    const latest = result.outcome === 'not_found' || result.outcome === 'busy' ? null : result.connection;
    throw refusal(result, change.to, latest ? await detailOf(db, latest) : null);
  }
  return { connection: await detailOf(db, result.connection), mailIds: result.mailIds ?? [] };
}

/** Assigns request `id` to a team member (or nobody): not a step, so its version is not needed. */
export async function assignConnection(
  db: Firestore,
  id: string,
  assignee: Actor | null,
): Promise<AdminConnectionDetail> {
  if (!isConnectionId(id)) throw notFound();
  const document = await db.get(connectionPath(id));
  if (!document || !decodeConnection(document)) throw notFound();
  await db.update(
    document.path,
    { assigneeUid: assignee?.uid ?? '', assigneeName: assignee?.name ?? '' },
    { precondition: { exists: true } },
  );
  return readConnectionDetail(db, id);
}

/** Adds an internal note to request `id` (notes never change the request's version). */
export async function addConnectionNote(
  db: Firestore,
  id: string,
  text: string,
  actor: Actor,
  now: Date = new Date(),
): Promise<AdminConnectionDetail> {
  if (!isConnectionId(id)) throw notFound();
  const document = await db.get(connectionPath(id));
  if (!document || !decodeConnection(document)) throw notFound();
  // Requests are never deleted, so the note cannot outlive the request it was checked against.
  await db.commit([noteWrite(id, actor, text, now)]);
  return readConnectionDetail(db, id);
}

/**
 * The same change for several requests, each on the copy the admin saw: each is changed, or
 * skipped as stale, not allowed (its status), missing or busy. One request's refusal never stops
 * the others.
 */
export async function bulkChangeStatus(
  db: Firestore,
  settings: Settings,
  input: { to: ConnectionStatus; items: { id: string; version: string }[]; note?: string | undefined },
  actor: Actor,
  now: Date = new Date(),
): Promise<BulkStatusAnswer & { mailIds: string[] }> {
  const mailIds: string[] = [];
  const results: BulkStatusAnswer['results'] = new Array(input.items.length);
  let next = 0;
  const { note } = input;
  const worker = async () => {
    while (next < input.items.length) {
      const index = next;
      next += 1;
      const item = input.items[index];
      if (!item) continue;
      if (!isConnectionId(item.id)) {
        results[index] = { id: item.id, outcome: 'not_found' };
        continue;
      }
      // Bulk steps carry no message: sending or introducing in bulk is refused by the schema.
      const result = await takeStep(db, settings, item.id, {
        to: input.to,
        by: { actor: 'team', uid: actor.uid, name: actor.name },
        expectedVersion: item.version,
        now,
        ...(note ? { alongside: () => [noteWrite(item.id, actor, note, now)] } : {}),
      });
      if (result.outcome === 'changed') mailIds.push(...(result.mailIds ?? []));
      results[index] =
        result.outcome === 'changed' || result.outcome === 'stale' || result.outcome === 'not_allowed'
          ? {
              id: item.id,
              outcome: result.outcome,
              status: result.connection.status,
              version: result.connection.version,
            }
          : { id: item.id, outcome: result.outcome };
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, input.items.length) }, worker));
  return { results, mailIds };
}
