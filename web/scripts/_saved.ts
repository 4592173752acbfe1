/**
 * "Save for offline" (decision 0024): keeps a page (an article, or a presentation with its
 * transcript and resources list, its audio when there is room: issue #26, its small video and
 * captions when asked: issue #35) in the device's saved cache with its images, scripts, styles and
 * strings, so it opens with no connection; the service worker answers from that cache. An index in the same cache lists the items with their
 * sizes. Only runs when the visitor presses the button.
 * Shared by the pages' modules: the control (save-offline.ts) and the saved list (saved-page.ts).
 */
import { SAVED_MEDIA_LIMIT_BYTES } from '#shared/constants/offline.ts';
import {
  CACHES,
  lateFailure,
  SAVED_INDEX_KEY,
  SAVE_HEADER,
  SAVED_PATH,
  type SavedIndex,
  type SavedItem,
  type SavedKind,
} from '#shared/lib/offline.ts';

/** Whether this browser can keep pages (a service worker and Cache Storage, on a secure origin). */
export function canSaveOffline(): boolean {
  return typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator && window.isSecureContext;
}

async function readIndex(cache: Cache): Promise<SavedIndex> {
  const response = await cache.match(SAVED_INDEX_KEY);
  if (!response) return { items: [], sizes: {} };
  try {
    const index = (await response.json()) as Partial<SavedIndex>;
    return { items: index.items ?? [], sizes: index.sizes ?? {} };
  } catch {
    return { items: [], sizes: {} };
  }
}

async function writeIndex(cache: Cache, index: SavedIndex): Promise<void> {
  await cache.put(
    SAVED_INDEX_KEY,
    new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json' } }),
  );
}

/** What is saved on this device (empty when nothing, or when the browser keeps nothing). */
export async function savedIndex(): Promise<SavedIndex> {
  if (!canSaveOffline()) return { items: [], sizes: {} };
  if (!(await caches.has(CACHES.saved))) return { items: [], sizes: {} };
  return readIndex(await caches.open(CACHES.saved));
}

/** The saved item of a path, if any. */
export async function savedItem(path: string): Promise<SavedItem | undefined> {
  return (await savedIndex()).items.find((item) => item.path === path);
}

/** The same-origin addresses a page needs besides itself: styles, scripts, strings, icons. */
function pageFiles(doc: Document): string[] {
  const selectors = [
    'link[rel="stylesheet"][href]',
    'link[rel="modulepreload"][href]',
    'link[rel="preload"][href]',
    'link[rel="icon"][href]',
    'script[src]',
    // The page's modules, named as data blocks its loader starts (shared/lib/page-modules.ts).
    'script[data-src]',
  ];
  const urls: string[] = [];
  for (const element of doc.querySelectorAll(selectors.join(','))) {
    const href = element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('data-src');
    if (!href) continue;
    const url = new URL(href, location.origin);
    if (url.origin === location.origin) urls.push(url.pathname + url.search);
  }
  return urls;
}

/** The page's images: their plain `src`, and what this device drew when it is the page on screen. */
function pageImages(doc: Document, path: string): string[] {
  const urls = [...doc.querySelectorAll('main img[src]')].map((img) => img.getAttribute('src') ?? '');
  if (location.pathname === path) {
    for (const img of document.querySelectorAll('main img')) {
      if (img instanceof HTMLImageElement && img.currentSrc) urls.push(img.currentSrc);
    }
  }
  return [...new Set(urls.filter((url) => url && !url.startsWith('data:')))];
}

/** The same-origin captions files the page lists for its small video. */
function pageCaptions(doc: Document): string[] {
  const urls = [...doc.querySelectorAll('main a[data-captions][href]')].flatMap((link) => {
    const url = new URL(link.getAttribute('href') ?? '', location.origin);
    return url.origin === location.origin ? [url.pathname] : [];
  });
  return [...new Set(urls)];
}

/** Fetches an image for keeping: its bytes must be readable (same origin, or a host allowing it). */
async function fetchImage(url: string): Promise<Response | null> {
  const absolute = new URL(url, location.origin);
  try {
    const response = await fetch(absolute, {
      mode: absolute.origin === location.origin ? 'same-origin' : 'cors',
      credentials: 'omit',
    });
    return response.ok ? response : null;
  } catch {
    return null; // a host that does not allow it: the page opens without that image
  }
}

export type SaveFailure = 'network' | 'quota' | 'other';

export class SaveError extends Error {
  constructor(readonly reason: SaveFailure) {
    super(`not saved: ${reason}`);
  }
}

const failureOf = (error: unknown): SaveFailure => {
  if (error instanceof SaveError) return error.reason;
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return 'quota';
  if (error instanceof TypeError) return 'network';
  return 'other';
};

