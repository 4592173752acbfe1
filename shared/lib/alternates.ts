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

/**
 * `path` (a pathname, and a query after `?`) as an address of `origin`, whatever it holds: a path
 * the router decoded may start, once a tab or newline is dropped as URL parsing drops them, with
 * `//` (`/%09/%2Fevil.example` is `/\t//evil.example`), which `new URL(path, origin)` reads as
 * another host, or as no address at all.
 */
export function onOrigin(origin: string, path: string): URL {
  const url = new URL(origin);
  const at = path.indexOf('?');
  url.pathname = at < 0 ? path : path.slice(0, at);
  url.search = at < 0 ? '' : path.slice(at);
  return url;
}

function withLang(origin: string, path: string, lang?: 'en' | 'fr'): string {
  const url = onOrigin(origin, path);
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
