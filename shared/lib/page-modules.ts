/**
 * When the pages' small scripts start (issue #31 item 6, decision 0041): after the page's first
 * screen, not before it. A page names each module it uses where its part is rendered
 * (`<PageScript>`, web/app/components/page-script.tsx) as an inert data block,
 * `<script type="text/x-page-module" data-src="/assets/js/….js">`, which the browser does not
 * fetch; this loader, the last element of every page, turns them into real module scripts (and the
 * first visit's stylesheet prefetches, PREFETCH_LATER_TYPE, into prefetch links) once the
 * page has loaded (its images in view fetched), its first paint has been shown (the
 * `first-contentful-paint` entry, which comes once it is on screen) and two frames have been drawn,
 * or after MODULES_LATEST_MS whatever the page has done (a hidden tab adds them at the load). So on a slow network no script competes with the
 * page's text, styles or largest image, and on a slow phone none runs before the first paint; the
 * page works as HTML until then, as it does without JavaScript.
 *
 * The modules are added in document order with `async = false`, each address once. A module that
 * fails to load is marked on `<html>` and told by an event (MODULE_FAILED_*), so the reload guard
 * (web/scripts/reload-guard.ts) sees it whether it ran before or after the failure. When all
 * have run (or failed), `<html data-modules="ready">` says so (the browser tests wait for it).
 *
 * Inline, allowed by the CSP by the hash of this very text (security-policy.ts; the test checks the
 * hash), like the speculation rules.
 */

/** The type of a module's data block: not a script type, so the browser neither fetches nor runs it. */
export const PAGE_MODULE_TYPE = 'text/x-page-module';

/**
 * The type of a prefetch's data block (`data-href`): the stylesheets a first visit got inlined,
 * fetched into the HTTP cache for the next page (decision 0022) once the loader starts, as
 * `<link rel="prefetch">`, instead of while the page itself still loads.
 */
export const PREFETCH_LATER_TYPE = 'text/x-prefetch';

/** The longest the modules wait for the page's load (a slow image must not keep them away). */
export const MODULES_LATEST_MS = 5000;

/**
 * A module that failed to load (usually a deploy replaced the file an old page names): `<html>`
 * gets this attribute and the document this event, which the reload guard (web/scripts/
 * reload-guard.ts) acts on whether it ran before or after the failure.
 */
export const MODULE_FAILED_ATTRIBUTE = 'data-module-failed';
export const MODULE_FAILED_EVENT = 'cta:module-failed';

/** The attribute `<html>` gets once every module has run or failed. */
export const MODULES_READY_ATTRIBUTE = 'data-modules';

export const PAGE_MODULES_LOADER_TEXT =
  '(()=>{const d=document;let added=false;' +
  'const add=()=>{if(added)return;added=true;const seen=new Set(),runs=[];' +
  `for(const block of d.querySelectorAll('script[type="${PAGE_MODULE_TYPE}"][data-src]')){` +
  'const src=block.dataset.src;if(seen.has(src))continue;seen.add(src);' +
  "const s=d.createElement('script');s.type='module';s.src=src;s.async=false;" +
  'runs.push(new Promise((done)=>{s.onload=done;' +
  `s.onerror=()=>{d.documentElement.setAttribute('${MODULE_FAILED_ATTRIBUTE}','');d.dispatchEvent(new Event('${MODULE_FAILED_EVENT}'));done()}}));` +
  'd.body.append(s)}' +
  `for(const block of d.querySelectorAll('script[type="${PREFETCH_LATER_TYPE}"][data-href]')){` +
  "const l=d.createElement('link');l.rel='prefetch';l.href=block.dataset.href;d.body.append(l)}" +
  `Promise.all(runs).then(()=>d.documentElement.setAttribute('${MODULES_READY_ATTRIBUTE}','ready'))};` +
  // Two frames after the load, once the first paint has been shown (its entry comes when it is).
  'const frames=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(add,0)));' +
  'const painted=(then)=>{const types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];' +
  "if(!types.includes('paint')||performance.getEntriesByName('first-contentful-paint').length)return then();" +
  "const o=new PerformanceObserver(()=>{o.disconnect();then()});o.observe({type:'paint'})};" +
  'const start=()=>d.hidden?add():painted(frames);' +
  "d.readyState==='complete'?start():addEventListener('load',start);" +
  `setTimeout(add,${MODULES_LATEST_MS})})()`;

/** The CSP source that allows that text (page-modules.test.ts checks it against the text). */
export const PAGE_MODULES_LOADER_HASH = "'sha256-Gd5wlRKDY+hts7NldT/rJVPiJ8eXYhFSOPs7QlU6YW8='";