/** Keeps one page and what it needs; answers the saved item (its own bytes: the page and images). */
async function keepPage(
  cache: Cache,
  index: SavedIndex,
  path: string,
): Promise<{ title: string; bytes: number; own: string[]; parts: string[] }> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/html')) {
    throw new SaveError('other');
  }
  const html = await response.clone().text();
  // A page sent head first that turned out an error page (decision 0029) is not saved.
  if (lateFailure(html)) throw new SaveError('other');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  await cache.put(path, response);
  const sizes: Record<string, number> = { [path]: new Blob([html]).size };
  const own = [path];
  // Images count for the item; scripts, styles and strings are shared by every saved page.
  for (const url of pageImages(doc, path)) {
    if (index.sizes[url] !== undefined) {
      sizes[url] = index.sizes[url];
      own.push(url);
      continue;
    }
    const image = await fetchImage(url);
    if (!image) continue;
    sizes[url] = (await image.clone().blob()).size;
    await cache.put(url, image);
    own.push(url);
  }
  // The small video's captions (issue #35): a few kilobytes, kept with the page they belong to.
  for (const url of pageCaptions(doc)) {
    const file = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
    if (!file?.ok) continue;
    sizes[url] = (await file.clone().blob()).size;
    await cache.put(url, file);
    own.push(url);
  }
  // The page names every file it needs (its stylesheets and its parts' modules, issue #25).
  for (const url of new Set(pageFiles(doc))) {
    if (index.sizes[url] !== undefined || sizes[url] !== undefined) {
      sizes[url] ??= index.sizes[url] ?? 0;
      continue;
    }
    const file = await fetch(url, { credentials: 'same-origin' });
    if (!file.ok) continue;
    sizes[url] = (await file.clone().blob()).size;
    await cache.put(url, file);
  }
  Object.assign(index.sizes, sizes);
  const title = doc.querySelector('main h1')?.textContent?.trim() || doc.title;
  const bytes = own.reduce((sum, url) => sum + (sizes[url] ?? 0), 0);
  return { title, bytes, own, parts: Object.keys(sizes) };
}

/** Why a talk's audio or small video was not kept with its page: the site's limit, the device's room, a failure. */
export type MediaSkip = 'limit' | 'room' | 'failed';

/** What the browser says of its storage for the site (navigator.storage.estimate()). */
export interface StorageEstimate {
  quota?: number;
  usage?: number;
}

/**
 * Whether a media file (a talk's audio or small video) of `bytes` may be kept beside `keptBytes`
 * of media already kept: not past `limit` (SAVED_MEDIA_LIMIT_BYTES), and not past the room the
 * browser says is left for the site (`estimate`, when it says). Answers why not, or null when it may.
 */
export function mediaSkip(input: {
  bytes: number;
  keptBytes: number;
  limit?: number;
  estimate?: StorageEstimate;
}): 'limit' | 'room' | null {
  const { bytes, keptBytes, limit = SAVED_MEDIA_LIMIT_BYTES, estimate } = input;
  if (!Number.isFinite(bytes) || bytes < 0 || keptBytes + bytes > limit) return 'limit';
  const { quota, usage } = estimate ?? {};
  if (quota !== undefined && usage !== undefined && usage + bytes > quota) return 'room';
  return null;
}

/** The bytes of audio and small video kept for saved items other than `path`. */
export function keptMediaBytes(index: SavedIndex, path?: string): number {
  return index.items.reduce(
    (sum, item) => (item.path === path ? sum : sum + (item.audio?.bytes ?? 0) + (item.video?.bytes ?? 0)),
    0,
  );
}

async function storageEstimate(): Promise<StorageEstimate | undefined> {
  try {
    return await navigator.storage?.estimate();
  } catch {
    return undefined;
  }
}

type MediaKind = 'audio' | 'video';
type MediaFile = { path: string; bytes: number };

/**
 * Keeps a talk's audio or small video, whole (the service worker answers the player's ranges from
 * it), when the limit and the device allow; `alsoKept` is media kept for this item in the same
 * save (the audio, when the video follows). The size said by the page is checked again against
 * the file's own.
 */
async function keepMedia(
  cache: Cache,
  index: SavedIndex,
  path: string,
  kind: MediaKind,
  media: MediaFile,
  alsoKept = 0,
): Promise<{ kept: MediaFile } | { skipped: MediaSkip }> {
  // Kept already (the page saved again): not downloaded twice.
  const previous = index.items.find((item) => item.path === path)?.[kind];
  if (previous?.path === media.path && (await cache.match(media.path))) return { kept: previous };
  const keptBytes = keptMediaBytes(index, path) + alsoKept;
  const before = mediaSkip({ bytes: media.bytes, keptBytes, estimate: await storageEstimate() });
  if (before) return { skipped: before };
  try {
    // No Range header: the whole file (a 200), the one answer the cache keeps.
    const response = await fetch(media.path, { credentials: 'same-origin', headers: { [SAVE_HEADER]: '1' } });
    if (response.status !== 200) return { skipped: 'failed' };
    await cache.put(media.path, response);
    const kept = await cache.match(media.path);
    const bytes = kept ? (await kept.blob()).size : 0;
    // A file larger than the page said must still fit.
    if (!kept || mediaSkip({ bytes, keptBytes })) {
      await cache.delete(media.path);
      return { skipped: kept ? 'limit' : 'failed' };
    }
    return { kept: { path: media.path, bytes } };
  } catch (error) {
    await cache.delete(media.path).catch(() => false);
    return { skipped: error instanceof DOMException && error.name === 'QuotaExceededError' ? 'room' : 'failed' };
  }
}

