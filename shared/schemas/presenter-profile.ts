/**
 * The presenter profile (spec §3 and §5; docs/dev/member-api.md "Presenter profile"): ONE schema
 * for the browser form and the Worker. Messages are i18next KEYS (`presenter:errors.nameRequired`,
 * and the e-mail rule's `forms:errors.*`); the browser translates them with `t()`, the Worker
 * into the request's language before answering.
 */
import * as v from 'valibot';
import { CATEGORY_IDS } from '../constants/content';
import { emailField, EMAIL_MAX, FORM_ERROR_VALUES } from './forms';

/** Field limits (characters). */
export const PRESENTER_LIMITS = {
  name: 100,
  surname: 100,
  email: EMAIL_MAX,
  country: 100,
  title: 50,
  qualifications: 300,
  organisation: 200,
  roleAtOrganisation: 200,
  telephone: 30,
  summary: 500,
  bio: 5000,
} as const;

/** Digits a telephone number may have (national or international form). */
export const TELEPHONE_DIGITS = { min: 6, max: 15 } as const;

/** Where uploaded profile images live in the MEDIA bucket: `presenters/<uid>/<random>.<jpg|png>`. */
export const PRESENTER_IMAGE_KEY_PATTERN = /^presenters\/[^/]{1,128}\/[A-Za-z0-9]{16,64}\.(?:jpg|png)$/;

/** The key prefix of one presenter's images. */
export const presenterImagePrefix = (uid: string) => `presenters/${uid}/`;

/** The public address of a stored image: `/media/<key>`, each segment URL-encoded. */
export const mediaUrl = (key: string) => `/media/${key.split('/').map(encodeURIComponent).join('/')}`;

export const PRESENTER_ERRORS = {
  notText: 'presenter:errors.notText',
  nameRequired: 'presenter:errors.nameRequired',
  nameTooLong: 'presenter:errors.nameTooLong',
  surnameRequired: 'presenter:errors.surnameRequired',
  surnameTooLong: 'presenter:errors.surnameTooLong',
  countryRequired: 'presenter:errors.countryRequired',
  countryTooLong: 'presenter:errors.countryTooLong',
  titleTooLong: 'presenter:errors.titleTooLong',
  qualificationsTooLong: 'presenter:errors.qualificationsTooLong',
  organisationTooLong: 'presenter:errors.organisationTooLong',
  roleAtOrganisationTooLong: 'presenter:errors.roleAtOrganisationTooLong',
  telephoneInvalid: 'presenter:errors.telephoneInvalid',
  summaryTooLong: 'presenter:errors.summaryTooLong',
  bioTooLong: 'presenter:errors.bioTooLong',
  categoriesInvalid: 'presenter:errors.categoriesInvalid',
  categoryUnknown: 'presenter:errors.categoryUnknown',
  imageKeyInvalid: 'presenter:errors.imageKeyInvalid',
  languageInvalid: 'presenter:errors.languageInvalid',
} as const;

