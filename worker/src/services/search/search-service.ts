/**
 * The search index of the current content: built once per content version (the digests of the
 * collections it is made of) and kept in the isolate; a new isolate loads the serialised index of
 * that version from the edge cache instead of rebuilding it. Content changes make a new version.
 */
import type { ContentReader, EdgeCache } from '../content/client';
import { searchDocuments } from './documents';
import { buildSearchIndex, loadSearchIndex, type SearchIndex } from './search-index';

const CACHE_ORIGIN = 'https://search-index.internal';
/** Bump when the document shape or index options change. */
const INDEX_FORMAT = 2;

let current: { version: string; index: Promise<SearchIndex> } | null = null;

/** Forgets the index held in this isolate (tests). */
export function resetSearchMemory(): void {
  current = null;
}

export interface SearchIndexOptions {
  cache?: EdgeCache;
  waitUntil?: (promise: Promise<unknown>) => void;
  onError?: (error: unknown) => void;
}

/** The index for the content as it is now. */
export async function currentSearchIndex(
  content: ContentReader,
  options: SearchIndexOptions = {},
): Promise<SearchIndex> {
  const [articles, events, presentations, presenters, collections, categories, tags] = await Promise.all([
    content.listVersioned('articles'),
    content.listVersioned('events'),
    content.listVersioned('presentations'),
    content.listVersioned('presenters'),
    content.listVersioned('collections'),
    content.listVersioned('categories'),
    content.listVersioned('tags'),
  ]);
  const parts = [articles, events, presentations, presenters, collections, categories, tags];
  const version = `${INDEX_FORMAT}.${parts.map((part) => part.version).join('.')}`;
  if (current?.version === version) return current.index;

  const build = async (): Promise<SearchIndex> => {
    const request = new Request(`${CACHE_ORIGIN}/${version}`);
    const cached = await options.cache?.match(request).catch(() => undefined);
    if (cached) {
      try {
        return loadSearchIndex(await cached.text());
      } catch (error) {
        options.onError?.(error);
      }
    }
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
    if (options.cache) {
      const store = options.cache
        .put(request, new Response(JSON.stringify(index), { headers: { 'cache-control': 'public, max-age=86400' } }))
        .catch((error: unknown) => options.onError?.(error));
      options.waitUntil?.(store);
    }
    return index;
  };
  const index = build();
  current = { version, index };
  index.catch(() => {
    if (current?.index === index) current = null;
  });
  return index;
}
