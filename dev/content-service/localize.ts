// Prepares items for output: resolves `{ en, fr }` texts to one language and makes media links absolute.
import { isPlainObject } from './pack';

export type Language = 'en' | 'fr';

/** `fr` when the Accept-Language header starts with `fr` (any case), otherwise `en`. */
export function languageFromHeader(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

const LANGUAGE_KEYS: ReadonlySet<string> = new Set(['en', 'fr']);

/** What a language may hold: a text, or a structured value (a timed transcript's `{ segments }`). */
type LanguageValue = string | Record<string, unknown> | unknown[];

function isLanguageValue(value: unknown): value is LanguageValue {
  return typeof value === 'string' || isPlainObject(value) || Array.isArray(value);
}

/**
 * A value kept per language: a plain object whose keys are a non-empty subset of {en, fr}, each
 * a string (a localized text) or a structured value (a transcript's timed segments).
 */
export function isLocalized(value: unknown): value is { en?: LanguageValue; fr?: LanguageValue } {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length > 0 &&
    keys.every((key) => LANGUAGE_KEYS.has(key) && (isLanguageValue(value[key]) || value[key] === undefined))
  );
}

/** The value in `language`; a missing or empty side falls back to the other language ('' when neither). */
export function pickLanguage<T extends LanguageValue>(value: { en?: T; fr?: T }, language: Language): T | '' {
  const preferred = language === 'fr' ? value.fr : value.en;
  const fallback = language === 'fr' ? value.en : value.fr;
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
  // The chosen language's value is walked in turn (links inside a structured value).
  if (options.language !== null && isLocalized(value)) return walk(pickLanguage(value, options.language), key, options);
  const copy: Record<string, unknown> = {};
  for (const [entryKey, entryValue] of Object.entries(value)) copy[entryKey] = walk(entryValue, entryKey, options);
  return copy;
}
