/** The page's locale, as the server wrote it on `<html data-locale>` (en, fr, combined). */
import { LOCALES, type Locale } from '#shared/constants/spec.ts';

export function pageLocale(): Locale {
  const value = document.documentElement.dataset.locale;
  return (LOCALES as readonly (string | undefined)[]).includes(value) ? (value as Locale) : 'en';
}
