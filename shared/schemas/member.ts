/**
 * The member API's payloads (docs/dev/member-api.md), ONE schema per payload for the browser
 * (checks before sending, reads answers) and the Worker (the authority), plus the claims of the
 * tokens the Worker reads. Field messages are i18next KEYS in namespace `member`
 * (`member:errors.firstNameRequired`): the browser translates them with `t()`, the Worker answers
 * them translated into the request's language.
 */
import * as v from 'valibot';
import { NAME_MAX } from './forms';

/** Roles of signed-in members (Firebase custom claim `role`); `user` when the claim is absent. */
export const ROLES = ['user', 'presenter', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** What a person may choose at sign-up; `admin` is granted, never chosen. */
export const ACCOUNT_TYPES = ['user', 'presenter'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Firebase uids are at most 128 characters. */
export const UID_MAX = 128;
/** A Firebase ID token is about 1 KB; anything far beyond is not one. */
export const ID_TOKEN_MAX = 8192;
/** Request bodies of the member API are refused above this many bytes (413). */
export const MEMBER_BODY_MAX_BYTES = 16 * 1024;
export const TELEPHONE_DIGITS_MIN = 8;
export const TELEPHONE_DIGITS_MAX = 15;

/** The message keys of the schemas (each exists in `member.json`, en and fr). */
export const MEMBER_ERRORS = {
  idTokenRequired: 'member:errors.idTokenRequired',
  firstNameRequired: 'member:errors.firstNameRequired',
  firstNameTooLong: 'member:errors.firstNameTooLong',
  lastNameRequired: 'member:errors.lastNameRequired',
  lastNameTooLong: 'member:errors.lastNameTooLong',
  telephoneRequired: 'member:errors.telephoneRequired',
  telephoneInvalid: 'member:errors.telephoneInvalid',
  accountTypeInvalid: 'member:errors.accountTypeInvalid',
  termsRequired: 'member:errors.termsRequired',
} as const;
export type MemberErrorKey = (typeof MEMBER_ERRORS)[keyof typeof MEMBER_ERRORS];

/** Interpolation values the messages use (`{{max}}`). */
export const MEMBER_ERROR_VALUES: Readonly<Record<string, Record<string, number>>> = {
  [MEMBER_ERRORS.firstNameTooLong]: { max: NAME_MAX },
  [MEMBER_ERRORS.lastNameTooLong]: { max: NAME_MAX },
};

/**
 * The general codes of the APIs' error answers `{ error: { code, message, fields? } }`: the
 * message of each is `member:api.<code>` in the request's language. Routes add codes of their
 * own with their own messages (docs/dev/member-api.md, docs/dev/admin-api.md).
 */
export const API_ERROR_CODES = [
  'unauthenticated',
  'invalid_token',
  'email_unverified',
  'forbidden',
  'cross_site',
  'rate_limited',
  'invalid_json',
  'invalid_body',
  'invalid_query',
  'body_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'not_found',
  'method_not_allowed',
  'profile_exists',
  'profile_missing',
  'presentation_not_found',
  'article_not_found',
  'unavailable',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

// ---------------------------------------------------------------------------------------------
// Fields

/**
 * A required text: anything but a string counts as missing; surrounding spaces are dropped.
 * Required fields are optional at the schema level and checked after, so a MISSING field gets
 * its own message key too (valibot reports missing object keys with the object's message).
 */
const text = (requiredKey: string) => v.pipe(v.optional(v.string(requiredKey), ''), v.trim());

const name = (requiredKey: MemberErrorKey, tooLongKey: MemberErrorKey) =>
  v.pipe(text(requiredKey), v.nonEmpty(requiredKey), v.maxLength(NAME_MAX, tooLongKey));

// "+27 82 123 4567": a leading +, a country code, then digits with spaces, dots, dashes or brackets.
const PHONE_PATTERN = /^\+[1-9][\d\s().-]*\d$/;

/** A required international telephone number, stored as "+27821234567". */
export const telephoneField = v.pipe(
  text(MEMBER_ERRORS.telephoneRequired),
  v.nonEmpty(MEMBER_ERRORS.telephoneRequired),
  v.check((value) => {
    const digits = value.replace(/\D/g, '').length;
    return PHONE_PATTERN.test(value) && digits >= TELEPHONE_DIGITS_MIN && digits <= TELEPHONE_DIGITS_MAX;
  }, MEMBER_ERRORS.telephoneInvalid),
  v.transform((value) => `+${value.replace(/\D/g, '')}`),
);

const role = v.picklist(ROLES);
const uid = v.pipe(v.string(), v.minLength(1), v.maxLength(UID_MAX));

// ---------------------------------------------------------------------------------------------
// Requests

/** `POST /api/session`: a Firebase ID token. */
export const createSessionBody = v.object({
  idToken: v.pipe(
    v.optional(v.string(MEMBER_ERRORS.idTokenRequired), ''),
    v.nonEmpty(MEMBER_ERRORS.idTokenRequired),
    v.maxLength(ID_TOKEN_MAX, MEMBER_ERRORS.idTokenRequired),
  ),
});
export type CreateSessionBody = v.InferOutput<typeof createSessionBody>;

/** `POST /api/users`: the sign-up form's profile fields (spec §3, §5). */
export const createUserBody = v.object({
  firstName: name(MEMBER_ERRORS.firstNameRequired, MEMBER_ERRORS.firstNameTooLong),
  lastName: name(MEMBER_ERRORS.lastNameRequired, MEMBER_ERRORS.lastNameTooLong),
  telephone: telephoneField,
  accountType: v.pipe(
    v.optional(v.string(MEMBER_ERRORS.accountTypeInvalid), ''),
    v.picklist(ACCOUNT_TYPES, MEMBER_ERRORS.accountTypeInvalid),
  ),
  acceptTerms: v.pipe(v.optional(v.unknown(), false), v.literal(true, MEMBER_ERRORS.termsRequired)),
});
export type CreateUserBody = v.InferOutput<typeof createUserBody>;
export type CreateUserField = keyof typeof createUserBody.entries;

/** `PATCH /api/me`: the general profile (the e-mail changes through Firebase, not here). */
export const updateGeneralProfileBody = v.object({
  firstName: name(MEMBER_ERRORS.firstNameRequired, MEMBER_ERRORS.firstNameTooLong),
  lastName: name(MEMBER_ERRORS.lastNameRequired, MEMBER_ERRORS.lastNameTooLong),
});
export type UpdateGeneralProfileBody = v.InferOutput<typeof updateGeneralProfileBody>;
export type GeneralProfileField = keyof typeof updateGeneralProfileBody.entries;

const FORBIDDEN_ITEM_ID = /^(\.|\.\.|__.*__)$/;

/**
 * The id of a watchlist or readlist item (a presentation or article id): 1 to 128 characters,
 * usable as a Firestore document id (no "/", not "." or "..", not "__x__").
 */
export const listItemId = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(128),
  v.check((value) => !value.includes('/') && !FORBIDDEN_ITEM_ID.test(value)),
);

// ---------------------------------------------------------------------------------------------
// Answers

/** The signed-in member as pages and APIs know them (never tokens or secrets). */
export const sessionUser = v.object({
  uid,
  email: v.string(),
  name: v.string(),
  role,
});
export type SessionUser = v.InferOutput<typeof sessionUser>;

/** `POST /api/session` answer. */
export const sessionAnswer = v.object({ user: sessionUser });
export type SessionAnswer = v.InferOutput<typeof sessionAnswer>;

/** A member's profile as `GET/PATCH /api/me` answer it. */
export const userProfile = v.object({
  uid,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  cellphone: v.optional(v.string()),
  telephone: v.optional(v.string()),
  picture: v.optional(v.string()),
  role,
});
export type UserProfile = v.InferOutput<typeof userProfile>;

/** `GET /api/me`, `PATCH /api/me`, `POST /api/users` answer. */
export const profileAnswer = v.object({ profile: userProfile });
export type ProfileAnswer = v.InferOutput<typeof profileAnswer>;

/** One watchlist/readlist entry joined with the content, in the reader's language. */
export const listItem = v.union([
  v.object({
    id: v.string(),
    /** ISO 8601. */
    addedAt: v.string(),
    title: v.string(),
    image: v.optional(v.string()),
    date: v.optional(v.string()),
    url: v.string(),
  }),
  /** The item is no longer in the content (removed or unpublished). */
  v.object({ id: v.string(), addedAt: v.string(), missing: v.literal(true) }),
]);
export type ListItem = v.InferOutput<typeof listItem>;

/** `GET /api/watchlist`, `GET /api/readlist` answer: newest first. */
export const listAnswer = v.object({ items: v.array(listItem) });
export type ListAnswer = v.InferOutput<typeof listAnswer>;

export { apiErrorAnswer, type ApiErrorAnswer } from './api-error';

// ---------------------------------------------------------------------------------------------
// Token claims (read by the Worker AFTER the signature and the registered claims are verified)

/** An unknown or malformed role claim counts as `user`, never as more. */
const roleClaim = v.fallback(v.optional(role, 'user'), 'user');

/** The claims of a Firebase ID token the Worker uses. */
export const idTokenClaims = v.object({
  sub: v.pipe(v.string(), v.minLength(1), v.maxLength(UID_MAX)),
  iat: v.number(),
  exp: v.number(),
  auth_time: v.number(),
  email: v.optional(v.string()),
  email_verified: v.optional(v.boolean()),
  name: v.optional(v.string()),
  picture: v.optional(v.string()),
  role: roleClaim,
});
export type IdTokenClaims = v.InferOutput<typeof idTokenClaims>;

/**
 * The claims of the `__session` cookie (an HS256 JWT the Worker signs): `sid` names the session
 * (a sign-out ends it), `auth_iat` is when Firebase issued the ID token the session was opened
 * with (a later password change or revocation of refresh tokens ends it).
 */
export const sessionClaims = v.object({
  sub: uid,
  email: v.string(),
  name: v.string(),
  role,
  sid: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/)),
  auth_iat: v.number(),
  iat: v.number(),
  exp: v.number(),
});
export type SessionClaims = v.InferOutput<typeof sessionClaims>;
