/**
 * Schemas of the admin API's answers. The shared module types them as interfaces (the Worker builds
 * them); the console checks them here, at the boundary, so no component trusts an unchecked shape.
 * Each schema is typed against the shared interface, so a contract change fails the type check.
 */
import * as v from 'valibot';
import {
  adminConnectionRowSchema,
  BULK_OUTCOMES,
  type AdminConnectionAnswer,
  type AdminConnectionCounts,
  type AdminConnectionPage,
  type AdminMail,
  type AdminMailAnswer,
  type IntroductionReport,
  type AdminContactMessage,
  type AdminContactMessageAnswer,
  type AdminContactMessagePage,
  type AdminPageViewsAnswer,
  type AdminRungChoicesAnswer,
  type AdminPresenterChoices,
  type BulkStatusAnswer,
} from '#shared/schemas/admin.ts';
import { CONNECTION_ACTORS, CONNECTION_STATUSES, type ConnectionStatus } from '#shared/schemas/connections.ts';
import { LOCALES } from '#shared/constants/spec.ts';
import { RUNGS, type Rung } from '#shared/schemas/rung-choice.ts';
import { sessionAnswer, sessionUser, type SessionUser } from '#shared/schemas/member.ts';

const status = v.picklist(CONNECTION_STATUSES);

/** One mail of the outbox (a request's detail, and the unsent list). */
const mailSchema: v.GenericSchema<unknown, AdminMail> = v.object({
  id: v.string(),
  kind: v.string(),
  to: v.string(),
  language: v.picklist(['en', 'fr', 'both']),
  connectionId: v.string(),
  status: v.picklist(['queued', 'sending', 'sent', 'failed']),
  attempts: v.number(),
  lastError: v.string(),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
  retryAt: v.nullable(v.string()),
});

// The member as the session knows them: one schema, in shared/schemas/member.ts.
export { sessionUser as sessionUserSchema, type SessionUser };

/** `POST /api/session` and `GET /api/admin/me`. */
export const sessionAnswerSchema = sessionAnswer;

// Rows, derived from the stored request's schema (shared/schemas/connections.ts).
const rowSchema = adminConnectionRowSchema;

export const connectionPageSchema: v.GenericSchema<unknown, AdminConnectionPage> = v.object({
  items: v.array(rowSchema),
  nextCursor: v.nullable(v.string()),
  requester: v.optional(v.object({ uid: v.string(), name: v.string() })),
});

// A status the Worker leaves out has no request under the filters.
const count = v.optional(v.number(), 0);
export const connectionCountsSchema: v.GenericSchema<unknown, AdminConnectionCounts> = v.object({
  counts: v.object(
    Object.fromEntries(CONNECTION_STATUSES.map((name) => [name, count])) as Record<ConnectionStatus, typeof count>,
  ),
  total: v.number(),
});

export const connectionAnswerSchema: v.GenericSchema<unknown, AdminConnectionAnswer> = v.object({
  connection: v.object({
    ...adminConnectionRowSchema.entries,
    history: v.array(
      v.object({
        at: v.string(),
        by: v.string(),
        byName: v.string(),
        byRequester: v.boolean(),
        role: v.picklist(CONNECTION_ACTORS),
        from: v.nullable(status),
        to: status,
      }),
    ),
    notes: v.array(v.object({ id: v.string(), at: v.string(), by: v.string(), byName: v.string(), text: v.string() })),
    reason: v.string(),
    briefNote: v.string(),
    introNote: v.string(),
    presenterNote: v.string(),
    presenterSharesTel: v.boolean(),
    presenterHasAccount: v.boolean(),
    mails: v.array(mailSchema),
  }),
});

export const retryAnswerSchema = v.object({ outcome: v.picklist(['sent', 'failed', 'skipped']) });

export const mailAnswerSchema: v.GenericSchema<unknown, AdminMailAnswer> = v.object({ items: v.array(mailSchema) });

export const bulkAnswerSchema: v.GenericSchema<unknown, BulkStatusAnswer> = v.object({
  results: v.array(
    v.object({
      id: v.string(),
      outcome: v.picklist(BULK_OUTCOMES),
      status: v.optional(status),
      version: v.optional(v.string()),
    }),
  ),
});

export const presenterChoicesSchema: v.GenericSchema<unknown, AdminPresenterChoices> = v.object({
  items: v.array(v.object({ id: v.string(), name: v.string() })),
});

const contactMessageSchema: v.GenericSchema<unknown, AdminContactMessage> = v.object({
  id: v.string(),
  version: v.string(),
  name: v.string(),
  surname: v.string(),
  email: v.string(),
  cellphone: v.string(),
  message: v.string(),
  locale: v.string(),
  createdAt: v.string(),
  handled: v.boolean(),
  handledAt: v.nullable(v.string()),
  handledByName: v.nullable(v.string()),
});

export const contactMessagePageSchema: v.GenericSchema<unknown, AdminContactMessagePage> = v.object({
  items: v.array(contactMessageSchema),
  nextCursor: v.nullable(v.string()),
  counts: v.object({ new: v.number(), handled: v.number() }),
});

export const contactMessageAnswerSchema: v.GenericSchema<unknown, AdminContactMessageAnswer> = v.object({
  message: contactMessageSchema,
});

export const pageViewsAnswerSchema: v.GenericSchema<unknown, AdminPageViewsAnswer> = v.object({
  days: v.number(),
  since: v.string(),
  source: v.picklist(['analytics_engine', 'local']),
  rows: v.array(v.object({ page: v.string(), route: v.string(), locale: v.picklist(LOCALES), views: v.number() })),
  totals: v.object({ en: v.number(), fr: v.number(), combined: v.number() }),
  total: v.number(),
  truncated: v.boolean(),
});

const perRung = v.object(
  Object.fromEntries(RUNGS.map((rung) => [rung, v.number()])) as Record<Rung, v.NumberSchema<undefined>>,
);

export const rungChoicesAnswerSchema: v.GenericSchema<unknown, AdminRungChoicesAnswer> = v.object({
  days: v.number(),
  since: v.string(),
  source: v.picklist(['analytics_engine', 'local']),
  rows: v.array(
    v.object({ presentationId: v.string(), title: v.nullable(v.string()), counts: perRung, total: v.number() }),
  ),
  totals: perRung,
  total: v.number(),
  truncated: v.boolean(),
});

const days = v.nullable(v.number());
export const reportSchema: v.GenericSchema<unknown, IntroductionReport> = v.object({
  month: v.string(),
  total: v.number(),
  byOutcome: v.object(
    Object.fromEntries(CONNECTION_STATUSES.map((name) => [name, count])) as Record<ConnectionStatus, typeof count>,
  ),
  medianDaysToIntroduction: days,
  perPresenter: v.array(
    v.object({
      presenterId: v.string(),
      presenterName: v.string(),
      total: v.number(),
      introduced: v.number(),
      declined: v.number(),
      open: v.number(),
      medianDaysToIntroduction: days,
    }),
  ),
});

const renderedMail = v.object({ subject: v.string(), text: v.string(), html: v.string() });
export const mailTemplatesSchema = v.object({
  items: v.array(v.object({ kind: v.string(), en: renderedMail, fr: renderedMail })),
});
