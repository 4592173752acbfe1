/**
 * The answer library (issue #34, docs/decisions/0040-answer-library.md): a member's consent to
 * publish their question, the presenter's public answer, the team's review, and the public shape
 * of an approved answer. One module for the pages, the admin console and the Worker; messages
 * are i18next keys, said in the person's language.
 */
import * as v from 'valibot';
import { optionalText } from './text-fields';
import { ANSWER_NOTE_MAX, ANSWER_TEXT_MAX } from '../constants/answers';
import { CONNECTION_REASON_MAX } from '../constants/introductions';

/**
 * What the member lets the library show of their question: nothing (the default), the question
 * without a name, or the question with their first name.
 */
export const PUBLISH_CHOICES = ['no', 'anonymous', 'firstName'] as const;
export type PublishChoice = (typeof PUBLISH_CHOICES)[number];

export const ANSWER_ERRORS = {
  publishInvalid: 'answers:errors.publishInvalid',
  publishNeedsQuestion: 'answers:errors.publishNeedsQuestion',
  textTooLong: 'answers:errors.textTooLong',
  languageInvalid: 'answers:errors.languageInvalid',
  talkInvalid: 'answers:errors.talkInvalid',
  momentInvalid: 'answers:errors.momentInvalid',
  nothingToPublish: 'answers:errors.nothingToPublish',
  noteTooLong: 'answers:errors.noteTooLong',
  questionTooLong: 'answers:errors.questionTooLong',
  decisionInvalid: 'answers:errors.decisionInvalid',
  agreementRequired: 'answers:errors.agreementRequired',
  idsInvalid: 'answers:errors.idsInvalid',
} as const;

/**
 * A review state: pending (waiting on the team), approved (public), rejected (sent back with a
 * note), withdrawn (the member or the presenter took it back: final, nothing of it is kept public).
 */
export const ANSWER_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

export const publishChoiceSchema = v.optional(v.picklist(PUBLISH_CHOICES, ANSWER_ERRORS.publishInvalid), 'no');

/** A moment in a talk as typed: seconds ("95"), or minutes and seconds ("1:35", "1:02:03"). */
export function parseMoment(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d{1,5}$|^\d{1,3}(:\d{1,2}){1,2}$/.test(value)) return Number.NaN;
  return value.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * The presenter's public answer, as their answer form sends it (the recording is checked apart:
 * services/answers/recording.ts). At least a text or a recording, which the Worker checks once
 * it knows whether a file came.
 */
export const publicAnswerSchema = v.object({
  text: optionalText(ANSWER_TEXT_MAX, ANSWER_ERRORS.textTooLong),
  language: v.optional(v.picklist(['en', 'fr'], ANSWER_ERRORS.languageInvalid), 'en'),
  talkId: optionalText(200, ANSWER_ERRORS.talkInvalid),
  moment: v.optional(
    v.pipe(
      v.string(ANSWER_ERRORS.momentInvalid),
      v.transform(parseMoment),
      v.check((value) => value === null || Number.isFinite(value), ANSWER_ERRORS.momentInvalid),
    ),
    '',
  ),
});
export type PublicAnswerInput = v.InferOutput<typeof publicAnswerSchema>;

/** An audio recording as the Worker stored it (R2 key under `answers/`). */
export const recordingSchema = v.object({
  key: v.string(),
  bytes: v.number(),
  seconds: v.number(),
  type: v.string(),
});
export type Recording = v.InferOutput<typeof recordingSchema>;

/** One step of an answer's history, kept with it. */
export const answerChangeSchema = v.object({
  at: v.string(),
  role: v.picklist(['member', 'presenter', 'team']),
  byName: v.string(),
  /** created, approved, rejected, edited, withdrawn, reported, restored. */
  action: v.string(),
  note: v.string(),
});
export type AnswerChange = v.InferOutput<typeof answerChangeSchema>;

/**
 * An approved answer as the public sees it (the published snapshot, its pages, feed and search):
 * never the member's uid, e-mail or full name; `askerName` is their first name only if they chose it.
 */
export const publicAnswerItemSchema = v.object({
  id: v.string(),
  presenterId: v.string(),
  presenterName: v.string(),
  question: v.string(),
  /** '' unless the member chose to be named by their first name. */
  askerName: v.string(),
  /** The question's language (the member's when they asked). */
  questionLanguage: v.picklist(['en', 'fr']),
  text: v.string(),
  language: v.picklist(['en', 'fr']),
  recording: v.nullable(v.object({ url: v.string(), bytes: v.number(), seconds: v.number(), type: v.string() })),
  talkId: v.string(),
  /** Seconds into the talk, or null. */
  moment: v.nullable(v.number()),
  /** When it was approved (ISO): the date shown and the feed's. */
  date: v.string(),
});
export type PublicAnswerItem = v.InferOutput<typeof publicAnswerItemSchema>;

