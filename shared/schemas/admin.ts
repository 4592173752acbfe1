/**
 * The admin console's API (`/api/admin/*`, docs/dev/admin-api.md): the table state of the
 * connection views as a query string (one schema for the console, which writes it into its URL,
 * and the Worker, which plans the Firestore query from it), the bodies of the status, note and
 * bulk requests, and the answers. Message keys are i18next keys of namespace `admin`.
 */
import * as v from 'valibot';
import type { Locale } from '../constants/spec';
import type { SessionUser } from './member';
import type { Rung } from './rung-choice';
import type { FirebasePublicConfig } from './firebase-config';
import type { CONNECTION_ACTORS } from './connections';
import {
  CONNECTION_STATUSES,
  CONNECTION_STEP_NOTE_MAX,
  OPEN_STATUSES,
  connectionFieldsSchema,
  type ConnectionStatus,
} from './connections';
import { optionalText } from './text-fields';

export const ADMIN_ERRORS = {
  viewInvalid: 'admin:errors.viewInvalid',
  statusInvalid: 'admin:errors.statusInvalid',
  statusOutsideView: 'admin:errors.statusOutsideView',
  presenterInvalid: 'admin:errors.presenterInvalid',
  requesterInvalid: 'admin:errors.requesterInvalid',
  assigneeInvalid: 'admin:errors.assigneeInvalid',
  assigneeAlone: 'admin:errors.assigneeAlone',
  messageTooLong: 'admin:errors.messageTooLong',
  bulkNeedsMessage: 'admin:errors.bulkNeedsMessage',
  monthInvalid: 'admin:errors.monthInvalid',
  dateInvalid: 'admin:errors.dateInvalid',
  dateRangeInvalid: 'admin:errors.dateRangeInvalid',
  searchTooLong: 'admin:errors.searchTooLong',
  searchWithRequester: 'admin:errors.searchWithRequester',
  sortInvalid: 'admin:errors.sortInvalid',
  directionInvalid: 'admin:errors.directionInvalid',
  sizeInvalid: 'admin:errors.sizeInvalid',
  cursorInvalid: 'admin:errors.cursorInvalid',
  versionRequired: 'admin:errors.versionRequired',
  targetInvalid: 'admin:errors.targetInvalid',
  noteRequired: 'admin:errors.noteRequired',
  noteTooLong: 'admin:errors.noteTooLong',
  itemsRequired: 'admin:errors.itemsRequired',
  itemsTooMany: 'admin:errors.itemsTooMany',
  handledInvalid: 'admin:errors.handledInvalid',
  delimiterInvalid: 'admin:errors.delimiterInvalid',
  daysInvalid: 'admin:errors.daysInvalid',
} as const;

/** The two connection views of the spec: All Connections and All Pending Connections. */
export const ADMIN_VIEWS = ['all', 'pending'] as const;
export type AdminView = (typeof ADMIN_VIEWS)[number];

/** Statuses each view may show; the status filter narrows within them. */
export const ADMIN_VIEW_STATUSES: Readonly<Record<AdminView, readonly ConnectionStatus[]>> = {
  all: CONNECTION_STATUSES,
  pending: OPEN_STATUSES,
};

/** The columns of the spec, in its order (ids are the row fields they show). */
export const ADMIN_COLUMNS = [
  'presenterName',
  'presenterEmail',
  'presenterTel',
  'requesterName',
  'requesterEmail',
  'requesterTel',
  'status',
  'dateRequested',
  'lastUpdated',
] as const;
export type AdminColumn = (typeof ADMIN_COLUMNS)[number];

/** The columns of the CSV export: the request's id, then the spec's columns. */
export const ADMIN_EXPORT_COLUMNS = ['id', ...ADMIN_COLUMNS] as const;

/**
 * Columns the table sorts by on the server. Telephones and e-mails are not sorted (a number's
 * order says nothing); status has its filter and its counts instead.
 */
