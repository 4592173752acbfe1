/**
 * "Saved on this device" (features/offline/saved-page.tsx): reads what the device keeps (the saved
 * index in Cache Storage, _saved.ts) and lists it from the page's `<template>` with the page's own
 * texts: each item with its kind, date and size, the bytes the saved pages share and the total,
 * and a Remove button per item (the keyboard then goes to the next item's button, or the title).
 * An item kept with its audio or small video shows its page and those apart; the audio and video
 * kept in all are read against the site's limit, in words and on the page's meter (issues #26, #35).
 */
import { formatDate, formatFileSize } from '#shared/lib/dates.ts';
import type { SavedIndex, SavedItem } from '#shared/lib/offline.ts';
import { pageLocale } from './_locale.ts';
import { canSaveOffline, mediaBytes, removeSaved, savedIndex, sharedBytes, totalBytes } from './_saved.ts';
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
      const { audio, video } = item;
      if (audio || video) {
        const key = audio ? (video ? 'partsAudioVideo' : 'parts') : 'partsVideo';
        const page = item.bytes - (audio?.bytes ?? 0) - (video?.bytes ?? 0);
        const words = (root.dataset[key] ?? '')
          .replace('{page}', formatFileSize(page, locale))
          .replace('{audio}', formatFileSize(audio?.bytes ?? 0, locale))
          .replace('{video}', formatFileSize(video?.bytes ?? 0, locale));
        parts.textContent = `(${words})`;
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
  const media = mediaBytes(index);
  root.querySelector('.saved-audio')!.textContent = text('audio', 'used', formatFileSize(media, locale));
  const meter = root.querySelector<HTMLMeterElement>('.saved-audio-meter');
  if (meter) meter.value = media;
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
