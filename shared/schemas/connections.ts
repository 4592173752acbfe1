/**
 * Connection requests (docs/dev/member-api.md "Connections"): the statuses and the transitions
 * between them (ARCHITECTURE.md: pending -> in_progress -> connected; declined and cancelled end
 * a request from pending or in_progress), the request and query schemas, and the shape members
 * receive. One module for the browser, the admin console and the Worker.
 */
import * as v from 'valibot';

export const CONNECTION_STATUSES = ['pending', 'in_progress', 'connected', 'declined', 'cancelled'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** Statuses of a request still being worked on: only one such request per member and presenter. */
export const OPEN_STATUSES: readonly ConnectionStatus[] = ['pending', 'in_progress'];
/** Final statuses: the history view. */
export const ENDED_STATUSES: readonly ConnectionStatus[] = ['connected', 'declined', 'cancelled'];

/**
 * Every status change allowed, from -> to. Ended statuses are final. The Worker refuses any other
 * change; the admin console reads it to offer only the allowed ones.
 */
export const allowedTransitions: Readonly<Record<ConnectionStatus, readonly ConnectionStatus[]>> = {
  pending: ['in_progress', 'declined', 'cancelled'],
  in_progress: ['connected', 'declined', 'cancelled'],
  connected: [],
  declined: [],
  cancelled: [],
};

export const isConnectionStatus = (value: unknown): value is ConnectionStatus =>
  typeof value === 'string' && (CONNECTION_STATUSES as readonly string[]).includes(value);

export const isOpenStatus = (status: ConnectionStatus) => OPEN_STATUSES.includes(status);

/** True when a request in status `from` may move to `to`. */
export function canTransition(from: ConnectionStatus, to: ConnectionStatus): boolean {
  return allowedTransitions[from].includes(to);
}

export const CONNECTION_ERRORS = {
  presenterIdRequired: 'presenter:connections.errors.presenterIdRequired',
  presenterIdInvalid: 'presenter:connections.errors.presenterIdInvalid',
  viewInvalid: 'presenter:connections.errors.viewInvalid',
  scopeInvalid: 'presenter:connections.errors.scopeInvalid',
} as const;

/** Ids of content items: 1 to 128 characters, no slash. */
const PRESENTER_ID_PATTERN = /^[^/\s]{1,128}$/;

/** `POST /api/connections` body. */
export const connectionRequestSchema = v.object({
  presenterId: v.pipe(
    v.string(CONNECTION_ERRORS.presenterIdRequired),
    v.trim(),
    v.nonEmpty(CONNECTION_ERRORS.presenterIdRequired),
    v.regex(PRESENTER_ID_PATTERN, CONNECTION_ERRORS.presenterIdInvalid),
  ),
});
export type ConnectionRequestInput = v.InferOutput<typeof connectionRequestSchema>;

export const CONNECTION_VIEWS = ['pending', 'history'] as const;
export type ConnectionView = (typeof CONNECTION_VIEWS)[number];

/** The statuses each view lists: pending = open requests, history = ended ones. */
export const VIEW_STATUSES: Readonly<Record<ConnectionView, readonly ConnectionStatus[]>> = {
  pending: OPEN_STATUSES,
  history: ENDED_STATUSES,
};

/** `GET /api/connections` query: `view` (default pending) and `scope` (`all`: admins only). */
export const connectionListQuerySchema = v.object({
  view: v.optional(v.picklist(CONNECTION_VIEWS, CONNECTION_ERRORS.viewInvalid), 'pending'),
  scope: v.optional(v.picklist(['own', 'all'], CONNECTION_ERRORS.scopeInvalid), 'own'),
});
export type ConnectionListQuery = v.InferOutput<typeof connectionListQuerySchema>;

/** At most this many requests per answer, newest first. */
export const CONNECTION_LIST_LIMIT = 200;

/** One status change; `by` says who made it, relative to the requester. */
export interface MemberConnectionChange {
  at: string;
  by: 'requester' | 'team';
  from: ConnectionStatus | null;
  to: ConnectionStatus;
}

/**
 * A connection request as a member (or the account area of an admin) receives it: never the
 * presenter's e-mail or telephone, which only the admin console's API returns.
 */
export interface MemberConnection {
  id: string;
  presenterId: string;
  presenterName: string;
  requesterUid: string;
  requesterName: string;
  requesterEmail: string;
  requesterTel: string;
  status: ConnectionStatus;
  /** ISO 8601. */
  dateRequested: string;
  lastUpdated: string;
  history: MemberConnectionChange[];
}

/** `GET /api/connections` answer. */
export interface ConnectionListAnswer {
  view: ConnectionView;
  scope: 'own' | 'all';
  items: MemberConnection[];
}

/** `POST /api/connections` (201) and `POST /api/connections/:id/cancel` (200) answers. */
export interface ConnectionAnswer {
  connection: MemberConnection;
}
