/**
 * The forms' messages in the request's language, on the server: the schema's message keys and the
 * refusals (rate limit, storage, captcha) translated with the site's own string resources.
 */
import { serverT } from '../../../../shared/i18n/server-i18n';
import type { TFunction } from 'i18next';
import type { Locale } from '../../../../shared/constants/spec';
import { FORM_ERROR_VALUES } from '../../../../shared/schemas/forms';

/** `t` of the forms namespace in the UI language of `locale` (combined reads French). */
export function formsT(locale: Locale): TFunction {
  return serverT(locale, 'forms');
}

/** A schema message key (`forms:errors.emailInvalid`) in the request's language. */
export function translateKey(key: string, locale: Locale, values: Record<string, unknown> = {}): string {
  return formsT(locale)(key, { ...FORM_ERROR_VALUES[key], ...values });
}

/** Field → message key, translated. */
export function translateFields<F extends string>(
  errors: Partial<Record<F, string>>,
  locale: Locale,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [field, key] of Object.entries(errors) as [F, string | undefined][]) {
    if (key) out[field] = translateKey(key, locale);
  }
  return out;
}