/** A saved item, and why its audio or small video was not kept when it was asked for and not kept. */
export interface SaveResult {
  item: SavedItem;
  audioSkipped?: MediaSkip;
  videoSkipped?: MediaSkip;
}

/**
 * Saves a page for offline reading, with the "Saved on this device" page (so the list opens
 * offline too), and the talk's `audio` and small `video` when given, within the limit and the
 * device's room (the audio first: it is the cheaper way in): what is not kept leaves the page saved
 * all the same, and the result says why. Throws a SaveError saying why the page could not be saved.
 */
export async function saveForOffline(input: {
  path: string;
  kind: SavedKind;
  title?: string;
  audio?: MediaFile;
  video?: MediaFile;
}): Promise<SaveResult> {
  if (!canSaveOffline()) throw new SaveError('other');
  try {
    const cache = await caches.open(CACHES.saved);
    const index = await readIndex(cache);
    const previous = index.items.find((item) => item.path === input.path);
    const page = await keepPage(cache, index, input.path);
    // The list of saved items, kept as a page of the shell (not an item).
    const list = await keepPage(cache, index, SAVED_PATH);
    const audioKept = input.audio ? await keepMedia(cache, index, input.path, 'audio', input.audio) : undefined;
    const audio = audioKept && 'kept' in audioKept ? audioKept.kept : undefined;
    const videoKept = input.video
      ? await keepMedia(cache, index, input.path, 'video', input.video, audio?.bytes ?? 0)
      : undefined;
    const video = videoKept && 'kept' in videoKept ? videoKept.kept : undefined;
    // Saved again without its audio or video (or with another): the file kept before goes.
    for (const [before, now] of [
      [previous?.audio, audio],
      [previous?.video, video],
    ] as const) {
      if (before && before.path !== now?.path) {
        await cache.delete(before.path);
        delete index.sizes[before.path];
      }
    }
    const media = [audio, video].filter((file): file is MediaFile => file !== undefined);
    for (const file of media) index.sizes[file.path] = file.bytes;
    const item: SavedItem = {
      path: input.path,
      kind: input.kind,
      title: input.title ?? page.title,
      savedAt: new Date().toISOString(),
      bytes: media.reduce((sum, file) => sum + file.bytes, page.bytes),
      ...(audio ? { audio } : {}),
      ...(video ? { video } : {}),
      own: [...page.own, ...media.map((file) => file.path)],
      parts: [...new Set([...page.parts, ...list.parts, ...media.map((file) => file.path)])],
    };
    index.items = [...index.items.filter((other) => other.path !== input.path), item];
    await writeIndex(cache, index);
    return {
      item,
      ...(audioKept && 'skipped' in audioKept ? { audioSkipped: audioKept.skipped } : {}),
      ...(videoKept && 'skipped' in videoKept ? { videoSkipped: videoKept.skipped } : {}),
    };
  } catch (error) {
    throw new SaveError(failureOf(error));
  }
}

/** Removes a saved item, and the files no other saved item needs. */
export async function removeSaved(path: string): Promise<SavedIndex> {
  const cache = await caches.open(CACHES.saved);
  const index = await readIndex(cache);
  const removed = index.items.find((item) => item.path === path);
  index.items = index.items.filter((item) => item.path !== path);
  if (index.items.length === 0) {
    await caches.delete(CACHES.saved);
    return { items: [], sizes: {} };
  }
  const stillNeeded = new Set(index.items.flatMap((item) => item.parts));
  for (const part of removed?.parts ?? []) {
    if (stillNeeded.has(part)) continue;
    await cache.delete(part);
    delete index.sizes[part];
  }
  await writeIndex(cache, index);
  return index;
}

/** The bytes of talk audio and small video kept for saved items, to be read against SAVED_MEDIA_LIMIT_BYTES. */
export function mediaBytes(index: SavedIndex): number {
  return keptMediaBytes(index);
}

/** Every byte kept for saved items, each file counted once. */
export function totalBytes(index: SavedIndex): number {
  return Object.values(index.sizes).reduce((sum, size) => sum + size, 0);
}

/** The bytes of the files the saved pages share (scripts, styles, strings, the list page). */
export function sharedBytes(index: SavedIndex): number {
  const own = new Set(index.items.flatMap((item) => item.own));
  return Object.entries(index.sizes).reduce((sum, [url, size]) => (own.has(url) ? sum : sum + size), 0);
}
