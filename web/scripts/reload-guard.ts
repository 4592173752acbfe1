/**
 * The pages' chunk-failure guard (spec §8: reload, at most once a minute): a page names its modules
 * by hashed address, and after a deploy an old page (a tab left open, a copy the browser kept)
 * names files that are gone. When one of our module scripts fails to load, the page loads again
 * (_reload.ts, the guard's timestamp in the tab's sessionStorage), which names the new files.
 *
 * Its root is its own `<script>` data block, the first module the page names (in the head,
 * root.tsx). The modules' loader (shared/lib/page-modules.ts) adds the page's modules together once
 * the page has loaded, and they may run in any order: a failure before this guard ran is marked on
 * `<html>` (seen here at once), one after it is told by the loader's event (every module of a page
 * comes through the loader, so no `error` listener of its own is needed). A module's own lazy part (the
 * presenter image's checks) calls the same guard when its `import()` fails.
 */
import { startModule } from './_module.ts';
import { reloadAfterFailedLoad } from './_reload.ts';
import { MODULE_FAILED_ATTRIBUTE, MODULE_FAILED_EVENT } from '#shared/lib/page-modules.ts';

export function init(): void {
  let reloading = false;
  const failed = () => {
    if (!reloading) reloading = reloadAfterFailedLoad();
  };
  document.addEventListener(MODULE_FAILED_EVENT, failed);
  if (document.documentElement.hasAttribute(MODULE_FAILED_ATTRIBUTE)) failed();
}

startModule('reload-guard', init);
