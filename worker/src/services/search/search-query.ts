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
import { SEARCH_TYPES, type SearchType } from './documents';

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

/** A match in the other language than the reader's counts this much of one in theirs. */
const OTHER_LANGUAGE = 0.5;
// bm25 weights of a title, a presenter's name, a topic (category, tag), a summary and a transcript.
const WEIGHTS = { title: 10, people: 6, taxonomy: 4, summary: 2, body: 0.5 };
/** bm25's weights of search_text's columns (title_en, title_fr, people, taxonomy_en …) for a reader of `own`. */
function fieldWeights(own: 'en' | 'fr'): string {
  const pair = (weight: number) =>
    own === 'en' ? [weight, weight * OTHER_LANGUAGE] : [weight * OTHER_LANGUAGE, weight];
  return [
    ...pair(WEIGHTS.title),
    WEIGHTS.people,
    ...pair(WEIGHTS.taxonomy),
    ...pair(WEIGHTS.summary),
    ...pair(WEIGHTS.body),
  ]
    .map((weight) => weight.toFixed(2))
    .join(', ');
}
/** The columns whose matches are ranked with bm25 first: all but the transcripts. */
const FIELDS = '{title_en title_fr people taxonomy_en taxonomy_fr summary_en summary_fr}';
/**
 * Transcript-only matches are ranked with bm25 too when there are at most this many (a word said in
 * a few talks); beyond, most recently added first: scoring every row of a word said in nearly every
 * talk took most of a query's time (bm25 reads each row's sizes), and such a word's bm25 is nearly
 * the same everywhere (decision 0038, note of 2026-12-02).
 */
const SCORED_TRANSCRIPTS = 2000;
/** The completions of a last word searched as words (an OR of them), not as an FTS5 prefix. */
const COMPLETIONS = 30;

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

/**
 * An FTS5 expression of `terms`: each a quoted string, the last a prefix too: the words of the
 * vocabulary that start with it (`completions`, an OR of them: FTS5's own prefix query merges the
 * lists of every such word in memory, ten times slower for common words), else an FTS5 prefix.
 */
