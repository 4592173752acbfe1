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
import type { Category, Presenter, Tag } from '#shared/schemas/content.ts';
import { releaseContentItems, type ContentPages, type ContentReader } from '../content/client';
import { SEARCH_TYPES, searchItems, type SearchItem, type SearchSource } from './documents';
import { searchTables, type SearchAnswer, type SearchOptions } from './search-query';
import {
  addStats,
  addToVocabulary,
  countStored,
  readSearchMeta,
  rebuildVocabulary,
  releaseLease,
  removeItems,
  storedItems,
  storedItemsOf,
  takeLease,
  writeChangedItems,
  writeSearchItems,
  writeSearchMeta,
  type WriteStats,
} from './search-store';

/** Bump when the rows' shape or the search terms change: every item is then written again. */
export const INDEX_FORMAT = 7;
/** How long a refresh may hold the lease before another may take it (it died). */
const LEASE_MS = 10 * 60_000;
/**
 * A refresh asks for the presentations modified after the previous read's time (the service's own
 * clock) less this: an item the CMS stamped a little before it became readable is not missed.
 */
const MODIFIED_OVERLAP_MS = 60_000;
/** How often a query asks for a refresh when nothing else says the content moved on (SEARCH_CHECK_SECONDS). */
const CHECK_MS = 60_000;

/**
 * The collections whose versions tell a query that the content moved on: all but the presentations,
 * whose version is a digest of every talk (reading it means loading the whole collection); those are
 * checked with the content service itself, by a refresh every CHECK_MS at most (and the cron).
 */
const COLLECTIONS = ['articles', 'events', 'presenters', 'collections', 'categories', 'tags'] as const;
const PRESENTERS_AT = COLLECTIONS.indexOf('presenters');
const MEMBER_KEYS = `presenter:${MEMBER_PRESENTER_PREFIX}`;
const PRESENTATION_KEYS = 'presentation:';
/** The answer library's items (decision 0040): written from its published snapshot, not the content. */
export const ANSWER_KEYS = 'answer:';
/** The published answers' digest a presenters' version ends with (answers/published.ts), left out here. */
const ANSWERS_SUFFIX = /\.a[0-9a-f]+$/;

export interface SearchVersion {
  /** The format and the content service's collections (but the presentations). */
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
  /** The content service itself, read page by page: the presentations that changed (decision 0038). */
  source: ContentPages;
  waitUntil?: (promise: Promise<unknown>) => void;
  onError?: (error: unknown) => void;
  now?: () => number;
  /** How often a query asks for a refresh (ms; CHECK_MS by default). */
  checkMs?: number;
  /** MODIFIED_OVERLAP_MS, unless given (tests). */
  overlapMs?: number;
  /** The answer library's published items and their version (decision 0040), when the caller has them. */
  answers?: () => Promise<{ version: string; items: SearchItem[] }>;
}

export interface RefreshResult extends WriteStats {
  /** False when another refresh held the lease (nothing was done). */
  ran: boolean;
  version?: SearchVersion;
  /** Every presentation was read (a first build, a rebuild, names changed), not only those modified. */
  full?: boolean;
  ms: number;
}

