/**
 * "Saved on this device" (features/offline/saved-page.tsx): reads what the device keeps (the saved
 * index in Cache Storage, _saved.ts) and lists it from the page's `<template>` with the page's own
 * texts: each item with its kind, date and size, the bytes the saved pages share and the total,
 * and a Remove button per item (the keyboard then goes to the next item's button, or the title).
 * An item kept with its audio shows its page and audio apart; the audio kept in all is read
 * against the site's limit, in words and on the page's meter (issue #26).
 */
import { formatDate, formatFileSize } from '#shared/lib/dates.ts';
import type { SavedIndex, SavedItem } from '#shared/lib/offline.ts';
import { pageLocale } from './_locale.ts';
import { audioBytes, canSaveOffline, removeSaved, savedIndex, sharedBytes, totalBytes } from './_saved.ts';
import { requirePart, startModule } from './_module.ts';

function showState(root: HTMLElement, state: 'unsupported' | 'loading' | 'empty' | 'ready') {
  for (const part of root.querySelectorAll<HTMLElement>('[data-saved-state]')) {
    part.hidden = part.dataset.savedState !== state;
  }
}

function render(root: HTMLElement, itemTemplate: HTMLTemplateElement, items: HTMLUListElement, index: SavedIndex) {
  const locale = pageLocale();
  const text = (key: string, name: string, value: string) => (root.dataset[key] ?? '').replace(`{${name}}`, value);
  showState(root, index.items.length > 0 ? 'ready' : 'empty');
  items.replaceChildren(
    ...index.items.map((item, position) => {
      const row = itemTemplate.content.firstElementChild!.cloneNode(true) as HTMLElement;
      const link = row.querySelector<HTMLAnchorElement>('.saved-item-link')!;
      link.href = item.path;
      link.textContent = item.title;
      for (const badge of row.querySelectorAll<HTMLElement>('[data-kind]')) {
        if (badge.dataset.kind !== item.kind) badge.remove();
      }
      // French agrees the participle with the kind (« Présentation · enregistrée le … », issue #31).
      const savedOn = item.kind === 'presentation' ? 'savedOnPresentation' : 'savedOnArticle';
      row.querySelector('.saved-on')!.textContent = text(savedOn, 'date', formatDate(item.savedAt, locale));
      row.querySelector('.saved-size')!.textContent = formatFileSize(item.bytes, locale);
      const parts = row.querySelector<HTMLElement>('.saved-parts')!;
      if (item.audio) {
        const page = formatFileSize(item.bytes - item.audio.bytes, locale);
        const audio = formatFileSize(item.audio.bytes, locale);
        parts.textContent = `(${(root.dataset.parts ?? '').replace('{page}', page).replace('{audio}', audio)})`;
      } else {
        parts.remove();
      }
      const remove = row.querySelector<HTMLButtonElement>('[data-saved-remove]')!;
      remove.setAttribute('aria-label', text('removeLabel', 'title', item.title));
      remove.addEventListener('click', () => void removeItem(root, itemTemplate, items, item, position));
      return row;
    }),
  );
  root.querySelector('.saved-shared')!.textContent = text('shared', 'size', formatFileSize(sharedBytes(index), locale));
  root.querySelector('.saved-total')!.textContent = text('total', 'size', formatFileSize(totalBytes(index), locale));
  const audio = audioBytes(index);
  root.querySelector('.saved-audio')!.textContent = text('audio', 'used', formatFileSize(audio, locale));
  const meter = root.querySelector<HTMLMeterElement>('.saved-audio-meter');
  if (meter) meter.value = audio;
}

async function removeItem(
  root: HTMLElement,
  itemTemplate: HTMLTemplateElement,
  items: HTMLUListElement,
  item: SavedItem,
  position: number,
) {
  const index = await removeSaved(item.path);
  render(root, itemTemplate, items, index);
  root.querySelector('.saved-status')!.textContent = (root.dataset.removed ?? '').replace('{title}', item.title);
  const buttons = root.querySelectorAll<HTMLButtonElement>('[data-saved-remove]');
  (buttons[Math.min(position, buttons.length - 1)] ?? root.querySelector<HTMLElement>('h1'))?.focus();
}

/** Root: the page's section (features/offline/saved-page.tsx). */
export function init(page: HTMLElement): void {
  const template = requirePart<HTMLTemplateElement>(page, 'template[data-saved-item]');
  const list = requirePart<HTMLUListElement>(page, '.saved-list');
  if (canSaveOffline()) {
    showState(page, 'loading');
    void savedIndex().then((index) => render(page, template, list, index));
  } else {
    // Scripts run, but the browser has no service worker or Cache Storage.
    showState(page, 'unsupported');
  }
}

startModule('saved-page', init);
