// Chooses the visitor's locale from the `lang` query parameter, the locale cookie or Accept-Language.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants/spec';
import { contentLanguage } from './localize';

/** The query parameter that selects a locale, e.g. shared links carry `?lang=fr` (spec §2). */
export const LANG_QUERY_PARAM = 'lang';

/** Where a negotiated locale came from; `header` and `default` mean a first visit. */
export type LocaleSource = 'query' | 'cookie' | 'header' | 'default';

/** True when `value` is one of the supported locales (en, fr, combined), case-sensitively. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function toLocale(value: string | null | undefined): Locale | undefined {
  const normalised = value?.trim().toLowerCase();
  return isLocale(normalised) ? normalised : undefined;
}

/** Ranges of an Accept-Language header read at most (browsers send a handful). */
export const ACCEPT_LANGUAGE_MAX_RANGES = 32;

/**
 * The first supported language (en or fr) of an Accept-Language header, by descending q-value
 * and then header order. Only the primary subtag counts ("fr-CA" → fr); q=0 means "not this".
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  // Browsers send a handful of ranges; the work stays bounded whatever a client sends.
  const ranges = header.split(',', ACCEPT_LANGUAGE_MAX_RANGES).flatMap((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(quality) || quality <= 0) return [];
    return [{ primary: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index }];
  });
  ranges.sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranges.find((range) => range.primary === 'en' || range.primary === 'fr');
  return match ? toLocale(match.primary) : undefined;
}

/**
 * Picks the locale for a request. `query` is the value of the `lang` parameter and `cookie`
 * the value of the locale cookie; values that are not a locale are ignored. The header only
 * decides on a first visit (no valid cookie); otherwise the default, English.
 */
export function negotiateLocale(input: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): { locale: Locale; source: LocaleSource } {
  const fromQuery = toLocale(input.query);
  if (fromQuery) return { locale: fromQuery, source: 'query' };
  const fromCookie = toLocale(input.cookie);
  if (fromCookie) return { locale: fromCookie, source: 'cookie' };
  const fromHeader = localeFromAcceptLanguage(input.acceptLanguage);
  if (fromHeader) return { locale: fromHeader, source: 'header' };
  return { locale: DEFAULT_LOCALE, source: 'default' };
}

/** The `lang` attribute of a page: combined pages are French with English fallbacks. */
export function htmlLang(locale: Locale): 'en' | 'fr' {
  return contentLanguage(locale);
}
