/**
 * Connection requests, worked as introductions with double opt-in (docs/decisions/0028-introductions.md):
 * the statuses, who may move a request from one to the next, the request and query schemas, and
 * the shapes members and presenters receive. One module for the browser, the admin console and
 * the Worker.
 */
import * as v from 'valibot';
import { optionalText } from './text-fields';
import { CONNECTION_REASON_MAX, CONNECTION_STEP_NOTE_MAX } from '../constants/introductions';
import { publishChoiceSchema } from './answers';

/**
 * requested (the member asked) -> sent (the team sent it to the presenter, with an optional note)
 * -> accepted | declined | question (the presenter answered) -> introduced (the team introduced
 * both sides) or closed (the team ended it). A question goes back to the team, which answers by
 * sending the request again. The member may withdraw an open request until the introduction.
 */
export const CONNECTION_STATUSES = [
  'requested',
  'sent',
  'question',
  'accepted',
  'introduced',
  'declined',
  'closed',
  'withdrawn',
] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** Statuses of a request still being worked on: only one such request per member and presenter. */
export const OPEN_STATUSES: readonly ConnectionStatus[] = ['requested', 'sent', 'question', 'accepted'];
/** Final statuses: the history view. */
export const ENDED_STATUSES: readonly ConnectionStatus[] = ['introduced', 'declined', 'closed', 'withdrawn'];
/** Open requests that wait on the presenter or count against the presenter's cap. */
export const WITH_PRESENTER_STATUSES: readonly ConnectionStatus[] = ['sent', 'question', 'accepted'];

/** Who takes a step: the member who asked, the facilitation team, or the presenter. */
export const CONNECTION_ACTORS = ['member', 'team', 'presenter'] as const;
export type ConnectionActor = (typeof CONNECTION_ACTORS)[number];

/**
 * Every step allowed, from -> to -> the one actor who may take it. Ended statuses are final. The
 * Worker refuses any other step, and any step by another actor; the screens read it to offer only
 * the allowed ones.
 */
export const CONNECTION_STEPS: Readonly<
  Record<ConnectionStatus, Readonly<Partial<Record<ConnectionStatus, ConnectionActor>>>>
> = {
  requested: { sent: 'team', closed: 'team', withdrawn: 'member' },
  sent: { accepted: 'presenter', declined: 'presenter', question: 'presenter', closed: 'team', withdrawn: 'member' },
  question: { sent: 'team', closed: 'team', withdrawn: 'member' },
  accepted: { introduced: 'team', closed: 'team', withdrawn: 'member' },
  introduced: {},
  declined: {},
  closed: {},
  withdrawn: {},
};

/** The statuses `actor` may move a request in status `from` to. */
export function allowedTransitions(from: ConnectionStatus, actor: ConnectionActor): ConnectionStatus[] {
  return CONNECTION_STATUSES.filter((to) => CONNECTION_STEPS[from][to] === actor);
}

export const isConnectionStatus = (value: unknown): value is ConnectionStatus =>
  typeof value === 'string' && (CONNECTION_STATUSES as readonly string[]).includes(value);

export const isOpenStatus = (status: ConnectionStatus) => OPEN_STATUSES.includes(status);

/** True when `actor` may move a request in status `from` to `to`. */
export function canTransition(from: ConnectionStatus, to: ConnectionStatus, actor: ConnectionActor): boolean {
  return CONNECTION_STEPS[from][to] === actor;
}

/**
 * The statuses of requests stored before introductions (workflow 1) and what each became:
 * pending was a request nobody had worked on, in_progress one the team was working on, connected
 * an introduction, declined the team's refusal (now `closed`), cancelled the member's withdrawal.
 */
export const LEGACY_STATUSES = {
  pending: 'requested',
  in_progress: 'sent',
  connected: 'introduced',
  declined: 'closed',
  cancelled: 'withdrawn',
} as const satisfies Record<string, ConnectionStatus>;
export type LegacyStatus = keyof typeof LEGACY_STATUSES;
/**
 * The stored statuses that read as `statuses`: today's, and the legacy names that became them
 * (for queries while old requests wait for their migration). Legacy `declined` is left out: it
 * is also today's name, and reads as `closed` once decoded.
 */
export function storedStatuses(statuses: readonly ConnectionStatus[]): string[] {
  const legacy = (Object.entries(LEGACY_STATUSES) as [LegacyStatus, ConnectionStatus][])
    .filter(([name, status]) => name !== 'declined' && statuses.includes(status))
    .map(([name]) => name);
  return [...statuses, ...legacy];
}
/** The workflow a request is stored under: documents without it are legacy (workflow 1). */
export const CONNECTION_WORKFLOW = 2;

export { CONNECTION_REASON_MAX, CONNECTION_STEP_NOTE_MAX };

