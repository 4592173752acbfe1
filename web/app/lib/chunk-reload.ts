/**
 * The spec's chunk-failure rule: when a chunk cannot be loaded (usually a deploy replaced it),
 * reload the page, at most once per 60 s, and otherwise show the error.
 */
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY } from '#shared/constants/spec.ts';

/** Reloads once per guard period; answers whether a reload was started. */
export function reloadAfterChunkFailure(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const last = Number(window.localStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
    window.localStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
