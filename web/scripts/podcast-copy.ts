/**
 * "Listen in a podcast app" (components/take-away.tsx, issue #35): where the browser can copy, a
 * Copy button puts the feed's address on the clipboard and says so in the page's words; without
 * it the address is a read-only field to select. A press on the field selects it whole.
 */
import { requirePart, startModule } from './_module.ts';

export function init(root: HTMLElement): void {
  const field = requirePart<HTMLInputElement>(root, '[data-podcast-address]');
  const button = requirePart<HTMLButtonElement>(root, '[data-podcast-copy]');
  const status = requirePart(root, '[data-podcast-status]');
  field.addEventListener('focus', () => field.select());
  if (!navigator.clipboard?.writeText) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    navigator.clipboard.writeText(field.value).then(
      () => (status.textContent = button.dataset.copied ?? ''),
      () => field.select(),
    );
  });
}

startModule('podcast-copy', init);
