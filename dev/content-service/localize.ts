// Prepares items for output: resolves `{ en, fr }` texts to one language and makes media links absolute.
import { isPlainObject } from './pack';

export type Language = 'en' | 'fr';

/** `fr` when the Accept-Language header starts with `fr` (any case), otherwise `en`. */
export function languageFromHeader(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

const LANGUAGE_KEYS: ReadonlySet<string> = new Set(['en', 'fr']);

/** A localized text: a plain object whose keys are a non-empty subset of {en, fr}, with string values. */
export function isLocalizedText(value: unknown): value is { en?: string; fr?: string } {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length > 0 &&
    keys.every((key) => LANGUAGE_KEYS.has(key) && (typeof value[key] === 'string' || value[key] === undefined))
  );
}

/** The text in `language`; a missing or empty side falls back to the other language. */
export function pickLanguage(text: { en?: string; fr?: string }, language: Language): string {
  const preferred = language === 'fr' ? text.fr : text.en;
  const fallback = language === 'fr' ? text.en : text.fr;
  return preferred || fallback || '';
}

/** Keys whose root-relative values (`/media/…`, `/files/…`) are links to this service. */
const LINK_KEYS: ReadonlySet<string> = new Set(['image', 'logo', 'url']);

export interface OutputOptions {
  /** Language to resolve localized texts to, or `null` to keep the `{ en, fr }` pairs. */
  language: Language | null;
  /** Base URL of the service (no trailing slash), prefixed to root-relative links. */
  publicUrl: string;
}

/** Returns a copy of `value` ready to send; the stored item is never modified. */
export function prepareForOutput(value: unknown, options: OutputOptions): unknown {
  return walk(value, undefined, options);
}

function walk(value: unknown, key: string | undefined, options: OutputOptions): unknown {
  if (typeof value === 'string') {
    return key !== undefined && LINK_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//')
      ? `${options.publicUrl}${value}`
      : value;
  }
  if (Array.isArray(value)) return value.map((element) => walk(element, undefined, options));
  if (!isPlainObject(value)) return value;
  if (options.language !== null && isLocalizedText(value)) return pickLanguage(value, options.language);
  const copy: Record<string, unknown> = {};
  for (const [entryKey, entryValue] of Object.entries(value)) copy[entryKey] = walk(entryValue, entryKey, options);
  return copy;
}
