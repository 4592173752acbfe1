/**
 * Lazy route modules with the spec's chunk-failure rule: when a chunk cannot be loaded (usually a
 * deploy replaced it), reload the page, at most once per 60 s, and otherwise show the error.
 */
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY } from '../../../shared/constants/spec';
import { loadNamespaces } from './namespaces';

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

/** Wraps a dynamic import for a route's `lazy`; `namespaces` are the UI strings it needs. */
export function lazyModule<T>(load: () => Promise<T>, namespaces: readonly string[] = []): () => Promise<T> {
  return async () => {
    try {
      const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return module;
    } catch (error) {
      // Leave the page as it is while the reload happens.
      if (reloadAfterChunkFailure()) return new Promise<T>(() => undefined);
      throw error;
    }
  };
}
