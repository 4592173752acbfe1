/**
 * Where the reader is in presentations and articles (decision 0025), kept on the device first
 * (localStorage) and synced to the member's account when signed in and online: the newest entry of
 * an item wins on both sides. Works signed out too (the device remembers); nothing is sent then.
 */
import {
  MAX_POSITION_SECONDS,
  newer,
  PROGRESS_KINDS,
  PROGRESS_SYNC_MAX,
  progressKey,
  type ProgressEntry,
  type ProgressKind,
} from '#shared/lib/progress.ts';

const STORAGE_KEY = 'cta-progress';
/** Entries the device keeps (the oldest go). */
const DEVICE_MAX = 100;

/** An entry as the device keeps it: with what the Continue row shows when it is offline. */
export interface DeviceEntry {
  entry: ProgressEntry;
  title: string;
  path: string;
  /** Not yet in the member's account. */
  unsynced?: boolean;
}

/**
 * An entry as the server's schema (shared/schemas/progress.ts) accepts it, checked without the
 * validation library, which this page does not otherwise load; the server checks again.
 */
function isProgressEntry(value: unknown): value is ProgressEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const { kind, id, at, updatedAt } = entry;
  return (
    (PROGRESS_KINDS as readonly unknown[]).includes(kind) &&
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= 128 &&
    !id.includes('/') &&
    typeof at === 'number' &&
    Number.isFinite(at) &&
    at >= 0 &&
    at <= (kind === 'article' ? 1 : MAX_POSITION_SECONDS) &&
    typeof updatedAt === 'string' &&
    !Number.isNaN(Date.parse(updatedAt))
  );
}

function isDeviceEntry(value: unknown): value is DeviceEntry {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    isProgressEntry(item.entry) &&
    typeof item.title === 'string' &&
    item.title.length <= 300 &&
    typeof item.path === 'string' &&
    item.path.startsWith('/') &&
    item.path.length <= 300 &&
    (item.unsynced === undefined || typeof item.unsynced === 'boolean')
  );
}

function readDevice(): Record<string, DeviceEntry> {
  try {
    const raw = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    const entries: Record<string, DeviceEntry> = {};
    for (const [key, value] of Object.entries(raw)) if (isDeviceEntry(value)) entries[key] = value;
    return entries;
  } catch {
    return {};
  }
}

function writeDevice(entries: Record<string, DeviceEntry>): void {
  const kept = Object.entries(entries)
    .sort(([, a], [, b]) => Date.parse(b.entry.updatedAt) - Date.parse(a.entry.updatedAt))
    .slice(0, DEVICE_MAX);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused (private mode): the position is simply not kept.
  }
}

/** The device's entry of an item. */
export function deviceProgress(kind: ProgressKind, id: string): DeviceEntry | undefined {
  if (typeof window === 'undefined') return undefined;
  return readDevice()[progressKey({ kind, id })];
}

/** Every entry the device keeps, newest first. */
export function deviceEntries(): DeviceEntry[] {
  return Object.values(readDevice()).sort((a, b) => Date.parse(b.entry.updatedAt) - Date.parse(a.entry.updatedAt));
}

/** Records where the reader is now. */
export function recordProgress(input: { kind: ProgressKind; id: string; at: number; title: string; path: string }) {
  const entries = readDevice();
  const entry: ProgressEntry = {
    kind: input.kind,
    id: input.id,
    at: input.kind === 'article' ? Math.min(1, Math.max(0, input.at)) : Math.max(0, Math.floor(input.at)),
    updatedAt: new Date().toISOString(),
  };
  if (!isProgressEntry(entry)) return;
  entries[progressKey(entry)] = { entry, title: input.title, path: input.path, unsynced: true };
  writeDevice(entries);
}

/**
 * Sends the entries the account has not seen and takes the account's newer ones (the member's
 * other devices). Answers false when it could not (offline, signed out, refused): the entries stay
 * marked and go with the next sync.
 */
export async function syncProgress(options: { keepalive?: boolean } = {}): Promise<boolean> {
  const entries = readDevice();
  const unsynced = Object.values(entries)
    .filter((item) => item.unsynced)
    .sort((a, b) => Date.parse(b.entry.updatedAt) - Date.parse(a.entry.updatedAt))
    .slice(0, PROGRESS_SYNC_MAX);
  let response: Response;
  try {
    response = await fetch('/api/progress', {
      method: unsynced.length > 0 ? 'PUT' : 'GET',
      headers: { accept: 'application/json', ...(unsynced.length > 0 ? { 'content-type': 'application/json' } : {}) },
      credentials: 'same-origin',
      keepalive: options.keepalive ?? false,
      ...(unsynced.length > 0 ? { body: JSON.stringify({ entries: unsynced.map((item) => item.entry) }) } : {}),
    });
  } catch {
    return false;
  }
  if (!response.ok) return false;
  const body = (await response.json().catch(() => null)) as { entries?: unknown } | null;
  const account = Array.isArray(body?.entries) ? body.entries.filter(isProgressEntry) : null;
  if (!account) return false;
  const after = readDevice();
  for (const item of unsynced) {
    const key = progressKey(item.entry);
    // Unless the reader moved on while the request was out.
    if (after[key]?.entry.updatedAt === item.entry.updatedAt) after[key] = { ...after[key], unsynced: false };
  }
  for (const entry of account) {
    const key = progressKey(entry);
    const local = after[key];
    if (local && newer(local.entry, entry) === local.entry) continue;
    // Newer from another device: the title and address come with the page that shows it.
    after[key] = { entry, title: local?.title ?? '', path: local?.path ?? '', unsynced: false };
  }
  writeDevice(Object.fromEntries(Object.entries(after).filter(([, item]) => item.path !== '')));
  return true;
}
