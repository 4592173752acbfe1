/**
 * "Listen in a podcast app" (components/take-away.tsx, issue #35): where the browser can copy, a
 * Copy button puts the feed's address on the clipboard and says so in the page's words; without
 * it the address is a read-only field to select. A press on the field selects it whole.
 */
export function init(root: HTMLElement): void {
  const field = root.querySelector<HTMLInputElement>('[data-podcast-address]');
  const button = root.querySelector<HTMLButtonElement>('[data-podcast-copy]');
  const status = root.querySelector<HTMLElement>('[data-podcast-status]');
  if (!field || !button || !status) {
    console.warn('podcast-copy: a part is missing');
    return;
  }
  root.dataset.podcastCopyInit = '';
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

for (const root of document.querySelectorAll<HTMLElement>('[data-module="podcast-copy"]')) init(root);