/** The address of an approved answer's page. */
export const answerPath = (id: string) => `/answers/${encodeURIComponent(id)}`;
/** The address its recording is served at (with ranges). */
export const recordingPath = (id: string) => `/answers/${encodeURIComponent(id)}/recording`;

// The console (admin/) and its API.

export const ANSWER_FILTERS = [...ANSWER_STATUSES, 'all'] as const;
export type AnswerFilter = (typeof ANSWER_FILTERS)[number];

export const answerListQuerySchema = v.object({
  status: v.optional(v.picklist(ANSWER_FILTERS, ANSWER_ERRORS.decisionInvalid), 'pending'),
});

/** One answer as the team reviews it (the question's asker named only by what they chose). */
export const adminAnswerSchema = v.object({
  id: v.string(),
  version: v.string(),
  status: v.picklist(ANSWER_STATUSES),
  presenterId: v.string(),
  presenterName: v.string(),
  question: v.string(),
  askerName: v.string(),
  publishAs: v.picklist(['anonymous', 'firstName']),
  text: v.string(),
  language: v.picklist(['en', 'fr']),
  recording: v.nullable(v.object({ url: v.string(), bytes: v.number(), seconds: v.number(), type: v.string() })),
  talkId: v.string(),
  moment: v.nullable(v.number()),
  createdAt: v.string(),
  updatedAt: v.string(),
  helpful: v.number(),
  reports: v.number(),
  history: v.array(answerChangeSchema),
});
export type AdminAnswer = v.InferOutput<typeof adminAnswerSchema>;

export const adminAnswerListSchema = v.object({
  items: v.array(adminAnswerSchema),
  counts: v.object({ pending: v.number(), approved: v.number(), rejected: v.number(), withdrawn: v.number() }),
});
export type AdminAnswerList = v.InferOutput<typeof adminAnswerListSchema>;

/**
 * The team's decision on one answer: approve, reject (with a note mailed to the presenter), or
 * edit for clarity (only with the presenter's agreement, recorded: `agreement` says how it was given).
 */
export const answerDecisionSchema = v.variant('action', [
  v.object({ action: v.literal('approve'), version: v.string() }),
  v.object({
    action: v.literal('reject'),
    version: v.string(),
    note: v.pipe(
      v.string(ANSWER_ERRORS.noteTooLong),
      v.trim(),
      v.maxLength(ANSWER_NOTE_MAX, ANSWER_ERRORS.noteTooLong),
    ),
  }),
  v.object({
    action: v.literal('edit'),
    version: v.string(),
    question: v.pipe(
      v.string(ANSWER_ERRORS.questionTooLong),
      v.trim(),
      v.maxLength(CONNECTION_REASON_MAX, ANSWER_ERRORS.questionTooLong),
    ),
    text: v.pipe(
      v.string(ANSWER_ERRORS.textTooLong),
      v.trim(),
      v.maxLength(ANSWER_TEXT_MAX, ANSWER_ERRORS.textTooLong),
    ),
    agreement: v.pipe(
      v.string(ANSWER_ERRORS.agreementRequired),
      v.trim(),
      v.nonEmpty(ANSWER_ERRORS.agreementRequired),
      v.maxLength(ANSWER_NOTE_MAX, ANSWER_ERRORS.noteTooLong),
    ),
  }),
  v.object({ action: v.literal('withdraw'), version: v.string() }),
]);
export type AnswerDecision = v.InferOutput<typeof answerDecisionSchema>;

/** Approving many at once (the queue's bulk action). */
export const bulkApproveSchema = v.object({
  ids: v.pipe(
    v.array(v.string(), ANSWER_ERRORS.idsInvalid),
    v.minLength(1, ANSWER_ERRORS.idsInvalid),
    v.maxLength(100, ANSWER_ERRORS.idsInvalid),
  ),
});

/** The console's insight: the answers that help most and the questions asked most often. */
export const answerInsightsSchema = v.object({
  helpful: v.array(v.object({ id: v.string(), presenterName: v.string(), question: v.string(), helpful: v.number() })),
  recurring: v.array(v.object({ words: v.string(), count: v.number(), example: v.string() })),
  counts: v.object({ pending: v.number(), approved: v.number(), rejected: v.number(), withdrawn: v.number() }),
});
export type AnswerInsights = v.InferOutput<typeof answerInsightsSchema>;
