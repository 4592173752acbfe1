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

/**
 * At most about `maxLength` characters of `text` around its first word that matches one of
 * `terms` (as highlightSegments marks them), cut at spaces, with "…" where text was left out:
 * the part of a long transcript line that shows why it was found.
 */
export function excerpt(text: string, terms: readonly string[], maxLength = 200): string {
  if (text.length <= maxLength) return text;
  const wanted = terms.map(normalizeTerm).filter((term) => term.length > 0);
  let matchAt = 0;
  for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const normalized = normalizeTerm(word[0]);
    if (wanted.some((term) => normalized.startsWith(term))) {
      matchAt = word.index;
      break;
    }
  }
  // A third of the room before the match, the rest after it.
  let start = Math.max(0, Math.min(matchAt - Math.floor(maxLength / 3), text.length - maxLength));
  let end = Math.min(text.length, start + maxLength);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space >= matchAt ? start : space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > Math.max(start, matchAt) ? space : end;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
