/**
 * Writes the search tables of D1 (worker/migrations/, decision 0038): the items that
 * changed since the last write (by a hash of each item) are written again, with their searched
 * text and their moments; items gone are deleted; nothing is emptied first, so a query during a
 * refresh answers from what is there. Rows go in many at a time (one statement per chunk, its rows
 * in one JSON parameter read with json_each: D1 binds at most 100 parameters to a statement) and
 * statements in `db.batch` calls (one transaction each).
 */
import { searchTerms } from '#shared/lib/search-text.ts';
import { SEARCH_TYPES, type SearchItem, type SearchMomentSource, type SearchType } from './documents';

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

/**
 * The rowid of an item's row in search_text: its id, its type and whether it has a French version,
 * so a query filters and counts its matches by type and language without reading search_docs
 * (worker/migrations/0002_search_one_row.sql).
 */
export const textRowid = (id: number, type: SearchType, french: boolean): number =>
  id * 16 + SEARCH_TYPES.indexOf(type) * 2 + (french ? 1 : 0);

/** The type of a stored item, from its key (`<type>:<id>`). */
const typeOfKey = (key: string): SearchType => key.slice(0, key.indexOf(':')) as SearchType;

/** What is stored of an item: its id and hash, by key. */
export type StoredItems = Map<string, { id: number; hash: string }>;

/** The items stored (all, or those whose key starts with `scope`): their id and hash, by key. */
export async function storedItems(db: D1Database, scope: string): Promise<StoredItems> {
  const { results } = await db
    .prepare('SELECT id, key, hash FROM search_docs WHERE key >= ?1 AND key < ?2')
    .bind(scope, `${scope}\uffff`)
    .all<{ id: number; key: string; hash: string }>();
  return new Map(results.map((row) => [row.key, { id: row.id, hash: row.hash }]));
}

