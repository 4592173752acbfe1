/**
 * The listings' sort and filter form (components/listing/listing-controls.tsx, its root) on pages
 * without React: choosing in a select applies it at once, as pressing Apply does (the same GET
 * form, so the same address and results). Apply stays for keyboards and for when this script is
 * missing.
 */
import { startModule } from './_module.ts';

export function init(root: HTMLElement): void {
  if (!(root instanceof HTMLFormElement)) throw new TypeError('listing-controls: its root is not a form');
  const form = root;
  form.addEventListener('change', (event) => {
    if (!(event.target instanceof HTMLSelectElement)) return;
    // Through the submit event, so the progress bar (and anything else listening) sees it; an old
    // browser without requestSubmit (Safari before 16) sends the form as it is.
    if (typeof form.requestSubmit === 'function') form.requestSubmit();
    else form.submit();
  });
  // Back to a page kept whole by the browser (bfcache): its selects show the listing it shows.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) form.reset();
  });
}

startModule('listing-controls', init);
