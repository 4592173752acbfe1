/**
 * Limits of the answer library (issue #34, decision 0040), apart from the schemas so the pages'
 * controls can use them without shipping valibot.
 */
import type { RateLimit } from './rate-limits';

/** A written public answer, at most this many characters. */
export const ANSWER_TEXT_MAX = 4000;
/** A recorded answer: an audio file of at most 10 MB… */
export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;
/** …and at most this long (a short answer, as the issue asks). */
export const RECORDING_MAX_SECONDS = 600;
/** The team's note with a refusal, at most. */
export const ANSWER_NOTE_MAX = 1000;
/** "This helped me" from one member: each answer once, and at most this many a day. */
export const HELPFUL_PER_MEMBER: RateLimit = { max: 30, windowMs: 24 * 3600_000 };
/** Answers shown beside the request form ("ask the library first"). */
export const SUGGESTIONS_MAX = 3;
/** Answers listed per page at /answers. */
export const ANSWERS_PAGE_SIZE = 12;
/** The library's licence: every public answer, attributed to its presenter. */
export const ANSWER_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;
