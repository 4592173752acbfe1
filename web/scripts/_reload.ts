/**
 * Reloads the page after one of our scripts failed to load, at most once per guard period
 * (shared/lib/reload-guard.ts, spec §8), and says on the page what it did (`data-reload-guard` on
 * `<html>`: `reloading`, or `held` when the guard kept the page as it is).
 */
import { mayReloadAfterFailedLoad } from '#shared/lib/reload-guard.ts';

export function reloadAfterFailedLoad(): boolean {
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    document.documentElement.dataset.reloadGuard = 'held';
    return false;
  }
  const reload = mayReloadAfterFailedLoad(storage, Date.now());
  document.documentElement.dataset.reloadGuard = reload ? 'reloading' : 'held';
  if (reload) location.reload();
  return reload;
}
