/**
 * Text matching rules shared by the search index (Worker) and the highlighting of results:
 * case- and accent-insensitive terms, and highlight segments that the page renders as <mark>
 * elements (never HTML strings, so content cannot inject markup).
 */

/** Lower case without diacritics: "Réserve" -> "reserve". */
export function normalizeTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Words of a text (letters and digits, apostrophes and hyphens split words). */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

export interface HighlightSegment {
  text: string;
  mark: boolean;
}

/**
 * Splits `text` into plain and marked parts: a word is marked when its normalised form starts
 * with one of the normalised `terms` (the index matched by prefix, exactly or with a small typo;
 * the terms are the index's matched terms, so typo matches are marked too).
 */
export function highlightSegments(text: string, terms: readonly string[]): HighlightSegment[] {
  const wanted = [...new Set(terms.map(normalizeTerm).filter((term) => term.length > 0))];
  if (wanted.length === 0 || text.length === 0) return text ? [{ text, mark: false }] : [];
  const segments: HighlightSegment[] = [];
  const push = (part: string, mark: boolean) => {
    if (!part) return;
    const last = segments.at(-1);
    if (last && last.mark === mark) last.text += part;
    else segments.push({ text: part, mark });
  };
  for (const part of text.split(/([\p{L}\p{N}]+)/u)) {
    const normalized = normalizeTerm(part);
    const isWord = /^[\p{L}\p{N}]+$/u.test(part);
    push(part, isWord && wanted.some((term) => normalized.startsWith(term)));
  }
  return segments;
}
