/**
 * French typography as a French reader expects it (issue #23.15), checked by the tests of the UI
 * strings (./french-typography.test.ts) and of the legal documents
 * (web/app/features/legal/legal-texts-fr.test.ts): the typographic apostrophe ’, and a no-break
 * space before : ; ! ? and » and after «.
 */

/** Every string of a nested object of strings, with its dotted key. */
export function stringEntries(value: unknown, prefix = ''): [key: string, text: string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => stringEntries(child, prefix ? `${prefix}.${key}` : key));
}

/** Whether a text has a straight apostrophe where French writes ’. */
export const hasStraightApostrophe = (text: string) => text.includes("'");

/**
 * Each tells whether a text lacks a no-break space (or narrow one) around a mark: before ; ! ? »,
 * before a colon (one between digits, a time 09:00, is not punctuation), after «.
 */
export const MISSING_NO_BREAK_SPACE: readonly ((text: string) => boolean)[] = [
  (text) => /(^|[^\u00a0\u202f(])[;!?»]/.test(text),
  (text) => /(^|[^\u00a0\u202f\d])[:](?!\d)/.test(text),
  (text) => /«(?![\u00a0\u202f])/.test(text),
];
