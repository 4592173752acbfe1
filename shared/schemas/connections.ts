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

const statusSchema = v.picklist(CONNECTION_STATUSES);
/** Text a stored document may lack (or hold as something else): read as ''. */
const storedText = v.fallback(v.string(), '');

/**
 * A connection request as Firestore keeps it (`connections/{id}`), decoded by the Worker: the
 * one schema of the request's fields. The member's view, the admin console's row and the
 * console's check of the API's answers are derived from it, so a new field is added here and in
 * the screens that show it. A document without presenter, requester or a known status is not a
 * request; other missing text reads as ''; dates missing read as the document's creation;
 * history entries that are not changes are left out.
 */
export const storedConnectionSchema = v.object({
  presenterId: v.string(),
  presenterName: storedText,
  presenterEmail: storedText,
  presenterTel: storedText,
  requesterUid: v.string(),
  requesterName: storedText,
  requesterEmail: storedText,
  requesterTel: storedText,
  status: statusSchema,
  dateRequested: v.optional(v.date()),
  lastUpdated: v.optional(v.date()),
  history: v.fallback(v.array(v.unknown()), []),
});

/** One stored status change (`history[]`). */
export const storedChangeSchema = v.object({
  at: v.optional(v.date()),
  by: storedText,
  /** The name of whoever made the change, at the time (absent on the requester's own entries). */
  byName: v.optional(v.string()),
  from: v.fallback(v.nullable(statusSchema), null),
  to: statusSchema,
});

/** The people and the status of a request: what every view of it shows. */
export const CONNECTION_FIELDS = [
  'presenterId',
  'presenterName',
  'presenterEmail',
  'presenterTel',
  'requesterUid',
  'requesterName',
  'requesterEmail',
  'requesterTel',
  'status',
] as const satisfies readonly (keyof typeof storedConnectionSchema.entries)[];
/** What only the facilitation team sees: the presenter's contact details. */
export const TEAM_ONLY_FIELDS = ['presenterEmail', 'presenterTel'] as const;

/** The fields of a request, checked as the APIs send them. */
export const connectionFieldsSchema = v.pick(storedConnectionSchema, CONNECTION_FIELDS);

/** One status change as a member sees it; `by` says who made it, relative to the requester. */
export const memberConnectionChangeSchema = v.object({
  at: v.string(),
  by: v.picklist(['requester', 'team']),
  from: v.nullable(statusSchema),
  to: statusSchema,
});
export type MemberConnectionChange = v.InferOutput<typeof memberConnectionChangeSchema>;

/**
 * A connection request as a member (or the account area of an admin) receives it: never the
 * presenter's e-mail or telephone, which only the admin console's API returns. Dates ISO 8601.
 */
export const memberConnectionSchema = v.object({
  id: v.string(),
  ...v.omit(connectionFieldsSchema, TEAM_ONLY_FIELDS).entries,
  dateRequested: v.string(),
  lastUpdated: v.string(),
  history: v.array(memberConnectionChangeSchema),
});
export type MemberConnection = v.InferOutput<typeof memberConnectionSchema>;

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
