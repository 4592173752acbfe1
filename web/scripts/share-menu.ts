/**
 * The share menu's "Copy link" (components/share-menu.tsx, its root the menu): shown only where the
 * browser can copy, it puts the shared address on the clipboard and says "Copied to clipboard!"
 * (the page's own text, in the reader's language) for three seconds. A failure is silent (spec §8).
 */
import { requirePart, startModule } from './_module.ts';

const COPIED_FOR_MS = 3000;

export function init(menu: HTMLElement): void {
  const item = requirePart(menu, '.share-copy-item');
  const button = requirePart<HTMLButtonElement>(menu, '.share-copy');
  const status = requirePart(menu, '.share-status');
  if (!navigator.clipboard?.writeText) return;
  item.hidden = false;
  button.addEventListener('click', () => {
    if (!button.dataset.url) return;
    navigator.clipboard.writeText(button.dataset.url).then(
      () => {
        status.textContent = button.dataset.copied ?? '';
        setTimeout(() => (status.textContent = ''), COPIED_FOR_MS);
      },
      () => undefined,
    );
  });
}

startModule('share-menu', init);
