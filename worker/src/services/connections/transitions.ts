/**
 * Steps of connection requests, for the member API (withdraw), the presenter's answers (their
 * account and the e-mailed link) and the admin console's API (every other step): the step table
 * of shared/schemas/connections.ts (who may move a request from where to where) applied to the
 * stored request in one atomic commit guarded by the document's version, with its history entry,
 * `lastUpdated`, the fields the step sets (notes), the mails it sends (the outbox, written in the
 * same commit), and the release of the open-request lock when the request ends. A request stored
 * under the first workflow is rewritten under today's by its first step.
 */
import type { Firestore, Write } from '../firestore/client';
import type { FirestoreDocument } from '../firestore/values';
import { isFirestoreError } from '../firestore/errors';
import {
  canTransition,
  CONNECTION_WORKFLOW,
  isOpenStatus,
  type ConnectionActor,
  type ConnectionStatus,
} from '#shared/schemas/connections.ts';
import { connectionPath, decodeConnection, lockPath, type StoredConnection } from './model';

/** Fields a step may set beside the status (the notes that go with it). */
export type StepUpdate = Partial<
  Pick<StoredConnection, 'briefNote' | 'introNote' | 'presenterNote' | 'presenterSharesTel' | 'presenterUid'>
>;

/** Changes that lost a race with another change of the same request are retried this often. */
const TRANSITION_ATTEMPTS = 3;

export type TransitionResult =
  | { outcome: 'changed'; connection: StoredConnection }
  /** No such request (or, with `requesterUid`, not that member's). */
  | { outcome: 'not_found' }
  /** The table does not allow `from` -> `to` for this actor (e.g. the request has ended). */
  | { outcome: 'not_allowed'; connection: StoredConnection }
  /** The request is no longer at `expectedVersion`: someone changed it since (the current copy). */
  | { outcome: 'stale'; connection: StoredConnection }
  /** Other changes kept winning the race; the caller may try again. */
  | { outcome: 'busy' };

export interface TransitionOptions {
  to: ConnectionStatus;
  /** Who takes the step: the table names the one actor allowed for each. */
  actor: ConnectionActor;
  /** Uid of whoever makes the change (the requester, an admin, the presenter; '' by link). */
  by: string;
  /** Their name, kept in the history entry (the team's; the requester's name is on the request). */
  byName?: string;
  /**
   * The version (update time) of the copy the change was decided on: when the request has
   * changed since, nothing is written and the outcome is `stale` (no retry, no overwrite).
   */
  expectedVersion?: string;
  /** Fields set with the step. */
  update?: StepUpdate;
  /**
   * More writes for the same commit (an internal note, the step's mails), given the request as
   * the step leaves it; applied only with the change.
   */
  alongside?: (connection: StoredConnection) => Write[];
  /** Only this member's request may change (the member API); omitted for admins. */
  requesterUid?: string;
  /** Only a request to this presenter may change (the presenter's account). */
  presenterUid?: string;
  /** The stored request as the caller just read it: the first attempt starts from it, not a read. */
  document?: FirestoreDocument;
  now?: Date;
}

/**
 * Moves the request `id` to `options.to` if the transition table allows it from its current
 * status: one commit updates status, `lastUpdated` and `history` on the version just read and,
 * when the request ends, deletes its open-request lock (only if the lock is this request's).
 */
export async function transitionConnection(
  db: Firestore,
  id: string,
  options: TransitionOptions,
): Promise<TransitionResult> {
  for (let attempt = 0; attempt < TRANSITION_ATTEMPTS; attempt += 1) {
    const document = attempt === 0 && options.document ? options.document : await db.get(connectionPath(id));
    const connection = document ? decodeConnection(document) : null;
    if (!document || !connection) return { outcome: 'not_found' };
    if (options.requesterUid !== undefined && connection.requesterUid !== options.requesterUid) {
      return { outcome: 'not_found' };
    }
    if (options.presenterUid !== undefined && connection.presenterUid !== options.presenterUid) {
      return { outcome: 'not_found' };
    }
    if (options.expectedVersion !== undefined && document.updateTime !== options.expectedVersion) {
      return { outcome: 'stale', connection };
    }
    if (!canTransition(connection.status, options.to, options.actor)) return { outcome: 'not_allowed', connection };
    const now = options.now ?? new Date();
    const change = {
      at: now,
      by: options.by,
      ...(options.byName !== undefined ? { byName: options.byName } : {}),
      role: options.actor,
      from: connection.status,
      to: options.to,
    };
    // Today's entries are appended to the stored ones as they are, so fields this module does not
    // know survive; a legacy request's history is rewritten in today's statuses (its migration).
    const legacy = document.data.workflow !== CONNECTION_WORKFLOW;
    const storedHistory = legacy
      ? connection.history
      : Array.isArray(document.data.history)
        ? document.data.history
        : [];
    const update = options.update ?? {};
    const changed: StoredConnection = {
      ...connection,
      ...update,
      status: options.to,
      lastUpdated: now,
      history: [...connection.history, change],
    };
    const writes: Write[] = [
      {
        type: 'update',
        path: connectionPath(id),
        data: {
          ...update,
          status: options.to,
          workflow: CONNECTION_WORKFLOW,
          open: isOpenStatus(options.to),
          lastUpdated: now,
          history: [...storedHistory, change],
        },
        precondition: { updateTime: document.updateTime },
      },
    ];
    if (!isOpenStatus(options.to)) {
      const lock = await db.get(lockPath(connection.requesterUid, connection.presenterId));
      if (lock && lock.data.connectionId === id) {
        writes.push({ type: 'delete', path: lock.path, precondition: { updateTime: lock.updateTime } });
      }
    }
    if (options.alongside) writes.push(...options.alongside(changed));
    let version: string;
    try {
      const result = await db.commit(writes);
      version = result.writeResults[0]?.updateTime ?? result.commitTime;
    } catch (error) {
      // Lost a race: read again (a stale `expectedVersion` then answers `stale`).
      if (isFirestoreError(error) && error.preconditionFailed) continue;
      throw error;
    }
    return { outcome: 'changed', connection: { ...changed, version } };
  }
  return { outcome: 'busy' };
}
