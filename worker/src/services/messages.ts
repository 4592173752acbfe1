/**
 * The APIs' messages in the request's language: i18next keys with their namespace
 * (`member:api.unavailable`, `presenter:errors.nameTooLong`, `admin:errors.sizeInvalid`, ...) and
 * the values the shared schemas give them (`{{max}}`).
 */
import { serverT } from '#shared/i18n/server-i18n.ts';
import type { Locale } from '#shared/constants/spec.ts';
import { PRESENTER_ERROR_VALUES } from '#shared/schemas/presenter-profile.ts';
import { MEMBER_ERROR_VALUES } from '#shared/schemas/member.ts';
import { FORM_ERROR_VALUES } from '#shared/schemas/form-basics.ts';
import type { MessageValue } from './api-error';

const SCHEMA_VALUES: Readonly<Record<string, Record<string, number>>> = {
  ...FORM_ERROR_VALUES,
  ...MEMBER_ERROR_VALUES,
  ...PRESENTER_ERROR_VALUES,
};

/** A namespaced message key, as the shared schemas and ApiError carry them. */
const MESSAGE_KEY = /^[a-z]+:[\w.]+$/;

/**
 * A message key in the request's language (combined reads French), with the schema's values and
 * `values` (a `{ key }` value is itself translated first).
 */
export function translate(key: string, locale: Locale, values: Record<string, MessageValue> = {}): string {
  const t = serverT(locale, 'member');
  const resolved = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? t(value.key) : value]),
  );
  return t(key, { ...SCHEMA_VALUES[key], ...resolved });
}

/**
 * Field -> message, translated. A message that is not one of ours (a schema's default text,
 * which is English and technical) reads "This value is not valid."
 */
export function translateFields(fields: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, key]) => [
      field,
      translate(MESSAGE_KEY.test(key) ? key : 'member:errors.invalid', locale),
    ]),
  );
}
