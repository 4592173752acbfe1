/**
 * Keeps the search tables of D1 in step with the content (decision 0038), and answers queries from
 * them. No index lives in an isolate and no visitor waits for a build:
 * - Before a query, the content's version (the collections' versions, read from the cached copies'
 *   headers: no item is read) is compared with the one the tables were built from. When the
 *   content moved on, a refresh starts in the background (one at a time, under a lease in D1) and
 *   the query is answered from the tables as they are. The refresh reads the content, writes only
 *   the items whose hash changed and deletes the ones gone.
 * - When only the published member presenters changed (a profile approved or withdrawn, decision
 *   0018), their few rows are written before the query: they are found, or gone, at once. So are
 *   the answer library's (decision 0040), from its published snapshot, when its version changed.
 * - The cron (wrangler.toml) refreshes every five minutes and rebuilds everything once a day;
 *   `npm run search:rebuild` runs that rebuild on the local stack.
 */
import { MEMBER_PRESENTER_PREFIX, splitPresentersVersion } from '#shared/schemas/presenter-profile.ts';
import { releaseContentItems, type ContentReader } from '../content/client';
import { searchItems, type SearchItem } from './documents';
import { searchTables, type SearchAnswer, type SearchOptions } from './search-query';
import {
  readSearchMeta,
  rebuildVocabulary,
  releaseLease,
  takeLease,
  writeSearchItems,
  writeSearchMeta,
  type WriteStats,
} from './search-store';

/** Bump when the rows' shape or the search terms change: every item is then written again. */
export const INDEX_FORMAT = 6;
/** How long a refresh may hold the lease before another may take it (it died). */
const LEASE_MS = 10 * 60_000;

const COLLECTIONS = ['articles', 'events', 'presentations', 'presenters', 'collections', 'categories', 'tags'] as const;
const PRESENTERS_AT = COLLECTIONS.indexOf('presenters');
const MEMBER_KEYS = `presenter:${MEMBER_PRESENTER_PREFIX}`;
/** The answer library's items (decision 0040): written from its published snapshot, not the content. */
export const ANSWER_KEYS = 'answer:';
/** The published answers' digest a presenters' version ends with (answers/published.ts), left out here. */
const ANSWERS_SUFFIX = /\.a[0-9a-f]+$/;

export interface SearchVersion {
  /** The format and the content service's collections. */
  content: string;
  /** The published member presenters' digest. */
  members: string;
}

/** The version of tables made from collections of these versions (in the order of COLLECTIONS). */
function versionOf(versions: string[]): SearchVersion {
  const { service, members } = splitPresentersVersion((versions[PRESENTERS_AT] ?? '').replace(ANSWERS_SUFFIX, ''));
  const own = versions.map((version, at) => (at === PRESENTERS_AT ? service : version));
  return { content: `${INDEX_FORMAT}.${own.join('.')}`, members };
}

/** The version of the content as it is now (no item is read). */
export async function searchVersion(content: ContentReader): Promise<SearchVersion> {
  return versionOf(await Promise.all(COLLECTIONS.map((name) => content.version(name))));
}

export interface SearchServiceOptions {
  db: D1Database;
  content: ContentReader;
  waitUntil?: (promise: Promise<unknown>) => void;
  onError?: (error: unknown) => void;
  now?: () => number;
  /** The answer library's published items and their version (decision 0040), when the caller has them. */
  answers?: () => Promise<{ version: string; items: SearchItem[] }>;
}

export interface RefreshResult extends WriteStats {
  /** False when another refresh held the lease (nothing was done). */
  ran: boolean;
  version?: SearchVersion;
  ms: number;
}

/**
 * Makes the tables those of the content as it is now: changed items written, gone ones deleted
 * (every item written again with `force`), the vocabulary rebuilt. One at a time across isolates:
 * when another refresh holds the lease, returns at once with `ran: false`.
 */
