/**
 * The presenter and connection APIs' messages in the request's language: i18next keys of the
 * `presenter` namespace (and the shared e-mail rule's `forms:` keys) with their values.
 */
import { serverT } from '../../../../shared/i18n/server-i18n';
import type { TFunction } from 'i18next';
import type { Locale } from '../../../../shared/constants/spec';
import { PRESENTER_ERROR_VALUES } from '../../../../shared/schemas/presenter-profile';
import type { MessageValue } from './api-error';

/** `t` of the presenter namespace in the UI language of `locale` (combined reads French). */
export function presenterT(locale: Locale): TFunction {
  return serverT(locale, 'presenter');
}

/**
 * A message key in the request's language, with the schema's values (`{{max}}`) and `values`
 * (a `{ key }` value is itself translated first).
 */
export function translate(key: string, locale: Locale, values: Record<string, MessageValue> = {}): string {
  const resolved = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object' ? presenterT(locale)(value.key) : value,
    ]),
  );
  return presenterT(locale)(key, { ...PRESENTER_ERROR_VALUES[key], ...resolved });
}

/** Field -> message key, translated. */
export function translateFields(fields: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, translate(key, locale)]));
}