/** What the names a presentation's row holds (its presenters, categories and tags) are made of. */
async function namesDigest(presenters: Presenter[], categories: Category[], tags: Tag[]): Promise<string> {
  const names = JSON.stringify([
    presenters
      .filter((item) => !item.id.startsWith(MEMBER_PRESENTER_PREFIX))
      .map((item) => [item.id, item.name, item.surname]),
    categories.map((item) => [item.id, item.title]),
    tags.map((item) => [item.id, item.title]),
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(names));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface PresentationPass {
  stats: WriteStats;
  /** The content service's time when the pass began reading (the next pass asks for what changed since). */
  since?: string;
  full: boolean;
}

/**
 * Every presentation, a page of 200 at a time (one page held at once): the changed ones written,
 * the ones stored but no longer served deleted.
 */
async function allPresentations(
  options: SearchServiceOptions,
  names: Omit<SearchSource, 'presentations'>,
  force: boolean,
): Promise<PresentationPass> {
  const { db, source } = options;
  const stored = await storedItems(db, PRESENTATION_KEYS);
  const seen = new Set<string>();
  let stats: WriteStats = { items: 0, written: 0, removed: 0, moments: 0, statements: 0, batches: 0 };
  let since: string | undefined;
  for (let skip = 0; ;) {
    const page = await source.page('presentations', { skip });
    since ??= page.date;
    const items = searchItems({ ...names, presentations: page.items });
    for (const item of items) seen.add(item.key);
    stats = addStats(stats, await writeChangedItems(db, items, stored, { force }));
    skip += page.items.length;
    if (page.items.length === 0 || skip >= page.total) break;
  }
  const gone = [...stored].filter(([key]) => !seen.has(key)).map(([key, row]) => ({ id: row.id, key }));
  return { stats: addStats(stats, await removeItems(db, gone)), since, full: true };
}

/**
 * The presentations modified since the last pass (`since`, less MODIFIED_OVERLAP_MS), written when
 * their hash changed; then the count served against the count stored: when they differ, the ids
 * served are read ($select=id) and the gone ones deleted (a talk stored but never read: every
 * presentation is read again).
 */
async function changedPresentations(
  options: SearchServiceOptions,
  names: Omit<SearchSource, 'presentations'>,
  since: string,
  terms: Set<string>,
): Promise<PresentationPass> {
  const { db, source } = options;
  const modifiedAfter = new Date(Date.parse(since) - (options.overlapMs ?? MODIFIED_OVERLAP_MS)).toISOString();
  let stats: WriteStats = { items: 0, written: 0, removed: 0, moments: 0, statements: 0, batches: 0 };
  let read: string | undefined;
  for (let skip = 0; ;) {
    const page = await source.page('presentations', { skip, modifiedAfter });
    read ??= page.date;
    const items = searchItems({ ...names, presentations: page.items });
    const stored = await storedItemsOf(
      db,
      items.map((item) => item.key),
    );
    stats = addStats(stats, await writeChangedItems(db, items, stored, { terms }));
    skip += page.items.length;
    if (page.items.length === 0 || skip >= page.total) break;
  }
  const [served, count] = await Promise.all([
    source.page('presentations', { top: 0 }).then((page) => page.total),
    countStored(db, PRESENTATION_KEYS),
  ]);
  if (served !== count) {
    const ids = new Set((await source.ids('presentations')).map((id) => `${PRESENTATION_KEYS}${id}`));
    const stored = await storedItems(db, PRESENTATION_KEYS);
    if ([...ids].some((key) => !stored.has(key))) return allPresentations(options, names, false);
    const gone = [...stored].filter(([key]) => !ids.has(key)).map(([key, row]) => ({ id: row.id, key }));
    stats = addStats(stats, await removeItems(db, gone));
  }
  return { stats, since: read, full: false };
}

/**
 * Makes the tables those of the content as it is now: changed items written, gone ones deleted
 * (every item written again with `force`), the vocabulary brought up to date. The small collections
 * are read whole (the page layer's copies); the presentations from the content service itself, only
 * those modified since the last refresh (all of them, a page at a time, for a first build, a rebuild,
 * a new INDEX_FORMAT or when presenters', categories' or tags' names changed). One at a time across
 * isolates: when another refresh holds the lease, returns at once with `ran: false`.
 */
export async function refreshSearch(options: SearchServiceOptions & { force?: boolean }): Promise<RefreshResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const until = started + LEASE_MS;
  const idle = { ran: false, items: 0, written: 0, removed: 0, moments: 0, statements: 0, batches: 0 };
  if (!(await takeLease(options.db, started, until))) return { ...idle, ms: now() - started };
  try {
    const meta = await readSearchMeta(options.db);
    const force = options.force === true || meta.format !== String(INDEX_FORMAT);
    const parts = await Promise.all(COLLECTIONS.map((name) => options.content.listVersioned(name)));
    const [articles, events, presenters, collections, categories, tags] = parts as [
      Awaited<ReturnType<ContentReader['listVersioned']>>,
      ...Awaited<ReturnType<ContentReader['listVersioned']>>[],
    ];
    // In the order of COLLECTIONS: the version of what was read (the content may move on meanwhile).
    const version = versionOf(parts.map((part) => part.version));
    const names: Omit<SearchSource, 'presentations'> = {
      articles: articles.items as SearchSource['articles'],
      events: events!.items as SearchSource['events'],
      presenters: presenters!.items as Presenter[],
      collections: collections!.items as SearchSource['collections'],
      categories: categories!.items as Category[],
      tags: tags!.items as Tag[],
    };
    const terms = new Set<string>();
    let stats: WriteStats = { items: 0, written: 0, removed: 0, moments: 0, statements: 0, batches: 0 };
    // The small collections' items, a type at a time (the presentations and answers are not theirs).
    const others = searchItems({ ...names, presentations: [] });
    for (const type of SEARCH_TYPES.filter((name) => name !== 'presentation' && name !== 'answer')) {
      const items = others.filter((item) => item.type === type);
      stats = addStats(stats, await writeSearchItems(options.db, items, { scope: `${type}:`, force, terms }));
    }
    const digest = await namesDigest(names.presenters, names.categories, names.tags);
    const pass =
      force || meta.names !== digest || !meta.since
        ? await allPresentations(options, names, force)
        : await changedPresentations(options, names, meta.since, terms);
    stats = addStats(stats, pass.stats);
    await writeAnswers(options, force);
    if (pass.full) await rebuildVocabulary(options.db);
    else await addToVocabulary(options.db, terms);
    await writeSearchMeta(options.db, {
      format: String(INDEX_FORMAT),
      names: digest,
      checked: String(started),
      content: version.content,
      members: version.members,
      ...(pass.since && { since: pass.since }),
    });
    return { ...stats, ran: true, version, full: pass.full, ms: now() - started };
  } finally {
    // The small collections were read whole: the isolate goes on serving without holding them.
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
  await writeSearchMeta(options.db, {
    members: splitPresentersVersion(presenters.version.replace(ANSWERS_SUFFIX, '')).members,
  });
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
  const [version, meta] = await Promise.all([
    searchVersion(options.content),
    readSearchMeta(options.db, { recent: true }),
  ]);
  if (meta.members !== version.members) {
    await writeMembers(options).catch((error: unknown) => options.onError?.(error));
  }
  await writeAnswers(options, false, meta.answers ?? '').catch((error: unknown) => options.onError?.(error));
  const now = (options.now ?? Date.now)();
  const due = Number(meta.checked ?? 0) + (options.checkMs ?? CHECK_MS) <= now;
  if ((meta.content !== version.content || due) && Number(meta.lease ?? 0) < now) {
    const refresh = refreshSearch(options).catch((error: unknown) => options.onError?.(error));
    options.waitUntil?.(refresh);
  }
}

/**
 * Answers a query from the tables, after freshenSearch (the member presenters and answers written
 * first); the content service being down (its version unknown) is logged and the query answered from
 * the tables as they are.
 */
export async function search(
  options: SearchServiceOptions,
  query: string,
  searchOptions: SearchOptions,
): Promise<SearchAnswer> {
  // The words are looked up in the vocabulary meanwhile; the documents are read once it is done.
  const fresh = freshenSearch(options).catch((error: unknown) => options.onError?.(error));
  return searchTables(options.db, query, searchOptions, fresh);
}