export function matchExpression(terms: readonly string[], join: 'AND' | 'OR', completions?: readonly string[]): string {
  return terms
    .map((term, at) => {
      if (at !== terms.length - 1 || term.length < 2) return `"${term}"`;
      if (completions && completions.length > 0) return `(${completions.map((word) => `"${word}"`).join(' OR ')})`;
      return `"${term}" *`;
    })
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
const COMPLETIONS_QUERY = 'SELECT term FROM search_words WHERE term >= ?1 AND term < ?2 ORDER BY docs DESC LIMIT ?3';
const completionsStatement = (db: D1Database, term: string) =>
  db.prepare(COMPLETIONS_QUERY).bind(term, `${term}\uffff`, COMPLETIONS + 1);
/**
 * The words of the vocabulary that start with the last term (`rows`: at most COMPLETIONS + 1 read,
 * the most common first): undefined when there are more, or the term is too short or has digits
 * (the vocabulary holds no such words), and FTS5's own prefix query is then used.
 */
function completionList(term: string, rows: { term: string }[]): string[] | undefined {
  if (term.length < 3 || /\d/.test(term) || rows.length === 0 || rows.length > COMPLETIONS) return undefined;
  return rows.map((row) => row.term);
}

/**
 * `terms` with each one the vocabulary does not know replaced by its nearest known spelling (one
 * letter off for words up to six letters, two beyond; the more common one on a tie), unless `exact`;
 * and the completions of the last one (completionList). The last term is known when some indexed
 * word starts with it (it is searched as a prefix).
 */
async function corrected(
  db: D1Database,
  typed: string[],
  exact = false,
): Promise<{ terms: string[]; completions?: string[] }> {
  const last = typed.at(-1) ?? '';
  const [exactly, prefixed] = await db.batch<{ term: string }>([
    db
      .prepare('SELECT term FROM search_words WHERE term IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify(typed)),
    completionsStatement(db, last),
  ]);
  const completions = prefixed?.results ?? [];
  if (exact) return { terms: typed, completions: completionList(last, completions) };
  const terms = typed;
  const known = new Set((exactly?.results ?? []).map((row) => row.term));
  if (completions.length > 0) known.add(last);
  const unknown = terms.filter((term) => !known.has(term) && term.length >= 4 && !/\d/.test(term));
  if (unknown.length === 0) return { terms, completions: completionList(last, completions) };
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
  const fixed = terms.map((term) => replacements.get(term) ?? term);
  const newLast = fixed.at(-1) ?? '';
  if (newLast === last) return { terms: fixed, completions: completionList(last, completions) };
  const { results } = await completionsStatement(db, newLast).all<{ term: string }>();
  return { terms: fixed, completions: completionList(newLast, results) };
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

// One statement answers a page and its counts. `?1` is the query's expression, `?2` the same over
// every column but the transcripts; `?3` the types' places in SEARCH_TYPES, `?4` 1 for a French
// reader (only items with a French version shown, the others counted), `?5` the keys allowed (or
// null), `?6`/`?7` the page's size and offset. The rowid holds the type and the French mark (bits 1-3
// and 0: textRowid), so matches are filtered and counted without reading search_docs. The order:
// matches in titles, names, topics or summaries by bm25 (`fielded`: few rows, even for a word said in
// every talk), then the others (found in transcripts) by bm25 when there are at most
// SCORED_TRANSCRIPTS of them, else most recently added first (FTS5 reads rowids in order and stops
// at the page). bm25() cannot be used inside an aggregate or a join: the rows are scored in
// MATERIALIZED subqueries.
const TYPED = `((rowid >> 1) & 7) IN (SELECT value FROM json_each(?3))
    AND (?5 IS NULL OR rowid >> 4 IN (SELECT id FROM search_docs WHERE key IN (SELECT value FROM json_each(?5))))`;
const SHOWN = '(?4 = 0 OR rowid & 1 = 1)';
const COUNTED = `counted AS MATERIALIZED (
    SELECT count(*) FILTER (WHERE ${SHOWN}) AS total, count(*) FILTER (WHERE ?4 = 1 AND rowid & 1 = 0) AS english_only
    FROM search_text WHERE search_text MATCH ?1 AND ${TYPED}
  )`;
// The matches left for the second tier; which of its two orders applies is a bound on the rowid
// (-1: none), which FTS5 applies before reading a row: a WHERE term alone left the other scan running.
const REST = '(SELECT total FROM counted) - (SELECT count(*) FROM fielded)';
const ANY = '9223372036854775807';
const docsQuery = (weights: string) => `WITH ${COUNTED},
  fielded AS MATERIALIZED (
    SELECT rowid, bm25(search_text, ${weights}) AS rank FROM search_text
    WHERE search_text MATCH ?2 AND ${TYPED} AND ${SHOWN}
  ),
  spoken AS (
    SELECT * FROM (
      SELECT rowid, bm25(search_text, ${weights}) AS rank FROM search_text
      WHERE search_text MATCH ?1 AND rowid <= (CASE WHEN ${REST} <= ${SCORED_TRANSCRIPTS} THEN ${ANY} ELSE -1 END)
        AND ${TYPED} AND ${SHOWN} AND rowid NOT IN (SELECT rowid FROM fielded)
      ORDER BY rank, rowid DESC LIMIT ?6 + ?7)
    UNION ALL
    SELECT * FROM (
      SELECT rowid, 0.0 AS rank FROM search_text
      WHERE search_text MATCH ?1 AND rowid <= (CASE WHEN ${REST} > ${SCORED_TRANSCRIPTS} THEN ${ANY} ELSE -1 END)
        AND ${TYPED} AND ${SHOWN} AND rowid NOT IN (SELECT rowid FROM fielded)
      ORDER BY rowid DESC LIMIT ?6 + ?7)
  ),
  page AS (
    SELECT rowid, tier, rank FROM (SELECT rowid, 0 AS tier, rank FROM fielded UNION ALL SELECT rowid, 1, rank FROM spoken)
    ORDER BY tier, rank, rowid DESC LIMIT ?6 OFFSET ?7
  )
  SELECT d.id, d.key, d.type, d.url, d.image, d.date, d.title_en, d.title_fr, d.summary_en, d.summary_fr,
    d.title_lang_en, d.title_lang_fr, d.summary_lang_en, d.summary_lang_fr,
    (SELECT total FROM counted) AS total, (SELECT english_only FROM counted) AS english_only
  FROM page JOIN search_docs d ON d.id = page.rowid >> 4
  ORDER BY page.tier, page.rank, page.rowid DESC`;
const DOCS_QUERY = { en: docsQuery(fieldWeights('en')), fr: docsQuery(fieldWeights('fr')) };
/** The counts alone, for a page with no rows (past the end, or everything English-only in fr). */
const COUNTS_QUERY = `WITH ${COUNTED} SELECT total, english_only FROM counted`;

// The lines of the page's talks that the reader's page offers and that hold a searched term (as a
// word or a word's start): a few thousand rows at most, read by the doc index, never a match over
// every line of the library.
const MOMENTS_QUERY = `SELECT doc, lang, start, text, terms FROM search_moments
  WHERE doc IN (SELECT value FROM json_each(?1))
    AND instr(' ' || readers || ' ', ' ' || ?2 || ' ') > 0
    AND EXISTS (SELECT 1 FROM json_each(?3) WHERE instr(' ' || terms, ' ' || value) > 0)`;

const docParameters = (expression: string, options: SearchOptions) => [
  expression,
  `${FIELDS} : (${expression})`,
  JSON.stringify(options.types.map((type) => SEARCH_TYPES.indexOf(type))),
  options.locale === 'fr' ? 1 : 0,
  options.keys ? JSON.stringify(options.keys) : null,
];

async function docs(db: D1Database, expression: string, options: SearchOptions) {
  const { results } = await db
    .prepare(DOCS_QUERY[options.locale === 'en' ? 'en' : 'fr'])
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

/**
 * Searches the tables for `query`; an empty answer for a query without search terms. `ready`: what
 * must be written before the documents are read (the words are looked up meanwhile).
 */
export async function searchTables(
  db: D1Database,
  query: string,
  options: SearchOptions,
  ready?: Promise<unknown>,
): Promise<SearchAnswer> {
  const typed = queryTerms(query);
  if (typed.length === 0 || options.types.length === 0) {
    await ready;
    return { hits: [], total: 0, englishOnly: 0, terms: [] };
  }
  const { terms, completions } = await corrected(db, typed, options.exact);
  await ready;
  let expression = matchExpression(terms, options.anyWord ? 'OR' : 'AND', completions);
  let rows = await docs(db, expression, options);
  let counted: { total: number; english_only: number } | undefined = rows[0];
  if (rows.length === 0) {
    counted = (await counts(db, expression, options)) ?? undefined;
    // Nothing has every word: any word will do.
    if (!counted?.total && !counted?.english_only && terms.length > 1 && !options.anyWord) {
      expression = matchExpression(terms, 'OR', completions);
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
