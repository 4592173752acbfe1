// Picks the text of a translatable `{ en, fr }` field for a locale (spec §1): en reads English
// (French where no English exists), fr reads French only, combined reads French with English as
// the fallback, field by field.
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
function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** Any value kept per language: a text, or another shape (a timed transcript). */
type PerLanguage = { en?: unknown; fr?: unknown };

/** The language `localize` reads when the locale's own is missing, if any: fr has none. */
function fallbackLanguage(locale: Locale): ContentLanguage | undefined {
  return locale === 'fr' ? undefined : otherLanguage(contentLanguage(locale));
}

/**
 * The text in the locale's content language, else in its fallback language, else ''.
 * en reads en then fr; fr reads fr only; combined reads fr then en.
 */
export function localize(text: LocalizedText | undefined, locale: Locale): string {
  const language = textLanguage(text, locale);
  return language ? (text?.[language] ?? '') : '';
}

/**
 * True when `localize` had to fall back to the other language, so the caller can mark the
 * text with its real language (e.g. `lang="en"` on a span inside a French page).
 */
export function isFallback(text: LocalizedText | undefined, locale: Locale): boolean {
  const language = textLanguage(text, locale);
  return language !== undefined && language !== contentLanguage(locale);
}

/**
 * The language of the text `localize` returns, or undefined when it returns ''. Any value kept
 * per language is read by the same rule (a transcript's text or segments).
 */
export function textLanguage(text: PerLanguage | undefined, locale: Locale): ContentLanguage | undefined {
  const preferred = contentLanguage(locale);
  if (present(text?.[preferred])) return preferred;
  const fallback = fallbackLanguage(locale);
  return fallback && present(text?.[fallback]) ? fallback : undefined;
}

/**
 * Whether an item can be shown in `locale` (by its title): in fr only items with a French title
 * are listed, searched and fed; en and combined show every item.
 */
export function readableIn(title: LocalizedText | undefined, locale: Locale): boolean {
  return locale !== 'fr' || present(title?.fr);
}
