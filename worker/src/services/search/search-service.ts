/**
 * The search index of the current content (docs/decisions/0020-search-index.md): built once per
 * content version (the versions of the collections it is made of, the published member presenters
 * among them) and stored gzipped in KV, where a new isolate loads it without reading the content.
 * The version is known from the cached collections' headers, so an isolate that finds the stored
 * index never loads the content itself. When a version has no stored index yet, one request of the
 * isolate builds it (in the background: visitors are answered from the previous version, this
 * isolate's or the latest stored one, while it is built); only the very first build of all waits.
 * A stored index that cannot be read is built again, never an error for the visitor.
 * When only the published member presenters changed (a profile approved or withdrawn, decision
 * 0018), the index at hand (this isolate's, else the latest stored) has its member presenters
 * replaced at once instead, and is stored under the new version (issue #23.11).
 */
import MiniSearch from 'minisearch';
import { MEMBER_PRESENTER_PREFIX, splitPresentersVersion } from '#shared/schemas/presenter-profile.ts';
import type { ContentReader } from '../content/client';
import { searchDocuments } from './documents';
import { buildSearchIndex, loadSearchIndex, type SearchIndex } from './search-index';

/** Bump when the document shape or index options change: older stored indexes are then ignored. */
export const INDEX_FORMAT = 5;
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

/** An index and the version it was made for. */
interface VersionedIndex {
  version: string;
  index: SearchIndex;
}

/** The index this isolate answers from, and the version it was made for. */
let held: VersionedIndex | null = null;
/** The index of the current version being loaded or built in this isolate (one at a time). */
let preparing: { version: string; stored: Promise<SearchIndex | null>; index: Promise<SearchIndex> } | null = null;
/** The latest stored index, read once by an isolate that has none while the current one is built. */
let latest: Promise<VersionedIndex | null> | null = null;

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

const PRESENTERS_AT = COLLECTIONS.indexOf('presenters');
const MEMBERS_MARK = '~';

/**
 * The version of an index made from collections of these versions (in the order of COLLECTIONS):
 * the content service's versions, then the published member presenters' (after MEMBERS_MARK), so
 * that an index differing only by them is known (contentPart).
 */
function indexVersion(versions: string[]): string {
  const { service, members } = splitPresentersVersion(versions[PRESENTERS_AT] ?? '');
  const own = versions.map((version, at) => (at === PRESENTERS_AT ? service : version));
  return `${INDEX_FORMAT}.${own.join('.')}${MEMBERS_MARK}${members}`;
}

/** An index version without its member presenters' part. */
function contentPart(version: string): string {
  const at = version.lastIndexOf(MEMBERS_MARK);
  return at < 0 ? version : version.slice(0, at);
}

/** Whether `other` is an index of the same content as `version`, whatever its member presenters. */
const sameContent = (other: VersionedIndex | null, version: string): boolean =>
  other !== null && contentPart(other.version) === contentPart(version);

/** The version the index of the content as it is now is keyed by (no item is read). */
export async function searchIndexVersion(content: ContentReader): Promise<string> {
  return indexVersion(await Promise.all(COLLECTIONS.map((name) => content.version(name))));
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
    const version = indexVersion(parts.map((part) => part.version));
    const stored = storeSearchIndex(options.store, version, index).catch((error: unknown) => options.onError?.(error));
    options.waitUntil?.(stored);
  }
  return index;
}

const MEMBER_DOCUMENT = `presenter:${MEMBER_PRESENTER_PREFIX}`;

/**
 * `base` (an index of the same content but other member presenters) with the member presenters of
 * `version` in place of its own, changed in place; throws when they moved on meanwhile.
 */
async function withMembers(base: SearchIndex, version: string, content: ContentReader): Promise<SearchIndex> {
  const [presenters, categories] = await Promise.all([content.listVersioned('presenters'), content.list('categories')]);
  if (splitPresentersVersion(presenters.version).members !== version.slice(contentPart(version).length + 1)) {
    throw new Error('the published presenters changed while the search index was being updated');
  }
  const documents = searchDocuments({
    presenters: presenters.items.filter((presenter) => presenter.id.startsWith(MEMBER_PRESENTER_PREFIX)),
    categories,
    articles: [],
    events: [],
    presentations: [],
    collections: [],
    tags: [],
  });
  const previous = base.search(MiniSearch.wildcard, {
    filter: (result) => String(result.id).startsWith(MEMBER_DOCUMENT),
  });
  base.discardAll(previous.map((result) => result.id));
  base.addAll(documents);
  return base;
}

/**
 * The index of `version` made from one at hand (this isolate's, else the latest stored) when only
 * the member presenters differ, and stored; else built from the whole content.
 */
async function patchedOrBuilt(version: string, content: ContentReader, options: SearchIndexOptions) {
  const base = sameContent(held, version) ? held : await latestStored(options);
  if (base && sameContent(base, version)) {
    try {
      const index = await withMembers(base.index, version, content);
      if (options.store) {
        const stored = storeSearchIndex(options.store, version, index).catch((error: unknown) =>
          options.onError?.(error),
        );
        options.waitUntil?.(stored);
      }
      return index;
    } catch (error) {
      options.onError?.(error);
    }
  }
  return build(content, options);
}

/**
 * Starts (once per version in this isolate) loading the stored index of `version`, else updating
 * the member presenters of one at hand, else building it.
 */
function prepare(version: string, content: ContentReader, options: SearchIndexOptions) {
  if (preparing?.version === version) return preparing;
  const stored = readStored(options, version);
  const index = stored.then((found) => found ?? patchedOrBuilt(version, content, options));
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
function latestStored(options: SearchIndexOptions): Promise<VersionedIndex | null> {
  if (!options.store) return Promise.resolve(null);
  const store = options.store;
  const reading: Promise<VersionedIndex | null> =
    latest ??
    store
      .get(LATEST_KEY)
      .then(async (version: string | null) => {
        const index = version ? await readStored(options, version) : null;
        return version && index ? { version, index } : null;
      })
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
  // Only the member presenters changed (a profile approved or withdrawn): the index at hand is
  // updated at once (a read of the stored one, a few documents), so the visitor waits for it.
  if (sameContent(held, version)) return preparation.index;
  // This isolate's previous index answers until the new one is ready.
  if (held) return held.index;
  // A new isolate: the stored index of this version, else the latest stored one (updated when only
  // the member presenters differ) while this one is built, else (the very first build) the build.
  const stored = await preparation.stored;
  if (stored) return stored;
  const previous = await latestStored(options);
  if (sameContent(previous, version)) return preparation.index;
  if (previous && !held) held = previous;
  return previous?.index ?? preparation.index;
}
