/**
 * The i18next instance of a locale for code that runs outside React (route `meta` functions):
 * every locale's cached instance, set by entry.server. Components use `useTranslation` instead.
 */
import type { i18n, TFunction } from 'i18next';
import type { Locale } from '#shared/constants/spec.ts';

let source: ((locale: Locale) => i18n) | null = null;

export function setI18nSource(instanceOf: (locale: Locale) => i18n): void {
  source = instanceOf;
}

/** `t` of the chrome's strings (`common`; other namespaces by prefix, "account:...") in `locale`. */
export function tFor(locale: Locale): TFunction {
  if (!source) throw new Error('No i18n source: the entry sets it before rendering');
  return source(locale).getFixedT(null, 'common');
}
