/**
 * Queries the search tables of D1 (decision 0038). What a person types is never FTS5 syntax: it is
 * cut to its search terms (searchTerms: folded, elisions and stop words out, stemmed; letters and
 * digits only), each quoted, so quotes, `*`, `NEAR(`, `col:` or `-` are plain text and no input is
 * an error. Every term must match (the last one as a prefix, as while typing), else any may; a term
 * the vocabulary does not know is corrected to its nearest indexed spelling ("rhinno" -> "rhino")
 * unless asked not to. Results are ranked by bm25 with field weights (titles above names above
 * topics above summaries above transcripts) and the reader's language above the other one; a
 * presentation shows its three best moments (the lines holding the most searched words).
 */
import type { Locale } from '#shared/constants/spec.ts';
import { searchTerms } from '#shared/lib/search-text.ts';
import { momentHref } from '#shared/lib/moments.ts';
import type { SearchType } from './documents';

/** The most characters of a query that are read. */
export const MAX_QUERY_CHARS = 200;
/** The most terms of a query that are searched. */
const MAX_TERMS = 12;
/** Longer "words" are not words (a pasted hash, a run of letters): they are left out. */
const MAX_TERM_CHARS = 40;
/** Moments shown under a presentation. */
export const MOMENTS_PER_HIT = 3;
/** Near spellings read from the vocabulary for one unknown term. */
const CANDIDATES = 40;

// bm25 weights of search_text's columns: title, people, taxonomy, summary, body (the transcript).
const FIELD_WEIGHTS = '10.0, 6.0, 4.0, 2.0, 0.5';
/** A match in the other language than the reader's counts this much of one in theirs. */
const OTHER_LANGUAGE = 0.5;

export type SearchHitLanguages = Partial<Record<'title' | 'summary', 'en' | 'fr'>>;

/** A moment of a presentation hit: where its transcript says what was searched for. */
export interface SearchMoment {
  start: number;
  /** The page at that moment (`/video-presentations/<id>?t=<start>`). */
  url: string;
  /** The line, as written, and its language. */
  line: string;
  lang: 'en' | 'fr';
}

export interface SearchHit {
  id: string;
  type: SearchType;
  url: string;
  image?: string;
  date?: string;
  title: string;
  summary: string;
  /** The language of the title and summary when it is not the reader's (they fell back). */
  lang?: SearchHitLanguages;
  /** For a presentation: its best matching moments (at most three), best first. */
  moments: SearchMoment[];
}

export interface SearchOptions {
  locale: Locale;
  types: readonly SearchType[];
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Search the words as typed, without correcting them. */
  exact?: boolean;
  /** Only these items (by key), e.g. one presenter's answers (decision 0040). */
  keys?: readonly string[];
  /** Any word may match at once, not every word first: a question matched against answers. */
  anyWord?: boolean;
}

export interface SearchAnswer {
  hits: SearchHit[];
  total: number;
  /** In fr, matches that exist only in English (not shown). */
  englishOnly: number;
  /** The search terms the results are for (after correction), for highlighting. */
  terms: string[];
  /** The query as corrected, when a word was corrected ("rhino" for "rhinno"). */
  corrected?: string;
}

