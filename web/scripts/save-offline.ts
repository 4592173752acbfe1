/**
 * "Save for offline" (components/offline/save-offline.tsx): shows the server's hidden control where
 * the browser can keep pages, says whether the page is kept already, saves it with its images,
 * scripts and styles (_saved.ts) when pressed, and removes it. The service worker that answers
 * from the saved copy with no connection is registered on every page by the site's own module;
 * saving registers it too (the same address: nothing new when it is there), since the visitor has
 * asked to read offline, on a lite page as well. Every text is the page's own.
 */
import { formatFileSize } from '#shared/lib/dates.ts';
import { SERVICE_WORKER_PATH } from '#shared/lib/offline.ts';
import { pageLocale } from './_locale.ts';
import { canSaveOffline, removeSaved, SaveError, saveForOffline, savedItem } from './_saved.ts';

function setUp(root: HTMLElement) {
  const data = root.dataset;
  const path = data.path;
  const kind = data.kind === 'presentation' ? 'presentation' : 'article';
  const idle = root.querySelector<HTMLElement>('[data-part="idle"]');
  const saved = root.querySelector<HTMLElement>('[data-part="saved"]');
  const saveButton = root.querySelector<HTMLButtonElement>('[data-save]');
  const removeButton = root.querySelector<HTMLButtonElement>('[data-remove]');
  const label = root.querySelector<HTMLElement>('.save-offline-label');
  const error = root.querySelector<HTMLElement>('.save-offline-error');
  const size = root.querySelector<HTMLElement>('.save-offline-size');
  if (!path || !idle || !saved || !saveButton || !removeButton || !label || !error || !size) return;
  const idleLabel = label.textContent ?? '';

  const show = (state: 'idle' | 'saving' | 'saved', bytes = 0) => {
    data.state = state;
    idle.hidden = state === 'saved';
    saved.hidden = state !== 'saved';
    saveButton.disabled = state === 'saving';
    label.textContent = state === 'saving' ? (data.saving ?? idleLabel) : idleLabel;
    if (state === 'saved') size.textContent = (data.saved ?? '').replace('{size}', formatFileSize(bytes, pageLocale()));
  };

  saveButton.addEventListener('click', async () => {
    error.textContent = '';
    show('saving');
    try {
      await navigator.serviceWorker
        .register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' })
        .catch(() => {});
      const item = await saveForOffline({ path, kind, title: data.title });
      show('saved', item.bytes);
    } catch (failure) {
      const reason = failure instanceof SaveError ? failure.reason : 'other';
      const reasonText = data[`reason${reason[0]!.toUpperCase()}${reason.slice(1)}`] ?? '';
      show('idle');
      data.state = 'failed';
      error.textContent = (data.failed ?? '').replace('{reason}', reasonText);
    }
  });
  removeButton.addEventListener('click', async () => {
    await removeSaved(path);
    show('idle');
    saveButton.focus();
  });

  void savedItem(path).then((item) => {
    show(item ? 'saved' : 'idle', item?.bytes);
    root.hidden = false;
  });
}

if (canSaveOffline()) {
  for (const root of document.querySelectorAll<HTMLElement>('[data-save-offline]')) setUp(root);
}
