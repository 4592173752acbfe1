// Picks the text of a translatable `{ en, fr }` field for a locale, with the other language as fallback.
import type { Locale } from '../constants/spec';
import type { LocalizedText } from '../schemas/content';

type ContentLanguage = 'en' | 'fr';

/** The language content is read in first: `combined` shows French content (spec §1). */
export function contentLanguage(locale: Locale): ContentLanguage {
  return locale === 'en' ? 'en' : 'fr';
}

function otherLanguage(language: ContentLanguage): ContentLanguage {
  return language === 'en' ? 'fr' : 'en';
}

// Empty strings count as missing: the CMS saves cleared fields as ''.
function present(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

/**
 * The text in the locale's content language, else in the other language, else ''.
 * en reads en then fr; fr and combined read fr then en.
 */
export function localize(text: LocalizedText | undefined, locale: Locale): string {
  if (!text) return '';
  const preferred = contentLanguage(locale);
  const first = text[preferred];
  if (present(first)) return first;
  const second = text[otherLanguage(preferred)];
  return present(second) ? second : '';
}

/**
 * True when `localize` had to fall back to the other language, so the caller can mark the
 * text with its real language (e.g. `lang="en"` on a span inside a French page).
 */
export function isFallback(text: LocalizedText | undefined, locale: Locale): boolean {
  const preferred = contentLanguage(locale);
  return !present(text?.[preferred]) && present(text?.[otherLanguage(preferred)]);
}

/** The language of the text `localize` returns, or undefined when it returns ''. */
export function textLanguage(text: LocalizedText | undefined, locale: Locale): ContentLanguage | undefined {
  const preferred = contentLanguage(locale);
  if (present(text?.[preferred])) return preferred;
  return present(text?.[otherLanguage(preferred)]) ? otherLanguage(preferred) : undefined;
}