export const CONNECTION_ERRORS = {
  presenterIdRequired: 'presenter:connections.errors.presenterIdRequired',
  presenterIdInvalid: 'presenter:connections.errors.presenterIdInvalid',
  viewInvalid: 'presenter:connections.errors.viewInvalid',
  scopeInvalid: 'presenter:connections.errors.scopeInvalid',
  reasonTooLong: 'presenter:connections.errors.reasonTooLong',
  noteTooLong: 'presenter:connections.errors.noteTooLong',
  answerInvalid: 'presenter:connections.errors.answerInvalid',
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
  /** Why the member asks (optional): the presenter reads it when the team sends the request. */
  reason: optionalText(CONNECTION_REASON_MAX, CONNECTION_ERRORS.reasonTooLong),
  /** Whether the answer library may publish the question (decision 0040): no by default. */
  publish: publishChoiceSchema,
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
/** The presenter's answers (`POST /api/introductions/:id/answer` and the e-mailed link's form). */
export const PRESENTER_ANSWERS = ['accepted', 'declined', 'question'] as const;
export type PresenterAnswer = (typeof PRESENTER_ANSWERS)[number];

/**
 * A presenter's answer: accept, decline or ask a question, with an optional note to the team (a
 * question needs its text), and whether the member may have the presenter's telephone.
 */
export const presenterAnswerSchema = v.pipe(
  v.object({
    answer: v.picklist(PRESENTER_ANSWERS, CONNECTION_ERRORS.answerInvalid),
    note: optionalText(CONNECTION_STEP_NOTE_MAX, CONNECTION_ERRORS.noteTooLong),
    shareTelephone: v.optional(
      v.pipe(
        v.union([v.boolean(), v.picklist(['on', 'true', 'false', ''])]),
        v.transform((value) => value === true || value === 'on' || value === 'true'),
      ),
      false,
    ),
  }),
  v.forward(
    v.check(
      (input) => input.answer !== 'question' || Boolean(input.note),
      'presenter:connections.errors.questionRequired',
    ),
    ['note'],
  ),
);
export type PresenterAnswerInput = v.InferOutput<typeof presenterAnswerSchema>;

export const connectionListQuerySchema = v.object({
  view: v.optional(v.picklist(CONNECTION_VIEWS, CONNECTION_ERRORS.viewInvalid), 'pending'),
  scope: v.optional(v.picklist(['own', 'all'], CONNECTION_ERRORS.scopeInvalid), 'own'),
});
export type ConnectionListQuery = v.InferOutput<typeof connectionListQuerySchema>;

/** At most this many requests per answer, newest first. */
export const CONNECTION_LIST_LIMIT = 200;

const statusSchema = v.picklist(CONNECTION_STATUSES);
/** A status as stored: today's, or a legacy one (workflow 1) that the Worker reads as today's. */
const storedStatusSchema = v.picklist([...CONNECTION_STATUSES, ...(Object.keys(LEGACY_STATUSES) as LegacyStatus[])]);
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
  /** The presenter's member account, when they have one ('' otherwise: the e-mailed link only). */
  presenterUid: storedText,
  requesterUid: v.string(),
  requesterName: storedText,
  requesterEmail: storedText,
  requesterTel: storedText,
  /** The member's language when they asked: their mails are written in it. */
  requesterLocale: storedText,
  /** The presenter's language when known (their account's), '' otherwise: mails in both. */
  presenterLocale: storedText,
  status: storedStatusSchema,
  workflow: v.fallback(v.number(), 1),
  /** The member's reason for asking. */
  reason: storedText,
  /** Whether the member lets the answer library publish their question (decision 0040): no, anonymously, or with their first name. */
  publishQuestion: v.fallback(v.picklist(['no', 'anonymous', 'firstName']), 'no'),
  /** The member's first name, kept only when they chose to be named by it. */
  requesterFirstName: storedText,
  /** The team's note to the presenter with the request (the latest sending's). */
  briefNote: storedText,
  /** The team's note to both sides with the introduction. */
  introNote: storedText,
  /** The presenter's note with their answer (their question, or a word to the team). */
  presenterNote: storedText,
  /** The presenter agreed that the member may have their telephone. */
  presenterSharesTel: v.fallback(v.boolean(), false),
  /** The team member working the request ('' for nobody). */
  assigneeUid: storedText,
  assigneeName: storedText,
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
  /** Who took the step (absent on legacy entries: the requester's uid says member, else team). */
  role: v.optional(v.picklist(CONNECTION_ACTORS)),
  from: v.fallback(v.nullable(storedStatusSchema), null),
  to: storedStatusSchema,
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

/** The fields of a request, checked as the APIs send them (statuses always today's). */
export const connectionFieldsSchema = v.object({
  ...v.pick(storedConnectionSchema, CONNECTION_FIELDS).entries,
  status: statusSchema,
});

/** One status change as a member sees it; `by` says who made it, relative to the requester. */
export const memberConnectionChangeSchema = v.object({
  at: v.string(),
  by: v.picklist(['requester', 'team', 'presenter']),
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
  reason: v.string(),
  /** What the member lets the answer library show of their question (decision 0040). */
  publishQuestion: v.picklist(['no', 'anonymous', 'firstName']),
  dateRequested: v.string(),
  lastUpdated: v.string(),
  history: v.array(memberConnectionChangeSchema),
  /**
   * Once introduced: the presenter's e-mail, their telephone only if they agreed ('' otherwise),
   * and the team's note to both. Null before.
   */
  introduction: v.nullable(v.object({ presenterEmail: v.string(), presenterTel: v.string(), note: v.string() })),
});
export type MemberConnection = v.InferOutput<typeof memberConnectionSchema>;

/**
 * A request as its presenter receives it (their account, or the e-mailed link): the member's name
 * and reason and the team's note; the member's e-mail and telephone only once introduced.
 */
export const presenterIntroductionSchema = v.object({
  id: v.string(),
  status: statusSchema,
  requesterName: v.string(),
  reason: v.string(),
  briefNote: v.string(),
  presenterNote: v.string(),
  /** The member lets the library publish the question: the presenter may answer it publicly (decision 0040). */
  publishable: v.boolean(),
  dateRequested: v.string(),
  lastUpdated: v.string(),
  /** The answers the presenter may give now (empty unless the request waits on them). */
  answers: v.array(v.picklist(PRESENTER_ANSWERS)),
  introduction: v.nullable(v.object({ requesterEmail: v.string(), requesterTel: v.string(), note: v.string() })),
});
export type PresenterIntroduction = v.InferOutput<typeof presenterIntroductionSchema>;

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
