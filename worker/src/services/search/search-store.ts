/**
 * Writes the search tables of D1 (worker/migrations/0001_search.sql, decision 0038): the items that
 * changed since the last write (by a hash of each item) are written again, with their searched
 * text and their moments; items gone are deleted; nothing is emptied first, so a query during a
 * refresh answers from what is there. Rows go in many at a time (one statement per chunk, its rows
 * in one JSON parameter read with json_each: D1 binds at most 100 parameters to a statement) and
 * statements in `db.batch` calls (one transaction each).
 */
import { searchTerms } from '#shared/lib/search-text.ts';
import type { SearchItem, SearchMomentSource, SearchText } from './documents';

/** A moment's id is its document's id times this, plus its place among the document's lines. */
export const MOMENT_ID_SPAN = 100_000;
/** The most characters of JSON bound to one statement (D1 allows 2 MB per value; kept well below). */
const MAX_PARAMETER_CHARS = 400_000;
/** Statements sent in one `db.batch` (one transaction, one round trip). */
const STATEMENTS_PER_BATCH = 40;

/** What one write did, for logs and the bench. */
export interface WriteStats {
  items: number;
  written: number;
  removed: number;
  moments: number;
  statements: number;
  batches: number;
}

/** The search terms of a text, as the FTS5 tables hold them. */
export const indexed = (text: string): string => searchTerms(text).join(' ');

/** A short hash of what an item's rows are made of. */
export async function itemHash(item: SearchItem): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(item)));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The items stored (all, or those whose key starts with `scope`): their id and hash, by key. */
async function storedItems(db: D1Database, scope: string): Promise<Map<string, { id: number; hash: string }>> {
  const { results } = await db
    .prepare('SELECT id, key, hash FROM search_docs WHERE key >= ?1 AND key < ?2')
    .bind(scope, `${scope}\uffff`)
    .all<{ id: number; key: string; hash: string }>();
  return new Map(results.map((row) => [row.key, { id: row.id, hash: row.hash }]));
}

/** Splits `rows` into JSON arrays of at most MAX_PARAMETER_CHARS each. */
function jsonChunks(rows: unknown[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const row of rows) {
    const text = JSON.stringify(row);
    if (current.length > 0 && size + text.length > MAX_PARAMETER_CHARS) {
      chunks.push(`[${current.join(',')}]`);
      current = [];
      size = 0;
    }
    current.push(text);
    size += text.length + 1;
  }
  if (current.length > 0) chunks.push(`[${current.join(',')}]`);
  return chunks;
}

/** Runs `statements` in batches; returns how many batches it took. */
async function runBatches(db: D1Database, statements: D1PreparedStatement[]): Promise<number> {
  let batches = 0;
  for (let at = 0; at < statements.length; at += STATEMENTS_PER_BATCH) {
    await db.batch(statements.slice(at, at + STATEMENTS_PER_BATCH));
    batches += 1;
  }
  return batches;
}

const UPSERT_DOCS = `INSERT INTO search_docs (key, type, url, image, date, title_en, title_fr, summary_en, summary_fr,
    title_lang_en, title_lang_fr, summary_lang_en, summary_lang_fr, french, hash)
  SELECT value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6, value->>7, value->>8,
    value->>9, value->>10, value->>11, value->>12, value->>13, value->>14
  FROM json_each(?1) WHERE true
  ON CONFLICT (key) DO UPDATE SET type = excluded.type, url = excluded.url, image = excluded.image,
    date = excluded.date, title_en = excluded.title_en, title_fr = excluded.title_fr,
    summary_en = excluded.summary_en, summary_fr = excluded.summary_fr, title_lang_en = excluded.title_lang_en,
    title_lang_fr = excluded.title_lang_fr, summary_lang_en = excluded.summary_lang_en,
    summary_lang_fr = excluded.summary_lang_fr, french = excluded.french, hash = excluded.hash
  RETURNING id, key`;

// The rows of documents `?1` (a JSON array of ids): their searched text and their moments.
const DELETE_TEXT = `DELETE FROM search_text WHERE rowid IN
  (SELECT value * 2 FROM json_each(?1) UNION ALL SELECT value * 2 + 1 FROM json_each(?1))`;
const DELETE_MOMENTS = 'DELETE FROM search_moments WHERE doc IN (SELECT value FROM json_each(?1))';
const DELETE_DOCS = 'DELETE FROM search_docs WHERE id IN (SELECT value FROM json_each(?1))';

const INSERT_TEXT = `INSERT INTO search_text (rowid, title, people, taxonomy, summary, body)
  SELECT value->>0, value->>1, value->>2, value->>3, value->>4, value->>5 FROM json_each(?1)`;
const INSERT_MOMENTS = `INSERT INTO search_moments (id, doc, lang, start, text, readers, terms)
  SELECT value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6 FROM json_each(?1)`;

const docRow = (item: SearchItem, hash: string) => [
  item.key,
  item.type,
  item.url,
  item.image ?? null,
  item.date ?? null,
  item.title_en,
  item.title_fr,
  item.summary_en,
  item.summary_fr,
  item.titleLang_en ?? null,
  item.titleLang_fr ?? null,
  item.summaryLang_en ?? null,
  item.summaryLang_fr ?? null,
  item.french ? 1 : 0,
  hash,
];

const textRow = (rowid: number, text: SearchText) => [
  rowid,
  indexed(text.title),
  indexed(text.people),
  indexed(text.taxonomy),
  indexed(text.summary),
  indexed(text.body),
];

