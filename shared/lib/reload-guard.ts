/**
 * The spec's chunk-failure rule (§8, §9: "Chunk load failure: reload, at most once a minute"): when
 * a script of ours cannot be loaded (usually a deploy replaced the file the page names), the page
 * is loaded again, which names the new files; but never twice within CHUNK_RELOAD_GUARD_MS, so a
 * file that is missing for good leaves the page as it is (whole as HTML) rather than reloading in a
 * loop. Shared by the pages' guard (web/scripts/reload-guard.ts) and the admin console's.
 */
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY } from '../constants/spec.ts';

/** The part of Web Storage the guard uses (the tab's sessionStorage in browsers). */
export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Whether a reload may start now, `now` in ms since the epoch; when it may, the time is kept in
 * `storage` first. Storage that throws (refused, full) allows no reload: without a record the
 * guard could not stop a loop.
 */
export function mayReloadAfterFailedLoad(storage: GuardStorage, now: number): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
    if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