export const ADMIN_SORT_FIELDS = ['dateRequested', 'lastUpdated', 'presenterName', 'requesterName'] as const;
export type AdminSortField = (typeof ADMIN_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const ADMIN_PAGE_SIZES = [20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 50;
/** Free-text search: at most this many characters. */
export const ADMIN_SEARCH_MAX = 100;
/** Notes: at most this many characters. */
export const ADMIN_NOTE_MAX = 2000;
/** Bulk status change: at most this many requests at once. */
export const ADMIN_BULK_MAX = 100;
/** The export stops after this many rows (and says so in its last line). */
export const ADMIN_EXPORT_MAX_ROWS = 50_000;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) => {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A calendar date `YYYY-MM-DD` (UTC day), or absent. */
const optionalDate = v.optional(
  v.pipe(
    v.string(ADMIN_ERRORS.dateInvalid),
    v.trim(),
    v.transform((value) => (value === '' ? undefined : value)),
    v.union(
      [v.undefined(), v.pipe(v.string(), v.check(isCalendarDate, ADMIN_ERRORS.dateInvalid))],
      ADMIN_ERRORS.dateInvalid,
    ),
  ),
);

/** `size=20|50|100` (rows per page). */
const pageSize = v.optional(
  v.pipe(
    v.string(ADMIN_ERRORS.sizeInvalid),
    v.transform(Number),
    v.picklist(ADMIN_PAGE_SIZES, ADMIN_ERRORS.sizeInvalid),
  ),
  String(ADMIN_DEFAULT_PAGE_SIZE),
);

/** `status=pending,in_progress` (comma-separated, or empty for every status of the view). */
const statusList = v.optional(
  v.pipe(
    v.string(ADMIN_ERRORS.statusInvalid),
    v.transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ]),
    v.array(v.picklist(CONNECTION_STATUSES, ADMIN_ERRORS.statusInvalid), ADMIN_ERRORS.statusInvalid),
  ),
  '',
);

/**
 * The connection views' table state, from a query string (every value a string): view, filters
 * (status, presenter id, requester uid, requested from/to, free text), sort, page size and the
 * cursor of the page (`after`, opaque, from the previous answer).
 */
export const adminConnectionQuerySchema = v.pipe(
  v.object({
    view: v.optional(v.picklist(ADMIN_VIEWS, ADMIN_ERRORS.viewInvalid), 'all'),
    status: statusList,
    presenter: optionalText(128, ADMIN_ERRORS.presenterInvalid),
    requester: optionalText(128, ADMIN_ERRORS.requesterInvalid),
    /** The team member the requests are assigned to (the "Mine" view: one's own uid). */
    assignee: optionalText(128, ADMIN_ERRORS.assigneeInvalid),
    from: optionalDate,
    to: optionalDate,
    q: optionalText(ADMIN_SEARCH_MAX, ADMIN_ERRORS.searchTooLong),
    sort: v.optional(v.picklist(ADMIN_SORT_FIELDS, ADMIN_ERRORS.sortInvalid), 'dateRequested'),
    dir: v.optional(v.picklist(SORT_DIRECTIONS, ADMIN_ERRORS.directionInvalid), 'desc'),
    size: pageSize,
    after: optionalText(2048, ADMIN_ERRORS.cursorInvalid),
  }),
  v.forward(
    v.check(
      (query) => query.status.every((status) => ADMIN_VIEW_STATUSES[query.view].includes(status)),
      ADMIN_ERRORS.statusOutsideView,
    ),
    ['status'],
  ),
  v.forward(
    v.check((query) => !query.from || !query.to || query.from <= query.to, ADMIN_ERRORS.dateRangeInvalid),
    ['to'],
  ),
  // One member's requests are few: search is for finding members, not within one member's list
  // (and every combination costs Firestore an index).
  v.forward(
    v.check((query) => !query.requester || !query.q, ADMIN_ERRORS.searchWithRequester),
    ['q'],
  ),
  // "Mine" lists one team member's requests: a short list, with no other filter than the status
  // (each combination costs Firestore an index, and the database has room for 200).
  v.forward(
    v.check(
      (query) => !query.assignee || (!query.q && !query.requester && !query.presenter && !query.from && !query.to),
      ADMIN_ERRORS.assigneeAlone,
    ),
    ['assignee'],
  ),
);
export type AdminConnectionQuery = v.InferOutput<typeof adminConnectionQuerySchema>;
/** The query-string form of the table state (what the console keeps in its URL). */
export type AdminConnectionQueryInput = v.InferInput<typeof adminConnectionQuerySchema>;