/** The languages a profile can be written in. */
export const PROFILE_LANGUAGES = ['en', 'fr'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

/** Interpolation values of the messages (`{{max}}`), e-mail rules included. */
export const PRESENTER_ERROR_VALUES: Readonly<Record<string, Record<string, number>>> = {
  ...FORM_ERROR_VALUES,
  [PRESENTER_ERRORS.nameTooLong]: { max: PRESENTER_LIMITS.name },
  [PRESENTER_ERRORS.surnameTooLong]: { max: PRESENTER_LIMITS.surname },
  [PRESENTER_ERRORS.countryTooLong]: { max: PRESENTER_LIMITS.country },
  [PRESENTER_ERRORS.titleTooLong]: { max: PRESENTER_LIMITS.title },
  [PRESENTER_ERRORS.qualificationsTooLong]: { max: PRESENTER_LIMITS.qualifications },
  [PRESENTER_ERRORS.organisationTooLong]: { max: PRESENTER_LIMITS.organisation },
  [PRESENTER_ERRORS.roleAtOrganisationTooLong]: { max: PRESENTER_LIMITS.roleAtOrganisation },
  [PRESENTER_ERRORS.summaryTooLong]: { max: PRESENTER_LIMITS.summary },
  [PRESENTER_ERRORS.bioTooLong]: { max: PRESENTER_LIMITS.bio },
};

/** Text, trimmed; absent or null means empty. Anything but a string is refused, not coerced. */
const text = () => v.pipe(v.nullish(v.string(PRESENTER_ERRORS.notText), ''), v.trim());

const required = (requiredKey: string, tooLongKey: string, max: number) =>
  v.pipe(text(), v.nonEmpty(requiredKey), v.maxLength(max, tooLongKey));
const optional = (tooLongKey: string, max: number) => v.pipe(text(), v.maxLength(max, tooLongKey));

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

export const presenterProfileInputSchema = v.object({
  name: required(PRESENTER_ERRORS.nameRequired, PRESENTER_ERRORS.nameTooLong, PRESENTER_LIMITS.name),
  surname: required(PRESENTER_ERRORS.surnameRequired, PRESENTER_ERRORS.surnameTooLong, PRESENTER_LIMITS.surname),
  email: emailField,
  country: required(PRESENTER_ERRORS.countryRequired, PRESENTER_ERRORS.countryTooLong, PRESENTER_LIMITS.country),
  title: optional(PRESENTER_ERRORS.titleTooLong, PRESENTER_LIMITS.title),
  qualifications: optional(PRESENTER_ERRORS.qualificationsTooLong, PRESENTER_LIMITS.qualifications),
  organisation: optional(PRESENTER_ERRORS.organisationTooLong, PRESENTER_LIMITS.organisation),
  roleAtOrganisation: optional(PRESENTER_ERRORS.roleAtOrganisationTooLong, PRESENTER_LIMITS.roleAtOrganisation),
  /** For the team only: never shown publicly. */
  telephone: v.pipe(
    text(),
    v.maxLength(PRESENTER_LIMITS.telephone, PRESENTER_ERRORS.telephoneInvalid),
    v.check((value) => {
      if (value === '') return true;
      const digits = value.replace(/\D/g, '').length;
      return PHONE_CHARACTERS.test(value) && digits >= TELEPHONE_DIGITS.min && digits <= TELEPHONE_DIGITS.max;
    }, PRESENTER_ERRORS.telephoneInvalid),
  ),
  summary: optional(PRESENTER_ERRORS.summaryTooLong, PRESENTER_LIMITS.summary),
  bio: optional(PRESENTER_ERRORS.bioTooLong, PRESENTER_LIMITS.bio),
  /** The presenter's subjects: some of the nine categories, each once, in the fixed order. */
  categoryIds: v.pipe(
    v.nullish(
      v.array(v.picklist(CATEGORY_IDS, PRESENTER_ERRORS.categoryUnknown), PRESENTER_ERRORS.categoriesInvalid),
      [],
    ),
    v.maxLength(CATEGORY_IDS.length * 4, PRESENTER_ERRORS.categoriesInvalid),
    v.transform((ids) => CATEGORY_IDS.filter((id) => ids.includes(id))),
  ),
  /** The key an upload answered with; null or absent for no image. */
  imageKey: v.pipe(
    v.nullish(v.string(PRESENTER_ERRORS.imageKeyInvalid), null),
    v.transform((key) => (key === '' ? null : key)),
    v.check((key) => key === null || PRESENTER_IMAGE_KEY_PATTERN.test(key), PRESENTER_ERRORS.imageKeyInvalid),
  ),
  /** The language the profile's texts are written in; they are published in it (decision 0018). */
  language: v.nullish(v.picklist(PROFILE_LANGUAGES, PRESENTER_ERRORS.languageInvalid), 'en'),
});
export type PresenterProfileInput = v.InferOutput<typeof presenterProfileInputSchema>;
export type PresenterProfileField = keyof typeof presenterProfileInputSchema.entries;
export const PRESENTER_PROFILE_FIELDS = Object.keys(presenterProfileInputSchema.entries) as PresenterProfileField[];
/** Marked with an asterisk (spec §5). */
export const PRESENTER_PROFILE_REQUIRED: readonly PresenterProfileField[] = ['name', 'surname', 'email', 'country'];

// --- Review (decision 0018) ---------------------------------------------------------------------
/**
 * Where a profile stands with the facilitation team: `pending` (saved, waiting for review),
 * `approved` (what is public is the version saved last), `returned` (sent back with a note).
 * A profile whose public fields did not change since its approval stays approved.
 */
export const PROFILE_REVIEW_STATES = ['pending', 'approved', 'returned'] as const;
export type ProfileReviewState = (typeof PROFILE_REVIEW_STATES)[number];

/** One step of a profile's review history. */
export const profileHistoryEntrySchema = v.object({
  action: v.picklist(['submitted', 'approved', 'returned', 'withdrawn']),
  /** ISO 8601. */
  at: v.string(),
  /** The presenter, or the team member who decided. */
  byName: v.string(),
  note: v.string(),
});
export type ProfileHistoryEntry = v.InferOutput<typeof profileHistoryEntrySchema>;

/** The review as stored (and as the owner and the team see it). */
export const profileReviewSchema = v.object({
  state: v.picklist(PROFILE_REVIEW_STATES),
  /** The team's note when it sent the profile back ('' otherwise). */
  note: v.string(),
  /** ISO 8601: when the version under review was saved. */
  submittedAt: v.string(),
  /** ISO 8601, or '' before the first decision. */
  reviewedAt: v.string(),
  /** ISO 8601 of the public version's approval, or '' when nothing is public. */
  publishedAt: v.string(),
});
export type ProfileReview = v.InferOutput<typeof profileReviewSchema>;

/** History entries kept per profile (the oldest are dropped). */
export const PROFILE_HISTORY_MAX = 50;
/** The team's note when sending a profile back. */
export const PROFILE_NOTE_MAX = 1000;

/** A presenter's stored profile as the API answers it (to its owner only). */
export interface PresenterProfile extends PresenterProfileInput {
  uid: string;
  /** `/media/<imageKey>`, or null without an image. */
  imageUrl: string | null;
  /** ISO 8601. */
  updatedAt: string;
  review: ProfileReview;
  /** The address of the public page once approved, else null. */
  publicPath: string | null;
}

/** The id of a member presenter's public page: `/presenters/member-<uid>`. */
export const MEMBER_PRESENTER_PREFIX = 'member-';
export const memberPresenterId = (uid: string) => `${MEMBER_PRESENTER_PREFIX}${uid}`;

/**
 * The presenters' version as content readers give it: the content service's, then the published
 * member profiles' snapshot's (worker/src/services/presenters/published.ts).
 */
export const presentersVersion = (service: string, members: string) => `${service}-${members}`;

/**
 * The two parts of a presenters' version (presentersVersion): the content service's (a hex
 * digest: no '-') and the published member profiles' (empty when there is none).
 */
export function splitPresentersVersion(version: string): { service: string; members: string } {
  const at = version.indexOf('-');
  return at < 0 ? { service: version, members: '' } : { service: version.slice(0, at), members: version.slice(at + 1) };
}

/** `GET /api/presenter-profile` and `PUT` answers. */
export interface PresenterProfileAnswer {
  profile: PresenterProfile | null;
}

/** `POST /api/presenter-profile/image` answer. */
export interface PresenterImageAnswer {
  imageKey: string;
  url: string;
}
