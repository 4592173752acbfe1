/**
 * Text matching rules shared by the search index (Worker, D1 full-text search) and the highlighting
 * of results: case- and accent-insensitive terms, French elision, stop words and a small plural
 * stemmer applied alike to what is indexed and to what is searched (decision 0038), and highlight
 * segments that the page renders as <mark> elements (never HTML strings, so content cannot inject
 * markup).
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

/**
 * Words too common to help (they would match almost every document), in both languages, and the
 * French elided articles and pronouns (« l’ », « d’ », « qu’ »…) that the apostrophe splits off.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'of',
  'the',
  'to',
  'in',
  'on',
  'for',
  'with',
  'is',
  'de',
  'des',
  'du',
  'la',
  'le',
  'les',
  'et',
  'en',
  'un',
  'une',
  'au',
  'aux',
  'pour',
  'dans',
  'sur',
  // Elisions: l’, d’, j’, m’, n’, s’, t’, c’, qu’, jusqu’, lorsqu’, puisqu’, quoiqu’.
  'l',
  'd',
  'j',
  'm',
  'n',
  's',
  't',
  'c',
  'qu',
  'jusqu',
  'lorsqu',
  'puisqu',
  'quoiqu',
]);

/**
 * The stem of a normalised word (lower case, no accents): plurals folded in English and French
 * ("elephants" and « éléphants » -> "elephant", "species" stays, « oiseaux » -> "oiseau",
 * « animaux » -> "animal", "rangers" -> "ranger", "boxes" -> "box"). Deliberately small: it is
 * applied to the index and to queries alike, so a wrong stem still matches itself.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('eaux')) return word.slice(0, -1);
  if (word.endsWith('aux') && word.length > 4) return `${word.slice(0, -3)}al`;
  if (word.endsWith('eux')) return word.slice(0, -1);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is|ies)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The search terms of a text, in order: words normalised, stop words and elisions dropped,
 * stemmed. What is indexed and what is searched both go through it.
 */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of tokenize(text)) {
    const normalized = normalizeTerm(word);
    if (STOP_WORDS.has(normalized)) continue;
    terms.push(stem(normalized));
  }
  return terms;
}

/** Whether a word of a text is one that `terms` (search terms) matched: by its start, or by its stem. */
function matchesTerm(word: string, terms: readonly string[]): boolean {
  const normalized = normalizeTerm(word);
  const stemmed = stem(normalized);
  return terms.some((term) => normalized.startsWith(term) || stemmed.startsWith(term));
}

export interface HighlightSegment {
  text: string;
  mark: boolean;
}

/**
 * Splits `text` into plain and marked parts: a word is marked when its normalised form or its
 * stem starts with one of the normalised `terms` (the search terms the query was run with, after
 * any typo correction, so a corrected word is marked as found; the last term matched as a prefix).
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
    const isWord = /^[\p{L}\p{N}]+$/u.test(part);
    push(part, isWord && matchesTerm(part, wanted));
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
    if (matchesTerm(word[0], wanted)) {
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