/** Statuses a query lists: its status filter, or every status of its view. */
export function statusesOf(query: Pick<AdminConnectionQuery, 'view' | 'status'>): readonly ConnectionStatus[] {
  return query.status.length > 0 ? query.status : ADMIN_VIEW_STATUSES[query.view];
}

const version = v.pipe(
  v.string(ADMIN_ERRORS.versionRequired),
  v.nonEmpty(ADMIN_ERRORS.versionRequired),
  v.maxLength(64),
);
const note = v.pipe(
  v.string(ADMIN_ERRORS.noteRequired),
  v.trim(),
  v.nonEmpty(ADMIN_ERRORS.noteRequired),
  v.maxLength(ADMIN_NOTE_MAX, ADMIN_ERRORS.noteTooLong),
);
const optionalNote = optionalText(ADMIN_NOTE_MAX, ADMIN_ERRORS.noteTooLong);

/**
 * `POST /api/admin/connections/:id/status`: the new status, the `version` of the copy the change
 * was decided on (refused with 409 `stale` when the request changed since), an optional note.
 */
export const statusChangeSchema = v.object({
  to: v.picklist(CONNECTION_STATUSES, ADMIN_ERRORS.targetInvalid),
  version,
  /** Internal: never leaves the team. */
  note: optionalNote,
  /** With the step: to the presenter when sending, to both sides when introducing (decision 0028). */
  message: optionalText(CONNECTION_STEP_NOTE_MAX, ADMIN_ERRORS.messageTooLong),
});

/** `POST /api/admin/connections/:id/assign`: a team member's uid, or '' for nobody. */
export const assignSchema = v.object({
  assignee: v.pipe(v.string(ADMIN_ERRORS.assigneeInvalid), v.trim(), v.maxLength(128, ADMIN_ERRORS.assigneeInvalid)),
});
export type AssignInput = v.InferOutput<typeof assignSchema>;

/** `GET /api/admin/connections/report?month=YYYY-MM` (and `.csv`). */
export const reportQuerySchema = v.object({
  month: v.pipe(v.string(ADMIN_ERRORS.monthInvalid), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, ADMIN_ERRORS.monthInvalid)),
});
export type StatusChangeInput = v.InferOutput<typeof statusChangeSchema>;

/** `POST /api/admin/connections/:id/notes`. */
export const noteSchema = v.object({ text: note });
export type NoteInput = v.InferOutput<typeof noteSchema>;

/** `POST /api/admin/connections/bulk-status`: the same change for each selected request. */
export const bulkStatusChangeSchema = v.object({
  // Sending and introducing are one request at a time: each carries its own message and mails.
  to: v.picklist(
    CONNECTION_STATUSES.filter((status) => status !== 'sent' && status !== 'introduced'),
    ADMIN_ERRORS.bulkNeedsMessage,
  ),
  items: v.pipe(
    v.array(v.object({ id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)), version }), ADMIN_ERRORS.itemsRequired),
    v.minLength(1, ADMIN_ERRORS.itemsRequired),
    v.maxLength(ADMIN_BULK_MAX, ADMIN_ERRORS.itemsTooMany),
  ),
  note: optionalNote,
});
export type BulkStatusChangeInput = v.InferOutput<typeof bulkStatusChangeSchema>;

/** One row of a connection view (the spec's columns plus what working it needs). */
export const adminConnectionRowSchema = v.object({
  id: v.string(),
  /** The stored copy's version: send it back with a change, to be refused if it is stale. */
  version: v.string(),
  ...connectionFieldsSchema.entries,
  /** ISO 8601. */
  dateRequested: v.string(),
  lastUpdated: v.string(),
  /** The team member working it ('' for nobody). */
  assigneeUid: v.string(),
  assigneeName: v.string(),
});
export type AdminConnectionRow = v.InferOutput<typeof adminConnectionRowSchema>;

/** `GET /api/admin/connections` answer: one page, and the cursor of the next (null: last page). */
export interface AdminConnectionPage {
  items: AdminConnectionRow[];
  nextCursor: string | null;
  /** The requester filter's member, named, when the query has one. */
  requester?: { uid: string; name: string } | undefined;
}

