/** Plain-text helpers for content bodies (articles, bios, event descriptions). */
import type { Locale } from '#shared/constants/spec.ts';
import { contentLanguage, textLanguage } from '#shared/lib/localize.ts';
import type { LocalizedText } from '#shared/schemas/content.ts';
import type { TextLanguage } from '../presenters/types';

/**
 * The paragraphs of a plain-text body: split on blank lines, trimmed, empty ones dropped. The
 * text is never HTML; single line breaks stay inside their paragraph.
 */
export function paragraphs(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** The language of the text shown, when it is not the page's (an English fallback in French). */
export function fallbackLanguage(text: LocalizedText | undefined, locale: Locale): TextLanguage | undefined {
  const shown = textLanguage(text, locale);
  return shown && shown !== contentLanguage(locale) ? shown : undefined;
}

/** A copy without the keys whose value is undefined or '' (keeps view models and their JSON lean). */
export function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== '')) as T;
}
