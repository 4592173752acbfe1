/**
 * "Save for offline" (decision 0024): keeps a page (an article, or a presentation with its
 * transcript and resources list, and its audio when there is room: issue #26) in the device's
 * saved cache with its images, scripts, styles and strings, so it opens with no connection; the
 * service worker answers from that cache. An index in the same cache lists the items with their
 * sizes. Only runs when the visitor presses the button.
 * Shared by the pages' modules: the control (save-offline.ts) and the saved list (saved-page.ts).
 */
import { SAVED_AUDIO_LIMIT_BYTES } from '#shared/constants/offline.ts';
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
  ];
  const urls: string[] = [];
  for (const element of doc.querySelectorAll(selectors.join(','))) {
    const href = element.getAttribute('href') ?? element.getAttribute('src');
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

/** Why a talk's audio was not kept with its page: the site's limit, the device's room, a failure. */
export type AudioSkip = 'limit' | 'room' | 'failed';

/** What the browser says of its storage for the site (navigator.storage.estimate()). */
export interface StorageEstimate {
  quota?: number;
  usage?: number;
}

/**
 * Whether an audio of `bytes` may be kept beside `keptBytes` of audio already kept for other
 * items: not past `limit` (SAVED_AUDIO_LIMIT_BYTES), and not past the room the browser says is
 * left for the site (`estimate`, when it says). Answers why not, or null when it may.
 */
export function audioSkip(input: {
  bytes: number;
  keptBytes: number;
  limit?: number;
  estimate?: StorageEstimate;
}): 'limit' | 'room' | null {
  const { bytes, keptBytes, limit = SAVED_AUDIO_LIMIT_BYTES, estimate } = input;
  if (!Number.isFinite(bytes) || bytes < 0 || keptBytes + bytes > limit) return 'limit';
  const { quota, usage } = estimate ?? {};
  if (quota !== undefined && usage !== undefined && usage + bytes > quota) return 'room';
  return null;
}

/** The bytes of audio kept for saved items other than `path`. */
export function keptAudioBytes(index: SavedIndex, path?: string): number {
  return index.items.reduce((sum, item) => (item.path === path ? sum : sum + (item.audio?.bytes ?? 0)), 0);
}

async function storageEstimate(): Promise<StorageEstimate | undefined> {
  try {
    return await navigator.storage?.estimate();
  } catch {
    return undefined;
  }
}

/**
 * Keeps a talk's audio, whole (the service worker answers the player's ranges from it), when the
 * limit and the device allow. The size said by the page is checked again against the file's own.
 */
async function keepAudio(
  cache: Cache,
  index: SavedIndex,
  path: string,
  audio: { path: string; bytes: number },
): Promise<{ audio: { path: string; bytes: number } } | { skipped: AudioSkip }> {
  // Kept already (the page saved again): not downloaded twice.
  const previous = index.items.find((item) => item.path === path)?.audio;
  if (previous?.path === audio.path && (await cache.match(audio.path))) return { audio: previous };
  const keptBytes = keptAudioBytes(index, path);
  const before = audioSkip({ bytes: audio.bytes, keptBytes, estimate: await storageEstimate() });
  if (before) return { skipped: before };
  try {
    // No Range header: the whole file (a 200), the one answer the cache keeps.
    const response = await fetch(audio.path, { credentials: 'same-origin', headers: { [SAVE_HEADER]: '1' } });
    if (response.status !== 200) return { skipped: 'failed' };
    await cache.put(audio.path, response);
    const kept = await cache.match(audio.path);
    const bytes = kept ? (await kept.blob()).size : 0;
    // A file larger than the page said must still fit.
    if (!kept || audioSkip({ bytes, keptBytes })) {
      await cache.delete(audio.path);
      return { skipped: kept ? 'limit' : 'failed' };
    }
    return { audio: { path: audio.path, bytes } };
  } catch (error) {
    await cache.delete(audio.path).catch(() => false);
    return { skipped: error instanceof DOMException && error.name === 'QuotaExceededError' ? 'room' : 'failed' };
  }
}

/** A saved item, and why its audio was not kept when it was offered and not kept. */
export interface SaveResult {
  item: SavedItem;
  audioSkipped?: AudioSkip;
}

/**
 * Saves a page for offline reading, with the "Saved on this device" page (so the list opens
 * offline too), and the talk's `audio` when given, within the limit and the device's room: when
 * the audio is not kept the page is still saved, and the result says why. Throws a SaveError
 * saying why the page could not be saved.
 */
export async function saveForOffline(input: {
  path: string;
  kind: SavedKind;
  title?: string;
  audio?: { path: string; bytes: number };
}): Promise<SaveResult> {
  if (!canSaveOffline()) throw new SaveError('other');
  try {
    const cache = await caches.open(CACHES.saved);
    const index = await readIndex(cache);
    const previous = index.items.find((item) => item.path === input.path);
    const page = await keepPage(cache, index, input.path);
    // The list of saved items, kept as a page of the shell (not an item).
    const list = await keepPage(cache, index, SAVED_PATH);
    const kept = input.audio ? await keepAudio(cache, index, input.path, input.audio) : undefined;
    const audio = kept && 'audio' in kept ? kept.audio : undefined;
    // Saved again without its audio (or with another): the audio kept before goes.
    if (previous?.audio && previous.audio.path !== audio?.path) {
      await cache.delete(previous.audio.path);
      delete index.sizes[previous.audio.path];
    }
    if (audio) index.sizes[audio.path] = audio.bytes;
    const item: SavedItem = {
      path: input.path,
      kind: input.kind,
      title: input.title ?? page.title,
      savedAt: new Date().toISOString(),
      bytes: page.bytes + (audio?.bytes ?? 0),
      ...(audio ? { audio } : {}),
      own: audio ? [...page.own, audio.path] : page.own,
      parts: [...new Set([...page.parts, ...list.parts, ...(audio ? [audio.path] : [])])],
    };
    index.items = [...index.items.filter((other) => other.path !== input.path), item];
    await writeIndex(cache, index);
    return kept && 'skipped' in kept ? { item, audioSkipped: kept.skipped } : { item };
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

/** The bytes of talk audio kept for saved items, to be read against SAVED_AUDIO_LIMIT_BYTES. */
export function audioBytes(index: SavedIndex): number {
  return keptAudioBytes(index);
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