/** `GET /api/admin/connections/counts` answer: requests per status under the other filters. */
export interface AdminConnectionCounts {
  counts: Record<ConnectionStatus, number>;
  /** Requests the query lists (its statuses only). */
  total: number;
}

/** One status change in a request's history. */
export interface AdminHistoryEntry {
  at: string;
  /** Uid of whoever made it. */
  by: string;
  /** Their name at the time (the requester's, or the team member's). */
  byName: string;
  /** Whether the requester made it (a request, a withdrawal). */
  byRequester: boolean;
  role: (typeof CONNECTION_ACTORS)[number];
  from: ConnectionStatus | null;
  to: ConnectionStatus;
}

/** An internal note (never shown to the member). */
export interface AdminNote {
  id: string;
  at: string;
  by: string;
  byName: string;
  text: string;
}

/** `GET /api/admin/connections/:id` and the answers of changes: a request with everything. */
export interface AdminConnectionDetail extends AdminConnectionRow {
  /** The member's reason, the team's notes with the steps, the presenter's answer note. */
  reason: string;
  briefNote: string;
  introNote: string;
  presenterNote: string;
  presenterSharesTel: boolean;
  /** Whether the presenter answers in an account (else only through the e-mailed link). */
  presenterHasAccount: boolean;
  history: AdminHistoryEntry[];
  notes: AdminNote[];
  /** The mails of the request, oldest first, with their delivery. */
  mails: AdminMail[];
}

/** One mail of the outbox as the console shows it. */
export interface AdminMail {
  id: string;
  kind: string;
  to: string;
  language: 'en' | 'fr' | 'both';
  connectionId: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string;
  createdAt: string;
  sentAt: string | null;
  retryAt: string | null;
}

/** `GET /api/admin/mail` answer: the mails not sent yet (failed or waiting). */
export interface AdminMailAnswer {
  items: AdminMail[];
}

/** `GET /api/admin/connections/report` answer: one month of requests (by date requested). */
export interface IntroductionReport {
  month: string;
  total: number;
  /** Requests by where they stand now. */
  byOutcome: Record<ConnectionStatus, number>;
  /** Median working days from the request to the introduction (null: none introduced). */
  medianDaysToIntroduction: number | null;
  perPresenter: {
    presenterId: string;
    presenterName: string;
    total: number;
    introduced: number;
    declined: number;
    open: number;
    medianDaysToIntroduction: number | null;
  }[];
}

export interface AdminConnectionAnswer {
  connection: AdminConnectionDetail;
}

export const BULK_OUTCOMES = ['changed', 'stale', 'not_allowed', 'not_found', 'busy'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/** `POST /api/admin/connections/bulk-status` answer: what happened to each request. */
export interface BulkStatusAnswer {
  results: { id: string; outcome: BulkOutcome; status?: ConnectionStatus | undefined; version?: string | undefined }[];
}

/** `GET /api/admin/presenters` answer: the presenter filter's choices. */
export interface AdminPresenterChoices {
  items: { id: string; name: string }[];
}

/** Contact messages from the public contact form. */
export const CONTACT_MESSAGE_FILTERS = ['new', 'handled', 'all'] as const;
export type ContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];

export const contactMessageQuerySchema = v.object({
  state: v.optional(v.picklist(CONTACT_MESSAGE_FILTERS, ADMIN_ERRORS.handledInvalid), 'new'),
  size: pageSize,
  after: optionalText(2048, ADMIN_ERRORS.cursorInvalid),
});
export type ContactMessageQuery = v.InferOutput<typeof contactMessageQuerySchema>;

/** `POST /api/admin/messages/:id/handled`: mark handled (true) or back to new (false). */
export const contactMessageHandledSchema = v.object({
  handled: v.boolean(ADMIN_ERRORS.handledInvalid),
});

export interface AdminContactMessage {
  id: string;
  version: string;
  name: string;
  surname: string;
  email: string;
  cellphone: string;
  message: string;
  /** The site language it was sent from. */
  locale: string;
  createdAt: string;
  handled: boolean;
  handledAt: string | null;
  handledByName: string | null;
}