const momentRows = (docId: number, moments: SearchMomentSource[]) =>
  moments
    .slice(0, MOMENT_ID_SPAN)
    .map((moment, place) => [
      docId * MOMENT_ID_SPAN + place,
      docId,
      moment.lang,
      moment.start,
      moment.text,
      moment.readers.join(' '),
      indexed(moment.text),
    ]);

/** Deletes the rows of the documents `ids`, their own row too when `withDocs`. */
function deleteStatements(db: D1Database, ids: number[], withDocs: boolean): D1PreparedStatement[] {
  if (ids.length === 0) return [];
  const list = JSON.stringify(ids);
  return [
    db.prepare(DELETE_TEXT).bind(list),
    db.prepare(DELETE_MOMENTS).bind(list),
    ...(withDocs ? [db.prepare(DELETE_DOCS).bind(list)] : []),
  ];
}

export interface WriteOptions {
  /** Only the stored items whose key starts with this are compared (and may be removed). */
  scope?: string;
  /** Write every item again, changed or not (a rebuild). */
  force?: boolean;
  /** Stored items whose key starts with this are someone else's: left alone (the answers, for the content's writes). */
  keep?: string;
}

/**
 * Makes the stored items (within `scope`) those of `items`: changed and new ones written, gone ones
 * deleted, unchanged ones left alone.
 */
export async function writeSearchItems(
  db: D1Database,
  items: SearchItem[],
  { scope = '', force = false, keep }: WriteOptions = {},
): Promise<WriteStats> {
  const stored = await storedItems(db, scope);
  if (keep) for (const key of stored.keys()) if (key.startsWith(keep)) stored.delete(key);
  const hashes = await Promise.all(items.map(itemHash));
  const changed = items
    .map((item, at) => ({ item, hash: hashes[at] ?? '' }))
    .filter(({ item, hash }) => force || stored.get(item.key)?.hash !== hash);
  const wanted = new Set(items.map((item) => item.key));
  const gone = [...stored].filter(([key]) => !wanted.has(key)).map(([, row]) => row.id);
  const stats: WriteStats = {
    items: items.length,
    written: changed.length,
    removed: gone.length,
    moments: 0,
    statements: 0,
    batches: 0,
  };

  const removal = deleteStatements(db, gone, true);
  stats.statements += removal.length;
  stats.batches += await runBatches(db, removal);

  // A few hundred items at a time: their documents upserted (ids returned), then their old rows
  // replaced by the new ones in one transaction.
  const ITEMS_PER_ROUND = 200;
  for (let at = 0; at < changed.length; at += ITEMS_PER_ROUND) {
    const round = changed.slice(at, at + ITEMS_PER_ROUND);
    const upserts = jsonChunks(round.map(({ item, hash }) => docRow(item, hash))).map((chunk) =>
      db.prepare(UPSERT_DOCS).bind(chunk),
    );
    const ids = new Map<string, number>();
    for (const result of await db.batch<{ id: number; key: string }>(upserts)) {
      for (const row of result.results) ids.set(row.key, row.id);
    }
    stats.statements += upserts.length;
    stats.batches += 1;

    const texts: unknown[][] = [];
    const moments: unknown[][] = [];
    for (const { item } of round) {
      const id = ids.get(item.key);
      if (id === undefined) throw new Error(`search: ${item.key} was not stored`);
      texts.push(textRow(id * 2, item.text.en), textRow(id * 2 + 1, item.text.fr));
      moments.push(...momentRows(id, item.moments));
    }
    stats.moments += moments.length;
    const statements = [
      ...deleteStatements(db, [...ids.values()], false),
      ...jsonChunks(texts).map((chunk) => db.prepare(INSERT_TEXT).bind(chunk)),
      ...jsonChunks(moments).map((chunk) => db.prepare(INSERT_MOMENTS).bind(chunk)),
    ];
    stats.statements += statements.length;
    stats.batches += await runBatches(db, statements);
  }
  return stats;
}

/**
 * Rebuilds the vocabulary typos are corrected from (the terms of titles, names, topics, summaries
 * and transcripts, three letters or more, without digits) in one transaction.
 */
export async function rebuildVocabulary(db: D1Database): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM search_words'),
    db.prepare(
      `INSERT INTO search_words (term, docs)
        SELECT term, doc FROM search_text_vocab WHERE length(term) >= 3 AND term NOT GLOB '*[0-9]*'`,
    ),
    db.prepare("INSERT INTO search_word_trigrams (search_word_trigrams) VALUES ('rebuild')"),
  ]);
}

/** The stored marks of what the tables were built from. */
export async function readSearchMeta(db: D1Database): Promise<Record<string, string>> {
  const { results } = await db.prepare('SELECT key, value FROM search_meta').all<{ key: string; value: string }>();
  return Object.fromEntries(results.map((row) => [row.key, row.value]));
}

const SET_META =
  'INSERT INTO search_meta (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value';

export async function writeSearchMeta(db: D1Database, values: Record<string, string>): Promise<void> {
  await db.batch(Object.entries(values).map(([key, value]) => db.prepare(SET_META).bind(key, value)));
}

/**
 * Takes the refresh lease until `until` (ms since the epoch) when no one holds it: one refresh at a
 * time, whatever the isolate. True when taken.
 */
export async function takeLease(db: D1Database, now: number, until: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO search_meta (key, value) VALUES ('lease', ?1)
        ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE CAST(search_meta.value AS INTEGER) < ?2`,
    )
    .bind(String(until), now)
    .run();
  return result.meta.changes > 0;
}

/** Gives the lease back (if it is still the one taken until `until`). */
export async function releaseLease(db: D1Database, until: number): Promise<void> {
  await db.prepare("UPDATE search_meta SET value = '0' WHERE key = 'lease' AND value = ?1").bind(String(until)).run();
}
