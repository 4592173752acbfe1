/**
 * The share menu's "Copy link" (components/share-menu.tsx): shown only where the browser can copy,
 * it puts the shared address on the clipboard and says "Copied to clipboard!" (the page's own
 * text, in the reader's language) for three seconds. A failure is silent (spec §8).
 */
const COPIED_FOR_MS = 3000;

if (navigator.clipboard?.writeText) {
  for (const item of document.querySelectorAll<HTMLElement>('.share-copy-item')) item.hidden = false;
  // Delegated: a menu rendered again by React (a page that still hydrates) keeps working.
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('.share-copy') : null;
    const status = button?.parentElement?.querySelector<HTMLElement>('.share-status');
    if (!button?.dataset.url || !status) return;
    navigator.clipboard.writeText(button.dataset.url).then(
      () => {
        status.textContent = button.dataset.copied ?? '';
        setTimeout(() => (status.textContent = ''), COPIED_FOR_MS);
      },
      () => undefined,
    );
  });
}
