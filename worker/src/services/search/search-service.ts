/**
 * The search index of the current content (docs/decisions/0020-search-index.md): built once per
 * content version (the versions of the collections it is made of, the published member presenters
 * among them) and stored gzipped in KV, where a new isolate loads it without reading the content.
 * The version is known from the cached collections' headers, so an isolate that finds the stored
 * index never loads the content itself. When a version has no stored index yet, one request of the
 * isolate builds it (in the background: visitors are answered from the previous version, this
 * isolate's or the latest stored one, while it is built); only the very first build of all waits.
 * A stored index that cannot be read is built again, never an error for the visitor.
 */
import type { ContentReader } from '../content/client';
import { searchDocuments } from './documents';
import { buildSearchIndex, loadSearchIndex, type SearchIndex } from './search-index';

/** Bump when the document shape or index options change: older stored indexes are then ignored. */
export const INDEX_FORMAT = 4;
const KEY_PREFIX = `search-index:${INDEX_FORMAT}:`;
/** The version of the newest index stored (what a new isolate answers from while one is built). */
export const LATEST_KEY = `${KEY_PREFIX}latest`;
/** Stored indexes of versions no longer current expire after this long (KV's expirationTtl). */
const STORED_SECONDS = 30 * 24 * 3600;

/** The part of a KV namespace (CONTENT_KV) the index is kept in. */
export interface IndexStore {
  get(key: string): Promise<string | null>;
  get(key: string, type: 'stream'): Promise<ReadableStream | null>;
  put(key: string, value: string | ArrayBuffer, options?: { expirationTtl?: number }): Promise<void>;
}

const COLLECTIONS = ['articles', 'events', 'presentations', 'presenters', 'collections', 'categories', 'tags'] as const;

/** The KV key of a version's stored index. */
export const storedIndexKey = (version: string) => `${KEY_PREFIX}${version}`;

/** The index this isolate answers from, and the version it was made for. */
let held: { version: string; index: SearchIndex } | null = null;
/** The index of the current version being loaded or built in this isolate (one at a time). */
let preparing: { version: string; stored: Promise<SearchIndex | null>; index: Promise<SearchIndex> } | null = null;
/** The latest stored index, read once by an isolate that has none while the current one is built. */
let latest: Promise<SearchIndex | null> | null = null;

/** Forgets the index held in this isolate (tests; a new isolate). */
export function resetSearchMemory(): void {
  held = null;
  preparing = null;
  latest = null;
}

export interface SearchIndexOptions {
  /** Where built indexes are kept for every isolate (the CONTENT_KV namespace). */
  store?: IndexStore;
  waitUntil?: (promise: Promise<unknown>) => void;
  onError?: (error: unknown) => void;
}

/** The version the index of the content as it is now is keyed by (no item is read). */
export async function searchIndexVersion(content: ContentReader): Promise<string> {
  const versions = await Promise.all(COLLECTIONS.map((name) => content.version(name)));
  return `${INDEX_FORMAT}.${versions.join('.')}`;
}

/** Gzipped JSON of an index, as stored. */
async function gzip(text: string): Promise<ArrayBuffer> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(stream).arrayBuffer();
}

/** Stores `index` as the index of `version` and as the latest one. */
export async function storeSearchIndex(store: IndexStore, version: string, index: SearchIndex): Promise<void> {
  await store.put(storedIndexKey(version), await gzip(JSON.stringify(index)), { expirationTtl: STORED_SECONDS });
  await store.put(LATEST_KEY, version);
}

/** The stored index of `version`, or null when there is none or it cannot be read (logged). */
async function readStored(options: SearchIndexOptions, version: string): Promise<SearchIndex | null> {
  if (!options.store) return null;
  try {
    const stream = await options.store.get(storedIndexKey(version), 'stream');
    if (!stream) return null;
    return loadSearchIndex(await new Response(stream.pipeThrough(new DecompressionStream('gzip'))).text());
  } catch (error) {
    options.onError?.(
      new Error(`the stored search index ${version} could not be read; it is built again`, { cause: error }),
    );
    return null;
  }
}

/** Builds the index from the whole content; stores it (in the background). */
async function build(content: ContentReader, options: SearchIndexOptions): Promise<SearchIndex> {
  const [articles, events, presentations, presenters, collections, categories, tags] = await Promise.all([
    content.listVersioned('articles'),
    content.listVersioned('events'),
    content.listVersioned('presentations'),
    content.listVersioned('presenters'),
    content.listVersioned('collections'),
    content.listVersioned('categories'),
    content.listVersioned('tags'),
  ]);
  // In the order of COLLECTIONS, as searchIndexVersion joins them.
  const parts = [articles, events, presentations, presenters, collections, categories, tags];
  const index = buildSearchIndex(
    searchDocuments({
      articles: articles.items,
      events: events.items,
      presentations: presentations.items,
      presenters: presenters.items,
      collections: collections.items,
      categories: categories.items,
      tags: tags.items,
    }),
  );
  if (options.store) {
    // Keyed by the version of what it was built from (the content may have moved on meanwhile).
    const version = `${INDEX_FORMAT}.${parts.map((part) => part.version).join('.')}`;
    const stored = storeSearchIndex(options.store, version, index).catch((error: unknown) => options.onError?.(error));
    options.waitUntil?.(stored);
  }
  return index;
}

/** Starts (once per version in this isolate) loading the stored index of `version`, else building it. */
function prepare(version: string, content: ContentReader, options: SearchIndexOptions) {
  if (preparing?.version === version) return preparing;
  const stored = readStored(options, version);
  const index = stored.then((found) => found ?? build(content, options));
  const preparation = { version, stored, index };
  preparing = preparation;
  index.then(
    (ready) => {
      if (preparing === preparation) {
        held = { version, index: ready };
        preparing = null;
      }
    },
    (error: unknown) => {
      options.onError?.(error);
      if (preparing === preparation) preparing = null;
    },
  );
  // The request that started it may end first; the others of this isolate wait on the same one.
  options.waitUntil?.(index.catch(() => undefined));
  return preparation;
}

/** The newest index stored for any version (read once per isolate), or null. */
function latestStored(options: SearchIndexOptions): Promise<SearchIndex | null> {
  if (!options.store) return Promise.resolve(null);
  const store = options.store;
  const reading: Promise<SearchIndex | null> =
    latest ??
    store
      .get(LATEST_KEY)
      .then((version: string | null) => (version ? readStored(options, version) : null))
      .catch((error: unknown) => {
        options.onError?.(error);
        return null;
      });
  latest = reading;
  return reading;
}

/** The index to answer from now: the current version's, else the previous one while it is built. */
export async function currentSearchIndex(
  content: ContentReader,
  options: SearchIndexOptions = {},
): Promise<SearchIndex> {
  const version = await searchIndexVersion(content);
  if (held?.version === version) return held.index;
  const preparation = prepare(version, content, options);
  // This isolate's previous index answers until the new one is ready.
  if (held) return held.index;
  // A new isolate: the stored index of this version, else the latest stored one while it is built,
  // else (the very first build) the build.
  const stored = await preparation.stored;
  if (stored) return stored;
  const previous = await latestStored(options);
  if (previous && !held) held = { version: 'previous', index: previous };
  return previous ?? preparation.index;
}
