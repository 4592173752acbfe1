/**
 * Language addresses of a page (no URL prefix; the language is a query parameter): English and
 * French alternates, the bare address as x-default (negotiated), and the canonical address of a
 * page read in a locale (combined is a reading preference, so it points to the French one).
 */
import type { Locale } from '../constants/spec';

export interface Alternates {
  en: string;
  fr: string;
  xDefault: string;
}

function withLang(origin: string, path: string, lang?: 'en' | 'fr'): string {
  const url = new URL(path, origin);
  url.searchParams.delete('lang');
  if (lang) url.searchParams.set('lang', lang);
  return url.toString();
}

export function alternates(origin: string, path: string): Alternates {
  return { en: withLang(origin, path, 'en'), fr: withLang(origin, path, 'fr'), xDefault: withLang(origin, path) };
}

export function canonicalUrl(origin: string, path: string, locale: Locale): string {
  return withLang(origin, path, locale === 'en' ? 'en' : 'fr');
}
