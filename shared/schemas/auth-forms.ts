/**
 * The authentication screens' forms (sign-up, sign-in, forgotten password, resend verification),
 * checked in the browser before anything goes to Firebase. Messages are i18next KEYS
 * (`auth:errors.*`, the shared `forms:errors.*` of the e-mail field and the member API's
 * `member:errors.*`), translated by the page.
 */
import * as v from 'valibot';
import { emailField } from './forms';
import { MEMBER_ERROR_VALUES, createUserBody } from './member';

export const PASSWORD_MIN = 8;
/** Firebase accepts longer ones; nobody types more, and it bounds the work of a bad input. */
export const PASSWORD_MAX = 128;
export { ACCOUNT_TYPES, type AccountType } from './member';

export const AUTH_ERRORS = {
  passwordRequired: 'auth:errors.passwordRequired',
  passwordTooShort: 'auth:errors.passwordTooShort',
  passwordTooLong: 'auth:errors.passwordTooLong',
  passwordLettersDigits: 'auth:errors.passwordLettersDigits',
  acceptTermsRequired: 'auth:errors.acceptTermsRequired',
} as const;

/** Interpolation values the messages use (the member API's name limits included). */
export const AUTH_ERROR_VALUES: Readonly<Record<string, Record<string, number>>> = {
  ...MEMBER_ERROR_VALUES,
  [AUTH_ERRORS.passwordTooShort]: { min: PASSWORD_MIN },
  [AUTH_ERRORS.passwordTooLong]: { max: PASSWORD_MAX },
};

/** A new password: at least 8 characters, with letters and digits. Never trimmed. */
export const newPasswordField = v.pipe(
  v.optional(v.string(AUTH_ERRORS.passwordRequired), ''),
  v.nonEmpty(AUTH_ERRORS.passwordRequired),
  v.minLength(PASSWORD_MIN, AUTH_ERRORS.passwordTooShort),
  v.maxLength(PASSWORD_MAX, AUTH_ERRORS.passwordTooLong),
  v.regex(/\p{L}/u, AUTH_ERRORS.passwordLettersDigits),
  v.regex(/\p{Nd}/u, AUTH_ERRORS.passwordLettersDigits),
);

/** The password of an existing account: only required (its rules may have been older ones). */
export const passwordField = v.pipe(
  v.optional(v.string(AUTH_ERRORS.passwordRequired), ''),
  v.nonEmpty(AUTH_ERRORS.passwordRequired),
  v.maxLength(PASSWORD_MAX, AUTH_ERRORS.passwordTooLong),
);

/** A checkbox that must be ticked: "on" from a form, or true. */
const ticked = (message: string) =>
  v.pipe(
    v.unknown(),
    v.check((value) => value === true || value === 'on' || value === 'true', message),
    v.transform((): true => true),
  );

/**
 * Sign-up (spec §3): names, e-mail, telephone, password, account type, terms and privacy accepted.
 * The profile fields are the member API's own rules (`POST /api/users`), so the form never lets
 * through what the Worker would refuse.
 */
export const signupSchema = v.object({
  firstName: createUserBody.entries.firstName,
  lastName: createUserBody.entries.lastName,
  email: emailField,
  telephone: createUserBody.entries.telephone,
  password: newPasswordField,
  accountType: createUserBody.entries.accountType,
  acceptTerms: ticked(AUTH_ERRORS.acceptTermsRequired),
});
export type SignupInput = v.InferOutput<typeof signupSchema>;
export type SignupField = keyof typeof signupSchema.entries;
export const SIGNUP_FIELDS = Object.keys(signupSchema.entries) as SignupField[];

/** Sign-in: e-mail and password. */
export const loginSchema = v.object({ email: emailField, password: passwordField });
export type LoginInput = v.InferOutput<typeof loginSchema>;
export type LoginField = keyof typeof loginSchema.entries;

/** Forgotten password: the account's e-mail. */
export const forgotSchema = v.object({ email: emailField });
export type ForgotInput = v.InferOutput<typeof forgotSchema>;
export type ForgotField = keyof typeof forgotSchema.entries;

/** Resend the verification e-mail: signing in proves the address is the person's. */
export const resendSchema = v.object({ email: emailField, password: passwordField });
export type ResendInput = v.InferOutput<typeof resendSchema>;
export type ResendField = keyof typeof resendSchema.entries;

/** The origin a return address is resolved against: only its own paths can come back. */
const REDIRECT_BASE = 'http://local.invalid';

/** A path of this site, as browsers read a Location or an assigned address (no authority, no scheme). */
function isSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // Control characters and backslashes: browsers read some of them as part of an authority.
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return false;
  try {
    return new URL(path, REDIRECT_BASE).origin === REDIRECT_BASE;
  } catch {
    return false;
  }
}

/**
 * Where to go after signing in: the `redirect` query value when it is a path of this site
 * ("/account/watchlist?page=2"), else the dashboard. Refuses other origins ("//evil.example",
 * "/\\evil.example", "https://..."), so the parameter cannot send anyone off the site. The check
 * is made on what comes out, after the URL parser has resolved dots and encodings: "/..//evil.example"
 * and "/.//evil.example" become "//evil.example", which is another site, so they fall back too.
 * What comes out is a path this function returns unchanged.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/profile'): string {
  if (!value || !isSitePath(value)) return fallback;
  // isSitePath has parsed it, to this origin: this cannot throw.
  const url = new URL(value, REDIRECT_BASE);
  const target = url.pathname + url.search + url.hash;
  return isSitePath(target) ? target : fallback;
}

/** The auth forms a page posts (without JavaScript, or pressed before its script started). */
export type AuthFormName = 'login' | 'signup' | 'forgot' | 'resend';

/**
 * Why a posted auth form was refused: `invalid` (field messages), `captcha`, `refused` (Firebase
 * said no: wrong credentials, address in use, too many attempts…), `unverified` (sign-in with an
 * address not verified yet), `unavailable` (Firebase or storage could not be reached).
 */
export type AuthRefusal = 'invalid' | 'captcha' | 'refused' | 'unverified' | 'unavailable';

/**
 * What the server action of an auth page answers. Messages are keys of namespace `auth` (`key`)
 * or the schemas' message keys (`fields`), so the page shows exactly what its JavaScript flow
 * shows; `message` is `key` already in the request's language. `values` echo what was typed,
 * never a password.
 */
export type AuthAnswer<Form extends AuthFormName, F extends string, Done extends object> =
  | ({ ok: true; form: Form } & Done)
  | {
      ok: false;
      form: Form;
      code: AuthRefusal;
      key: string;
      message: string;
      /** Field → message key; `captcha` for the captcha widget. */
      fields?: Partial<Record<F, string>> & { captcha?: string };
      /** The captcha's site key when the form must show the widget to be sent again. */
      captchaSiteKey?: string;
      values?: Partial<Record<Exclude<F, 'password'>, string>>;
    };

/** Sign-in: a success is a redirect with the session cookie, so only refusals are answered. */
export type LoginAnswer = AuthAnswer<'login', LoginField, never>;
export type SignupAnswer = AuthAnswer<'signup', SignupField, { email: string; emailSent: boolean }>;
export type ForgotAnswer = AuthAnswer<'forgot', ForgotField, { email: string }>;
export type ResendAnswer = AuthAnswer<'resend', ResendField, { state: 'sent' | 'verified'; email: string }>;