export interface AdminContactMessagePage {
  items: AdminContactMessage[];
  nextCursor: string | null;
  counts: { new: number; handled: number };
}

export interface AdminContactMessageAnswer {
  message: AdminContactMessage;
}

/** `GET /api/admin/me`: the signed-in admin (any other member gets 403). */
export interface AdminMeAnswer {
  user: SessionUser & { role: 'admin' };
}

/** CSV export: `delimiter=comma|semicolon` (default: semicolon in French, comma in English). */
export const EXPORT_DELIMITERS = ['comma', 'semicolon'] as const;
export type ExportDelimiter = (typeof EXPORT_DELIMITERS)[number];

/** The public Firebase web configuration (nothing secret). */
export type AdminFirebaseConfig = FirebasePublicConfig;

/**
 * What the Worker writes into the console's page (`<script id="admin-bootstrap"
 * type="application/json">`): the language, the Firebase configuration for signing in, and the
 * member of the session cookie (null: signed out), so the console knows at once whether to show
 * the sign-in, the no-access page or the tables.
 */
export interface AdminBootstrap {
  locale: Locale;
  firebase: AdminFirebaseConfig;
  user: SessionUser | null;
  /** The introductions' settings the console shows (decision 0028). */
  introductions: { targetWorkingDays: number; capPerPresenter: number };
}
export const ADMIN_BOOTSTRAP_ELEMENT_ID = 'admin-bootstrap';

/** Page views (docs/decisions/0016-analytics.md): the period, in days up to now (Analytics Engine keeps three months). */
export const PAGE_VIEW_DAYS_MAX = 90;
export const PAGE_VIEW_DEFAULT_DAYS = 30;
/** At most this many rows (page × language), most viewed first; `truncated` says when there were more. */
export const PAGE_VIEW_ROWS_MAX = 2000;

/** `GET /api/admin/analytics/page-views?days=30`. */
export const pageViewsQuerySchema = v.object({
  days: v.optional(
    v.pipe(
      v.string(ADMIN_ERRORS.daysInvalid),
      v.regex(/^\d{1,3}$/, ADMIN_ERRORS.daysInvalid),
      v.transform(Number),
      v.minValue(1, ADMIN_ERRORS.daysInvalid),
      v.maxValue(PAGE_VIEW_DAYS_MAX, ADMIN_ERRORS.daysInvalid),
    ),
    String(PAGE_VIEW_DEFAULT_DAYS),
  ),
});
export type PageViewsQuery = v.InferOutput<typeof pageViewsQuerySchema>;

/** Views of one page (its path, without query string) in one language. */
export interface AdminPageViewRow {
  page: string;
  /** The route's pattern, e.g. `/video-presentations/:id`. */
  route: string;
  locale: Locale;
  views: number;
}

export interface AdminPageViewsAnswer {
  days: number;
  /** Start of the period (ISO date-time). */
  since: string;
  /** Where the counts come from: Analytics Engine's SQL API, or the local stack's store. */
  source: 'analytics_engine' | 'local';
  rows: AdminPageViewRow[];
  totals: Record<Locale, number>;
  total: number;
  /** More rows than `PAGE_VIEW_ROWS_MAX` existed; totals count only the rows given. */
  truncated: boolean;
}

/**
 * Rung choices per talk (issue #26, decision 0016): `GET /api/admin/analytics/rung-choices?days=30`
 * (the page views' query). At most this many talks, most chosen first; `truncated` says when there
 * were more.
 */
export const RUNG_CHOICE_TALKS_MAX = 1000;

/** How many times each rung of one talk was chosen; a talk nobody chose is not listed. */
export interface AdminRungChoiceRow {
  presentationId: string;
  /** The talk's title in the console's language (else the other), null when the catalogue lacks it. */
  title: string | null;
  counts: Record<Rung, number>;
  total: number;
}

export interface AdminRungChoicesAnswer {
  days: number;
  /** Start of the period (ISO date-time). */
  since: string;
  source: 'analytics_engine' | 'local';
  rows: AdminRungChoiceRow[];
  /** Choices of each rung, all talks given together. */
  totals: Record<Rung, number>;
  total: number;
  truncated: boolean;
}
