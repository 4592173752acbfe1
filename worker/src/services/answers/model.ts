/**
 * An answer of the library as Firestore keeps it (`answers/{id}`, decision 0040), decoded with one
 * schema, and the views of it: the public item (approved answers only; never the member's uid,
 * e-mail or full name, the first name only if they chose it) and the console's row.
 */
import * as v from 'valibot';
import type { FirestoreDocument } from '../firestore/values';
import {
  ANSWER_STATUSES,
  answerChangeSchema,
  recordingPath,
  recordingSchema,
  type AdminAnswer,
  type AnswerChange,
  type PublicAnswerItem,
} from '#shared/schemas/answers.ts';

export const ANSWERS = 'answers';
export const answerDocPath = (id: string) => `${ANSWERS}/${id}`;
/** One document per member who said an answer helped them (keyed by a hash of their uid). */
export const helpedPath = (id: string, memberHash: string) => `${ANSWERS}/${id}/helped/${memberHash}`;

const text = v.fallback(v.string(), '');
const language = v.fallback(v.picklist(['en', 'fr']), 'en');

export const storedAnswerSchema = v.object({
  connectionId: text,
  presenterId: v.string(),
  presenterName: text,
  /** The presenter's member account ('' when they answered through the e-mailed link). */
  presenterUid: text,
  presenterEmail: text,
  presenterLocale: text,
  /** The member who asked: never leaves the Worker and the console's checks. */
  requesterUid: v.string(),
  publishAs: v.fallback(v.picklist(['anonymous', 'firstName']), 'anonymous'),
  /** Kept only when the member chose to be named by it. */
  askerFirstName: text,
  question: text,
  questionLanguage: language,
  text,
  language,
  recording: v.fallback(v.nullable(recordingSchema), null),
  talkId: text,
  moment: v.fallback(v.nullable(v.number()), null),
  status: v.picklist(ANSWER_STATUSES),
  helpful: v.fallback(v.number(), 0),
  reports: v.fallback(v.number(), 0),
  createdAt: v.optional(v.date()),
  updatedAt: v.optional(v.date()),
  approvedAt: v.fallback(v.nullable(v.date()), null),
  history: v.fallback(v.array(v.unknown()), []),
});

export interface StoredAnswer extends Omit<v.InferOutput<typeof storedAnswerSchema>, 'history'> {
  id: string;
  version: string;
  createdAt: Date;
  updatedAt: Date;
  history: AnswerChange[];
}

/** A stored answer, or null when the document is not one. */
export function decodeAnswer(document: FirestoreDocument): StoredAnswer | null {
  const parsed = v.safeParse(storedAnswerSchema, document.data);
  if (!parsed.success) return null;
  const created = new Date(document.createTime);
  return {
    ...parsed.output,
    id: document.id,
    version: document.updateTime,
    createdAt: parsed.output.createdAt ?? created,
    updatedAt: parsed.output.updatedAt ?? created,
    history: parsed.output.history.flatMap((entry) => {
      const change = v.safeParse(answerChangeSchema, entry);
      return change.success ? [change.output] : [];
    }),
  };
}

/** The stored fields of an answer (everything but its id and version). */
export function answerData(answer: Omit<StoredAnswer, 'id' | 'version'>) {
  const { ...data } = answer;
  return data;
}

/** The name the public sees beside a question: the first name if chosen, else nothing. */
export const askerName = (answer: Pick<StoredAnswer, 'publishAs' | 'askerFirstName'>) =>
  answer.publishAs === 'firstName' ? answer.askerFirstName : '';

const publicRecording = (answer: StoredAnswer) =>
  answer.recording
    ? {
        url: recordingPath(answer.id),
        bytes: answer.recording.bytes,
        seconds: answer.recording.seconds,
        type: answer.recording.type,
      }
    : null;

/** What the public sees of an approved answer. */
export function toPublicAnswer(answer: StoredAnswer): PublicAnswerItem {
  return {
    id: answer.id,
    presenterId: answer.presenterId,
    presenterName: answer.presenterName,
    question: answer.question,
    askerName: askerName(answer),
    questionLanguage: answer.questionLanguage,
    text: answer.text,
    language: answer.language,
    recording: publicRecording(answer),
    talkId: answer.talkId,
    moment: answer.moment,
    date: (answer.approvedAt ?? answer.updatedAt).toISOString(),
  };
}

/** What the team sees (the member still only by the name they chose). */
export function toAdminAnswer(answer: StoredAnswer): AdminAnswer {
  return {
    id: answer.id,
    version: answer.version,
    status: answer.status,
    presenterId: answer.presenterId,
    presenterName: answer.presenterName,
    question: answer.question,
    askerName: askerName(answer),
    publishAs: answer.publishAs,
    text: answer.text,
    language: answer.language,
    recording: publicRecording(answer),
    talkId: answer.talkId,
    moment: answer.moment,
    createdAt: answer.createdAt.toISOString(),
    updatedAt: answer.updatedAt.toISOString(),
    helpful: answer.helpful,
    reports: answer.reports,
    history: answer.history,
  };
}

/** The first name a member who chose to be named is shown by (never the rest of their name). */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';