/** The search terms of a query (at most MAX_TERMS, each letters and digits only). */
export function queryTerms(query: string): string[] {
  const terms = searchTerms(query.slice(0, MAX_QUERY_CHARS)).filter((term) => term.length <= MAX_TERM_CHARS);
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

/** An FTS5 expression of `terms`: each a quoted string, the last a prefix too. */
export function matchExpression(terms: readonly string[], join: 'AND' | 'OR'): string {
  return terms
    .map((term, at) => (at === terms.length - 1 && term.length >= 2 ? `"${term}" *` : `"${term}"`))
    .join(` ${join} `);
}

/** Letters that differ between two words, with a swap of two neighbours counted once. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

const trigrams = (term: string) =>
  [...new Set(Array.from({ length: term.length - 2 }, (_, at) => term.slice(at, at + 3)))].map((gram) => `"${gram}"`);

/**
 * `terms` with each one the vocabulary does not know replaced by its nearest known spelling (one
 * letter off for words up to six letters, two beyond; the more common one on a tie). The last term
 * is known when some indexed word starts with it (it is searched as a prefix).
 */
async function corrected(db: D1Database, terms: string[]): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT term FROM search_words WHERE term IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(terms))
    .all<{ term: string }>();
  const known = new Set(results.map((row) => row.term));
  const last = terms.at(-1);
  if (last && !known.has(last)) {
    const prefixed = await db
      .prepare('SELECT 1 FROM search_words WHERE term > ?1 AND term < ?2 LIMIT 1')
      .bind(last, `${last}\uffff`)
      .first();
    if (prefixed) known.add(last);
  }
  const unknown = terms.filter((term) => !known.has(term) && term.length >= 4 && !/\d/.test(term));
  if (unknown.length === 0) return terms;
  const candidates = await db.batch<{ term: string; docs: number }>(
    unknown.map((term) =>
      db
        .prepare(
          `SELECT w.term, w.docs FROM search_word_trigrams JOIN search_words w ON w.id = search_word_trigrams.rowid
            WHERE search_word_trigrams MATCH ?1 ORDER BY rank LIMIT ${CANDIDATES}`,
        )
        .bind(trigrams(term).join(' OR ')),
    ),
  );
  const replacements = new Map<string, string>();
  unknown.forEach((term, at) => {
    const allowed = term.length <= 6 ? 1 : 2;
    let best: { term: string; distance: number; docs: number } | undefined;
    for (const row of candidates[at]?.results ?? []) {
      const distance = editDistance(term, row.term);
      if (distance > allowed) continue;
      if (!best || distance < best.distance || (distance === best.distance && row.docs > best.docs)) {
        best = { term: row.term, distance, docs: row.docs };
      }
    }
    if (best) replacements.set(term, best.term);
  });
  return terms.map((term) => replacements.get(term) ?? term);
}

interface DocRow {
  id: number;
  key: string;
  type: SearchType;
  url: string;
  image: string | null;
  date: string | null;
  title_en: string;
  title_fr: string;
  summary_en: string;
  summary_fr: string;
  title_lang_en: string | null;
  title_lang_fr: string | null;
  summary_lang_en: string | null;
  summary_lang_fr: string | null;
  total: number;
  english_only: number;
}

// bm25() cannot be used inside an aggregate: the rows are scored first (MATERIALIZED keeps SQLite
// from folding that into the GROUP BY, and has the matches worked out once for the page and its counts).
const MATCHED = `WITH scored AS MATERIALIZED (
    SELECT rowid, bm25(search_text, ${FIELD_WEIGHTS}) AS rank FROM search_text WHERE search_text MATCH ?1
  ),
  matched AS MATERIALIZED (
    SELECT rowid >> 1 AS doc, min(rank * (CASE rowid & 1 WHEN ?2 THEN 1.0 ELSE ${OTHER_LANGUAGE} END)) AS score
    FROM scored GROUP BY doc
  ),
  typed AS MATERIALIZED (
    SELECT d.id, d.type, d.french, m.score FROM matched m JOIN search_docs d ON d.id = m.doc
    WHERE d.type IN (SELECT value FROM json_each(?3))
      AND (?5 IS NULL OR d.key IN (SELECT value FROM json_each(?5)))
  )`;
const COUNTS = `(SELECT count(*) FROM typed WHERE ?4 = 0 OR french = 1) AS total,
    (SELECT count(*) FROM typed WHERE ?4 = 1 AND french = 0) AS english_only`;
const DOCS_QUERY = `${MATCHED}
  SELECT d.id, d.key, d.type, d.url, d.image, d.date, d.title_en, d.title_fr, d.summary_en, d.summary_fr,
    d.title_lang_en, d.title_lang_fr, d.summary_lang_en, d.summary_lang_fr, ${COUNTS}
  FROM (SELECT id, score FROM typed WHERE ?4 = 0 OR french = 1 ORDER BY score, id LIMIT ?6 OFFSET ?7) page
  JOIN search_docs d ON d.id = page.id
  ORDER BY page.score, page.id`;
/** The counts alone, for a page with no rows (past the end, or everything English-only in fr). */
const COUNTS_QUERY = `${MATCHED} SELECT ${COUNTS}`;

// The lines of the page's talks that the reader's page offers and that hold a searched term (as a
// word or a word's start): a few thousand rows at most, read by the doc index, never a match over
// every line of the library.
const MOMENTS_QUERY = `SELECT doc, lang, start, text, terms FROM search_moments
  WHERE doc IN (SELECT value FROM json_each(?1))
    AND instr(' ' || readers || ' ', ' ' || ?2 || ' ') > 0
    AND EXISTS (SELECT 1 FROM json_each(?3) WHERE instr(' ' || terms, ' ' || value) > 0)`;

const docParameters = (expression: string, options: SearchOptions) => [
  expression,
  options.locale === 'en' ? 0 : 1,
  JSON.stringify(options.types),
  options.locale === 'fr' ? 1 : 0,
  options.keys ? JSON.stringify(options.keys) : null,
];

