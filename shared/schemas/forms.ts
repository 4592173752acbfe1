/**
 * The public forms' rules, ONE schema per form for the browser (checks before sending) and the
 * Worker (the authority). Every message is an i18next KEY in namespace `forms`
 * (`forms:errors.emailInvalid`): the browser translates it with `t()`, the Worker translates it
 * into the request's language before answering.
 */
import * as v from 'valibot';

export * from './form-basics';
import {
  EMAIL_MAX,
  FORM_ERRORS,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  PHONE_DIGITS_MAX,
  PHONE_DIGITS_MIN,
  issueFields,
  type FormAnswer,
  type FormErrorKey,
} from './form-basics';

// Local part as RFC 5322 allows it (dot-atoms: no leading, trailing or double dot), and a domain
// of DNS labels with at least one dot and a letter TLD: "o'brien@example.org" passes, "a@b" not.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** "+27 82 123 4567": a leading +, a country code, then digits with spaces, dots, dashes or brackets. */
const PHONE_PATTERN = /^\+[1-9][\d\s().-]*\d$/;

/** The digits of an international number as stored: "+27821234567". */
export function normalizePhone(raw: string): string {
  return `+${raw.replace(/\D/g, '')}`;
}

/** A text field: any non-string counts as missing; surrounding spaces are dropped. */
const text = (requiredKey: string) => v.pipe(v.optional(v.string(requiredKey), ''), v.trim());

const requiredName = (requiredKey: FormErrorKey, tooLongKey: FormErrorKey) =>
  v.pipe(text(requiredKey), v.nonEmpty(requiredKey), v.maxLength(NAME_MAX, tooLongKey));

/** A required e-mail address, up to 254 characters. */
export const emailField = v.pipe(
  text(FORM_ERRORS.emailRequired),
  v.nonEmpty(FORM_ERRORS.emailRequired),
  v.maxLength(EMAIL_MAX, FORM_ERRORS.emailTooLong),
  v.regex(EMAIL_PATTERN, FORM_ERRORS.emailInvalid),
);

/** Optional; when given, an international number (+, country code, 8 to 15 digits in all). */
export const cellphoneField = v.pipe(
  text(FORM_ERRORS.cellphoneInvalid),
  v.check((value) => {
    if (value === '') return true;
    const digits = value.replace(/\D/g, '').length;
    return PHONE_PATTERN.test(value) && digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
  }, FORM_ERRORS.cellphoneInvalid),
);

/** Contact form (spec §3): name, surname, cellphone, email, message. */
export const contactSchema = v.object({
  name: requiredName(FORM_ERRORS.nameRequired, FORM_ERRORS.nameTooLong),
  surname: requiredName(FORM_ERRORS.surnameRequired, FORM_ERRORS.surnameTooLong),
  cellphone: cellphoneField,
  email: emailField,
  message: v.pipe(
    text(FORM_ERRORS.messageRequired),
    v.nonEmpty(FORM_ERRORS.messageRequired),
    v.minLength(MESSAGE_MIN, FORM_ERRORS.messageTooShort),
    v.maxLength(MESSAGE_MAX, FORM_ERRORS.messageTooLong),
  ),
});
export type ContactInput = v.InferOutput<typeof contactSchema>;
export type ContactField = keyof typeof contactSchema.entries;
export const CONTACT_FIELDS = Object.keys(contactSchema.entries) as ContactField[];
/** Required fields, marked with an asterisk. */
export const CONTACT_REQUIRED: readonly ContactField[] = ['name', 'surname', 'email', 'message'];

/** Newsletter sign-up: one e-mail address. */
export const newsletterSchema = v.object({ email: emailField });
export type NewsletterInput = v.InferOutput<typeof newsletterSchema>;
export type NewsletterField = keyof typeof newsletterSchema.entries;

/** Field → message key of the first problem of each invalid field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type FormCheck<T, F extends string> = { success: true; output: T } | { success: false; errors: FieldErrors<F> };

/** What checkForm reads of a FormData (shared/ has no DOM types). */
export interface FormValues {
  getAll(name: string): unknown[];
}
const isFormValues = (input: unknown): input is FormValues =>
  typeof input === 'object' && input !== null && typeof (input as Partial<FormValues>).getAll === 'function';

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * Validates form values (FormData or a plain object) against a form schema; on failure, the
 * first message key of each invalid field. A field sent as anything but text (a file, twice)
 * counts as missing/invalid, never as an exception.
 */
export function checkForm<S extends ObjectSchema>(
  schema: S,
  input: FormValues | Record<string, unknown>,
): FormCheck<v.InferOutput<S>, Extract<keyof S['entries'], string>> {
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(schema.entries)) {
    if (isFormValues(input)) {
      const all = input.getAll(field);
      values[field] = all.length === 1 ? all[0] : all.length === 0 ? undefined : null;
    } else {
      values[field] = input[field];
    }
  }
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, output: result.output };
  const errors = issueFields(result.issues);
  return { success: false, errors: errors as FieldErrors<Extract<keyof S['entries'], string>> };
}

export type ContactAnswer = FormAnswer<ContactField>;
export type NewsletterAnswer = FormAnswer<NewsletterField>;