/** The stored items of `keys` (those that are stored): their id and hash, by key. */
export async function storedItemsOf(db: D1Database, keys: readonly string[]): Promise<StoredItems> {
  if (keys.length === 0) return new Map();
  const { results } = await db
    .prepare('SELECT id, key, hash FROM search_docs WHERE key IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(keys))
    .all<{ id: number; key: string; hash: string }>();
  return new Map(results.map((row) => [row.key, { id: row.id, hash: row.hash }]));
}

/** How many items are stored whose key starts with `scope`. */
export async function countStored(db: D1Database, scope: string): Promise<number> {
  const row = await db
    .prepare('SELECT count(*) AS count FROM search_docs WHERE key >= ?1 AND key < ?2')
    .bind(scope, `${scope}\uffff`)
    .first<{ count: number }>();
  return row?.count ?? 0;
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

// The rows of documents `?1` (a JSON array of ids): their searched text (`?1` there: their rowids,
// with and without the French mark) and their moments.
const DELETE_TEXT = 'DELETE FROM search_text WHERE rowid IN (SELECT value FROM json_each(?1))';
const DELETE_MOMENTS = 'DELETE FROM search_moments WHERE doc IN (SELECT value FROM json_each(?1))';
const DELETE_DOCS = 'DELETE FROM search_docs WHERE id IN (SELECT value FROM json_each(?1))';

const INSERT_TEXT = `INSERT INTO search_text (rowid, title_en, title_fr, people, taxonomy_en, taxonomy_fr,
    summary_en, summary_fr, body_en, body_fr)
  SELECT value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6, value->>7, value->>8, value->>9
  FROM json_each(?1)`;
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

/** An item's row of search_text: its rowid, then the columns' search terms. */
const textRow = (id: number, item: SearchItem) => {
  const { en, fr } = item.text;
  return [
    textRowid(id, item.type, item.french),
    indexed(en.title),
    indexed(fr.title),
    indexed(en.people || fr.people),
    indexed(en.taxonomy),
    indexed(fr.taxonomy),
    indexed(en.summary),
    indexed(fr.summary),
    indexed(en.body),
    indexed(fr.body),
  ];
};

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

/** Deletes the rows of the documents `docs` (id and key), their own row too when `withDocs`. */
function deleteStatements(
  db: D1Database,
  docs: { id: number; key: string }[],
  withDocs: boolean,
): D1PreparedStatement[] {
  if (docs.length === 0) return [];
  const list = JSON.stringify(docs.map((doc) => doc.id));
  const rowids = docs.flatMap(({ id, key }) => {
    const rowid = textRowid(id, typeOfKey(key), false);
    return [rowid, rowid + 1];
  });
  return [
    db.prepare(DELETE_TEXT).bind(JSON.stringify(rowids)),
    db.prepare(DELETE_MOMENTS).bind(list),
    ...(withDocs ? [db.prepare(DELETE_DOCS).bind(list)] : []),
  ];
}

export interface WriteOptions {
  /** Only the stored items whose key starts with this are compared (and may be removed). */
  scope?: string;
  /** Write every item again, changed or not (a rebuild). */
  force?: boolean;
  /** Stored items whose key starts with one of these are someone else's: left alone (the answers, for the content's writes). */
  keep?: readonly string[];
  /** Collects the search terms of what is written (for the vocabulary). */
  terms?: Set<string>;
}

const noWrites = (items: number): WriteStats => ({
  items,
  written: 0,
  removed: 0,
  moments: 0,
  statements: 0,
  batches: 0,
});

/** Adds the figures of `more` to `stats`. */
export function addStats(stats: WriteStats, more: WriteStats): WriteStats {
  return {
    items: stats.items + more.items,
    written: stats.written + more.written,
    removed: stats.removed + more.removed,
    moments: stats.moments + more.moments,
    statements: stats.statements + more.statements,
    batches: stats.batches + more.batches,
  };
}

/**
 * Makes the stored items (within `scope`) those of `items`: changed and new ones written, gone ones
 * deleted, unchanged ones left alone.
 */
export async function writeSearchItems(
  db: D1Database,
  items: SearchItem[],
  { scope = '', force = false, keep = [], terms }: WriteOptions = {},
): Promise<WriteStats> {
  const stored = await storedItems(db, scope);
  for (const key of stored.keys()) if (keep.some((prefix) => key.startsWith(prefix))) stored.delete(key);
  const wanted = new Set(items.map((item) => item.key));
  const gone = [...stored].filter(([key]) => !wanted.has(key)).map(([key, row]) => ({ id: row.id, key }));
  const removal = await removeItems(db, gone);
  return addStats(removal, await writeChangedItems(db, items, stored, { force, terms }));
}

/** Deletes the items `gone` (id and key) and their rows. */
export async function removeItems(db: D1Database, gone: { id: number; key: string }[]): Promise<WriteStats> {
  const removal = deleteStatements(db, gone, true);
  return { ...noWrites(0), removed: gone.length, statements: removal.length, batches: await runBatches(db, removal) };
}

/**
 * Writes those of `items` whose hash differs from the stored one (`stored`, by key: new items are
 * not in it), or every one with `force`; removes nothing. `terms` collects the search terms of
 * what was written (for the vocabulary).
 */
export async function writeChangedItems(
  db: D1Database,
  items: SearchItem[],
  stored: StoredItems,
  { force = false, terms }: { force?: boolean; terms?: Set<string> } = {},
): Promise<WriteStats> {
  const hashes = await Promise.all(items.map(itemHash));
  const changed = items
    .map((item, at) => ({ item, hash: hashes[at] ?? '' }))
    .filter(({ item, hash }) => force || stored.get(item.key)?.hash !== hash);
  const stats: WriteStats = { ...noWrites(items.length), written: changed.length };

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
      const row = textRow(id, item);
      texts.push(row);
      if (terms) for (const column of row.slice(1)) for (const term of String(column).split(' ')) terms.add(term);
      moments.push(...momentRows(id, item.moments));
    }
    stats.moments += moments.length;
    const statements = [
      ...deleteStatements(
        db,
        [...ids].map(([key, id]) => ({ id, key })),
        false,
      ),
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

/**
 * Adds the words of `terms` the vocabulary does not hold yet (after a few items were written):
 * reading the whole index again (rebuildVocabulary) costs far more than the write. Their counts
 * start at one, and a word no item holds any more stays until the next rebuild (the daily one).
 */
export async function addToVocabulary(db: D1Database, terms: Iterable<string>): Promise<void> {
  const words = [...terms].filter((term) => term.length >= 3 && !/\d/.test(term));
  if (words.length === 0) return;
  const last = await db.prepare('SELECT coalesce(max(id), 0) AS id FROM search_words').first<{ id: number }>();
  await db.batch([
    db
      .prepare(
        `INSERT INTO search_words (term, docs) SELECT value, 1 FROM json_each(?1) WHERE true
          ON CONFLICT (term) DO NOTHING`,
      )
      .bind(JSON.stringify(words)),
    db
      .prepare('INSERT INTO search_word_trigrams (rowid, term) SELECT id, term FROM search_words WHERE id > ?1')
      .bind(last?.id ?? 0),
  ]);
}

/** How long a query may go by the marks this isolate read or wrote last (readSearchMeta's `recent`). */
const META_MEMORY_MS = 5_000;
let metaMemory: { db: D1Database; at: number; meta: Record<string, string> } | null = null;

/**
 * The stored marks of what the tables were built from. With `recent`, those this isolate read or
 * wrote within META_MEMORY_MS, if any (a query's freshness check: one D1 call fewer per query; a
 * mark another isolate wrote meanwhile at worst starts a refresh that finds nothing to do, or
 * writes the member presenters again).
 */
export async function readSearchMeta(db: D1Database, { recent = false } = {}): Promise<Record<string, string>> {
  if (recent && metaMemory?.db === db && Date.now() - metaMemory.at < META_MEMORY_MS) return { ...metaMemory.meta };
  const { results } = await db.prepare('SELECT key, value FROM search_meta').all<{ key: string; value: string }>();
  const meta = Object.fromEntries(results.map((row) => [row.key, row.value]));
  metaMemory = { db, at: Date.now(), meta };
  return { ...meta };
}

const SET_META =
  'INSERT INTO search_meta (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value';

export async function writeSearchMeta(db: D1Database, values: Record<string, string>): Promise<void> {
  await db.batch(Object.entries(values).map(([key, value]) => db.prepare(SET_META).bind(key, value)));
  if (metaMemory?.db === db) metaMemory = { ...metaMemory, meta: { ...metaMemory.meta, ...values } };
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