export async function refreshSearch(options: SearchServiceOptions & { force?: boolean }): Promise<RefreshResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const until = started + LEASE_MS;
  const idle = { ran: false, items: 0, written: 0, removed: 0, moments: 0, statements: 0, batches: 0 };
  if (!(await takeLease(options.db, started, until))) return { ...idle, ms: now() - started };
  try {
    const [articles, events, presentations, presenters, collections, categories, tags] = await Promise.all([
      options.content.listVersioned('articles'),
      options.content.listVersioned('events'),
      options.content.listVersioned('presentations'),
      options.content.listVersioned('presenters'),
      options.content.listVersioned('collections'),
      options.content.listVersioned('categories'),
      options.content.listVersioned('tags'),
    ]);
    // In the order of COLLECTIONS: the version of what was read (the content may move on meanwhile).
    const version = versionOf(
      [articles, events, presentations, presenters, collections, categories, tags].map((part) => part.version),
    );
    const items = searchItems({
      articles: articles.items,
      events: events.items,
      presentations: presentations.items,
      presenters: presenters.items,
      collections: collections.items,
      categories: categories.items,
      tags: tags.items,
    });
    const stats = await writeSearchItems(options.db, items, { force: options.force, keep: ANSWER_KEYS });
    await writeAnswers(options, options.force);
    await rebuildVocabulary(options.db);
    await writeSearchMeta(options.db, { content: version.content, members: version.members });
    return { ...stats, ran: true, version, ms: now() - started };
  } finally {
    // The whole content was read: the isolate goes on serving without holding it.
    releaseContentItems();
    await releaseLease(options.db, until).catch((error: unknown) => options.onError?.(error));
  }
}

/** Writes the published member presenters as they are now (a few rows), and their digest. */
async function writeMembers(options: SearchServiceOptions): Promise<void> {
  const [presenters, categories] = await Promise.all([
    options.content.listVersioned('presenters'),
    options.content.list('categories'),
  ]);
  const items = searchItems({
    presenters: presenters.items.filter((presenter) => presenter.id.startsWith(MEMBER_PRESENTER_PREFIX)),
    categories,
    articles: [],
    events: [],
    presentations: [],
    collections: [],
    tags: [],
  });
  await writeSearchItems(options.db, items, { scope: MEMBER_KEYS });
  await writeSearchMeta(options.db, { members: splitPresentersVersion(presenters.version).members });
}

/**
 * Writes the published answers as they are now when they changed since the last write (a few
 * hundred rows at most), and their version: an approved answer is found, a withdrawn one gone, at
 * the next query.
 */
async function writeAnswers(
  options: Pick<SearchServiceOptions, 'db' | 'answers'>,
  force = false,
  known?: string,
): Promise<void> {
  if (!options.answers) return;
  const answers = await options.answers();
  const stored = known ?? (await readSearchMeta(options.db)).answers;
  if (!force && stored === answers.version) return;
  await writeSearchItems(options.db, answers.items, { scope: ANSWER_KEYS, force });
  await writeSearchMeta(options.db, { answers: answers.version });
}

/** The answers written as they are now, when they changed (see writeAnswers). */
export async function freshenAnswers(options: Pick<SearchServiceOptions, 'db' | 'answers'>): Promise<void> {
  await writeAnswers(options);
}

/**
 * Brings the tables up to date as far as a visitor may wait: the member presenters at once, the
 * rest in the background (the visitor is answered from the tables as they are).
 */
export async function freshenSearch(options: SearchServiceOptions): Promise<void> {
  const [version, meta] = await Promise.all([searchVersion(options.content), readSearchMeta(options.db)]);
  if (meta.members !== version.members) {
    await writeMembers(options).catch((error: unknown) => options.onError?.(error));
  }
  await writeAnswers(options, false, meta.answers ?? '').catch((error: unknown) => options.onError?.(error));
  if (meta.content !== version.content && Number(meta.lease ?? 0) < (options.now ?? Date.now)()) {
    const refresh = refreshSearch(options).catch((error: unknown) => options.onError?.(error));
    options.waitUntil?.(refresh);
  }
}

/**
 * Answers a query from the tables, after freshenSearch; the content service being down (its version
 * unknown) is logged and the query answered from the tables as they are.
 */
export async function search(
  options: SearchServiceOptions,
  query: string,
  searchOptions: SearchOptions,
): Promise<SearchAnswer> {
  await freshenSearch(options).catch((error: unknown) => options.onError?.(error));
  return searchTables(options.db, query, searchOptions);
}
