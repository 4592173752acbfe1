/**
 * The console's chunk-failure guard (spec §8: reload, at most once a minute): its screens, the
 * Firebase SDK and the messages load as chunks named by hash, and after a deploy an open console
 * asks for files that are gone. Vite's loader says so with `vite:preloadError` on the window (for
 * the import itself as for what it preloads); the console then loads again, which names the new
 * files, at most once per guard period (the timestamp in the tab's sessionStorage); otherwise the
 * error goes on to the screen's error element.
 */
import { mayReloadAfterFailedLoad } from '#shared/lib/reload-guard.ts';

export function guardChunkLoads(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    let storage: Storage;
    try {
      storage = target.sessionStorage;
    } catch {
      return;
    }
    if (!mayReloadAfterFailedLoad(storage, Date.now())) return;
    event.preventDefault();
    target.location.reload();
  });
}
