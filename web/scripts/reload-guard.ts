/**
 * The pages' chunk-failure guard (spec §8: reload, at most once a minute): a page names its modules
 * by hashed address, and after a deploy an old page (a tab left open, a copy the browser kept)
 * names files that are gone. When one of our module scripts fails to load, the page loads again
 * (_reload.ts, the guard's timestamp in the tab's sessionStorage), which names the new files.
 *
 * Its root is its own `<script>` data block, the first module the document names (in the head,
 * root.tsx): the modules' loader adds the modules in document order as ordered scripts
 * (shared/lib/page-modules.ts), which run, and fire a failed load's `error` event, in that order, so
 * this listener is there before any other module's failure is told. A module's own lazy part (the
 * presenter image's checks) calls the same guard when its `import()` fails.
 */
import { startModule } from './_module.ts';
import { reloadAfterFailedLoad } from './_reload.ts';

/** Whether `target` is one of this site's module scripts (not a third party's, not a style or image). */
function isOurModule(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLScriptElement) || target.type !== 'module' || !target.src) return false;
  return new URL(target.src, location.href).origin === location.origin;
}

export function init(): void {
  let reloading = false;
  // Load errors do not bubble: listened for on the way down.
  window.addEventListener(
    'error',
    (event) => {
      if (reloading || !isOurModule(event.target)) return;
      reloading = reloadAfterFailedLoad();
    },
    true,
  );
}

startModule('reload-guard', init);