async function docs(db: D1Database, expression: string, options: SearchOptions) {
  const { results } = await db
    .prepare(DOCS_QUERY)
    .bind(...docParameters(expression, options), options.pageSize, (options.page - 1) * options.pageSize)
    .all<DocRow>();
  return results;
}

async function counts(db: D1Database, expression: string, options: SearchOptions) {
  return db
    .prepare(COUNTS_QUERY)
    .bind(...docParameters(expression, options))
    .first<{ total: number; english_only: number }>();
}

interface MomentRow {
  doc: number;
  lang: string;
  start: number;
  text: string;
  terms: string;
}

/**
 * How well a line matches: each searched term it holds as a word counts 2, as a word's start 1
 * (the words a query has most of first, as bm25 would rank a line with more of them).
 */
function lineScore(line: string, terms: readonly string[]): number {
  const words = line.split(' ');
  return terms.reduce(
    (score, term) => score + (words.includes(term) ? 2 : words.some((word) => word.startsWith(term)) ? 1 : 0),
    0,
  );
}

/** The best moments (MOMENTS_PER_HIT) of each of the presentations `ids` that the reader's page offers, by document id. */
async function moments(
  db: D1Database,
  ids: number[],
  terms: string[],
  locale: Locale,
): Promise<Map<number, MomentRow[]>> {
  const found = new Map<number, MomentRow[]>();
  if (ids.length === 0) return found;
  const { results } = await db
    .prepare(MOMENTS_QUERY)
    .bind(JSON.stringify(ids), locale, JSON.stringify(terms))
    .all<MomentRow>();
  const scored = results
    .map((row) => ({ row, score: lineScore(row.terms, terms) }))
    .sort((a, b) => b.score - a.score || a.row.start - b.row.start);
  for (const { row } of scored) {
    const lines = found.get(row.doc) ?? [];
    if (lines.length < MOMENTS_PER_HIT) found.set(row.doc, [...lines, row]);
  }
  return found;
}

function languages(row: DocRow, own: 'en' | 'fr'): SearchHitLanguages | undefined {
  const found: SearchHitLanguages = {};
  for (const [field, value] of [
    ['title', row[`title_lang_${own}`]],
    ['summary', row[`summary_lang_${own}`]],
  ] as const) {
    if ((value === 'en' || value === 'fr') && value !== own) found[field] = value;
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

/** Searches the tables for `query`; an empty answer for a query without search terms. */
export async function searchTables(db: D1Database, query: string, options: SearchOptions): Promise<SearchAnswer> {
  const typed = queryTerms(query);
  if (typed.length === 0 || options.types.length === 0) return { hits: [], total: 0, englishOnly: 0, terms: [] };
  const terms = options.exact ? typed : await corrected(db, typed);
  let expression = matchExpression(terms, options.anyWord ? 'OR' : 'AND');
  let rows = await docs(db, expression, options);
  let counted: { total: number; english_only: number } | undefined = rows[0];
  if (rows.length === 0) {
    counted = (await counts(db, expression, options)) ?? undefined;
    // Nothing has every word: any word will do.
    if (!counted?.total && !counted?.english_only && terms.length > 1 && !options.anyWord) {
      expression = matchExpression(terms, 'OR');
      rows = await docs(db, expression, options);
      counted = rows[0] ?? (await counts(db, expression, options)) ?? undefined;
    }
  }
  const own = options.locale === 'en' ? 'en' : 'fr';
  const presentations = rows.filter((row) => row.type === 'presentation').map((row) => row.id);
  const lines = await moments(db, presentations, terms, options.locale);
  const hits = rows.map((row): SearchHit => {
    const lang = languages(row, own);
    return {
      id: row.key,
      type: row.type,
      url: row.url,
      ...(row.image !== null && { image: row.image }),
      ...(row.date !== null && { date: row.date }),
      title: row[`title_${own}`],
      summary: row[`summary_${own}`],
      ...(lang && { lang }),
      moments: (lines.get(row.id) ?? []).map((line) => ({
        start: line.start,
        url: momentHref(line.start, { path: row.url }),
        line: line.text,
        lang: line.lang === 'fr' ? 'fr' : 'en',
      })),
    };
  });
  const changed = terms.some((term, at) => term !== typed[at]);
  return {
    hits,
    total: counted?.total ?? 0,
    englishOnly: counted?.english_only ?? 0,
    terms,
    ...(changed && { corrected: terms.join(' ') }),
  };
}
