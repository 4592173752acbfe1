/**
 * The listings' sort and filter forms (components/listing/listing-controls.tsx) on pages without
 * React: choosing in a select applies it at once, as pressing Apply does (the same GET form, so
 * the same address and results). Apply stays for keyboards and for when this script is missing.
 */
document.addEventListener('change', (event) => {
  const select = event.target instanceof HTMLSelectElement ? event.target : null;
  const form = select?.form;
  if (!form || !form.hasAttribute('data-listing-controls')) return;
  // Through the submit event, so the progress bar (and anything else listening) sees it; an old
  // browser without requestSubmit (Safari before 16) sends the form as it is.
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.submit();
});

// Back to a page kept whole by the browser (bfcache): its selects show the listing it shows.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-listing-controls]')) form.reset();
});

export {};
