/**
 * The light part of the public forms' rules: limits, message keys and the answer shape, without
 * the validator, so a page can show a form and read answers before it loads the schemas.
 */

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
/** E.164: a country code and at most 15 digits in all; 8 is the shortest real international number. */
export const PHONE_DIGITS_MIN = 8;
export const PHONE_DIGITS_MAX = 15;

/** The message keys the schemas answer with (each exists in `forms.json`, en and fr). */
export const FORM_ERRORS = {
  nameRequired: 'forms:errors.nameRequired',
  nameTooLong: 'forms:errors.nameTooLong',
  surnameRequired: 'forms:errors.surnameRequired',
  surnameTooLong: 'forms:errors.surnameTooLong',
  cellphoneInvalid: 'forms:errors.cellphoneInvalid',
  emailRequired: 'forms:errors.emailRequired',
  emailInvalid: 'forms:errors.emailInvalid',
  emailTooLong: 'forms:errors.emailTooLong',
  messageRequired: 'forms:errors.messageRequired',
  messageTooShort: 'forms:errors.messageTooShort',
  messageTooLong: 'forms:errors.messageTooLong',
} as const;
export type FormErrorKey = (typeof FORM_ERRORS)[keyof typeof FORM_ERRORS];

/** Interpolation values the messages use (`{{max}}`, `{{min}}`). */
export const FORM_ERROR_VALUES: Readonly<Record<string, Record<string, number>>> = {
  [FORM_ERRORS.nameTooLong]: { max: NAME_MAX },
  [FORM_ERRORS.surnameTooLong]: { max: NAME_MAX },
  [FORM_ERRORS.emailTooLong]: { max: EMAIL_MAX },
  [FORM_ERRORS.messageTooShort]: { min: MESSAGE_MIN },
  [FORM_ERRORS.messageTooLong]: { max: MESSAGE_MAX },
};

/** One problem a schema found (valibot's issues and Standard Schema's alike). */
export interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: unknown }> | undefined;
}

/**
 * Field (the first key of an issue's path) -> the message of its first problem: what every form
 * and API shows next to its fields. A problem of the whole value goes under `whole` when given,
 * else nowhere. Field names come from the input, so the record is built without the prototype.
 */
export function issueFields(issues: readonly SchemaIssue[], whole?: string): Record<string, string> {
  const fields = new Map<string, string>();
  for (const issue of issues) {
    const first = issue.path?.[0];
    const key = typeof first === 'object' && first !== null ? first.key : first;
    const name = typeof key === 'string' ? key : whole;
    if (name !== undefined && !fields.has(name)) fields.set(name, issue.message);
  }
  return Object.fromEntries(fields);
}

/** Why a form post was refused (the HTTP status follows from it). */
export type FormRefusal = 'invalid' | 'captcha' | 'rateLimited' | 'unavailable';

/**
 * What a form's server action answers (JSON for the browser, action data for a plain post).
 * Messages are already in the request's language.
 */
export type FormAnswer<F extends string> =
  | {
      ok: true;
      form: 'contact' | 'newsletter';
      /** The confirmation to show. */
      message: string;
    }
  | {
      ok: false;
      form: 'contact' | 'newsletter';
      code: FormRefusal;
      /** A summary for the whole form. */
      message: string;
      /** Field → message, shown next to the field (`captcha` for the widget). */
      fields?: Partial<Record<F | 'captcha', string>>;
      /** The values as sent, so a page rendered without JavaScript keeps them. */
      values?: Partial<Record<F, string>>;
    };
