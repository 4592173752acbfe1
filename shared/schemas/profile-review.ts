/**
 * The facilitation team's review of presenter profiles (decision 0018): the console's list and
 * detail answers and the decision it sends, one schema each, checked by the Worker and the
 * console alike. Messages are i18next keys.
 */
import { localizedText } from './content';
import * as v from 'valibot';
import {
  PROFILE_NOTE_MAX,
  PROFILE_REVIEW_STATES,
  profileHistoryEntrySchema,
  profileReviewSchema,
} from './presenter-profile';

/** The console's filters: the three states and all. */
export const PROFILE_FILTERS = [...PROFILE_REVIEW_STATES, 'all'] as const;
export type ProfileFilter = (typeof PROFILE_FILTERS)[number];

export const profileListQuerySchema = v.object({
  state: v.optional(v.picklist(PROFILE_FILTERS, 'admin:errors.profileFilterInvalid'), 'pending'),
});

/** One row of the console's list. */
export const adminProfileRowSchema = v.object({
  uid: v.string(),
  name: v.string(),
  country: v.string(),
  language: v.picklist(['en', 'fr']),
  review: profileReviewSchema,
  published: v.boolean(),
});
export type AdminProfileRow = v.InferOutput<typeof adminProfileRowSchema>;

export const adminProfileListSchema = v.object({
  items: v.array(adminProfileRowSchema),
  counts: v.object({ pending: v.number(), approved: v.number(), returned: v.number() }),
});
export type AdminProfileList = v.InferOutput<typeof adminProfileListSchema>;

const profileFields = v.object({
  name: v.string(),
  surname: v.string(),
  country: v.string(),
  title: v.string(),
  qualifications: v.string(),
  organisation: v.string(),
  roleAtOrganisation: v.string(),
  summary: v.string(),
  bio: v.string(),
  categoryIds: v.array(v.string()),
  imageUrl: v.nullable(v.string()),
  language: v.picklist(['en', 'fr']),
});

/** A profile as the team reviews it: the saved version (with the team-only contact details) and the public one. */
export const adminProfileDetailSchema = v.object({
  uid: v.string(),
  /** The stored document's version: a decision names it, so it decides on what the reviewer saw. */
  version: v.string(),
  saved: v.object({ ...profileFields.entries, email: v.string(), telephone: v.string() }),
  published: v.nullable(v.object({ ...profileFields.entries, spotlight: v.boolean() })),
  publicPath: v.nullable(v.string()),
  review: profileReviewSchema,
  history: v.array(profileHistoryEntrySchema),
  updatedAt: v.string(),
  /** The titles of the profile's categories (saved and published), from the content service. */
  categories: v.optional(v.array(v.object({ id: v.string(), title: localizedText })), []),
});
export type AdminProfileDetail = v.InferOutput<typeof adminProfileDetailSchema>;

export const adminProfileAnswerSchema = v.object({ profile: adminProfileDetailSchema });
export type AdminProfileAnswer = v.InferOutput<typeof adminProfileAnswerSchema>;

const version = v.pipe(
  v.string('admin:errors.versionRequired'),
  v.nonEmpty('admin:errors.versionRequired'),
  v.maxLength(64),
);

const note = v.pipe(
  v.string('admin:errors.profileNoteRequired'),
  v.trim(),
  v.nonEmpty('admin:errors.profileNoteRequired'),
  v.maxLength(PROFILE_NOTE_MAX, 'admin:errors.profileNoteTooLong'),
);

/** Approve (publish the saved version, in the spotlight or not), send back or withdraw with a note. */
export const profileDecisionSchema = v.variant(
  'decision',
  [
    v.object({ decision: v.literal('approve'), version, spotlight: v.optional(v.boolean(), false) }),
    v.object({ decision: v.literal('return'), version, note }),
    /** Takes a published profile off the site (the presenter leaves, or asks): the note says why. */
    v.object({ decision: v.literal('withdraw'), version, note }),
  ],
  'admin:errors.profileDecisionInvalid',
);
export type ProfileDecision = v.InferOutput<typeof profileDecisionSchema>;
