/**
 * "Save for offline" (components/offline/save-offline.tsx): shows the server's hidden control where
 * the browser can keep pages, says whether the page is kept already, saves it with its images,
 * scripts and styles (_saved.ts) when pressed, and removes it. The service worker that answers
 * from the saved copy with no connection is registered on every page by the site's own module;
 * saving registers it too (the same address: nothing new when it is there), since the visitor has
 * asked to read offline, on a lite page as well. Every text is the page's own.
 * A presentation's audio (issue #26) is kept with it when the box is ticked, within the limit;
 * when it is not kept the page is saved all the same and the control says why.
 */
import { formatFileSize } from '#shared/lib/dates.ts';
import { SERVICE_WORKER_PATH, type ToServiceWorker } from '#shared/lib/offline.ts';
import { pageLocale } from './_locale.ts';
import {
  audioBytes,
  canSaveOffline,
  removeSaved,
  SaveError,
  saveForOffline,
  savedIndex,
  savedItem,
  type AudioSkip,
} from './_saved.ts';
import { PartError, requirePart, startModule } from './_module.ts';

const capitalised = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** How long a save waits for the worker to keep the offline page before it says it is done. */
const KEEP_OFFLINE_WAIT_MS = 15_000;

/**
 * Asks the service worker to keep the offline page in the page's language (on a lite page or a
 * costly connection the worker kept none at install, issue #31) and waits for it, within a bound:
 * the saved page is there either way.
 */
async function keepOfflinePage(): Promise<void> {
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(resolve, KEEP_OFFLINE_WAIT_MS)),
  ]);
  const worker = registration?.active;
  if (!worker) return;
  const channel = new MessageChannel();
  // A combined page reads French, as the worker takes it.
  const message: ToServiceWorker = { type: 'keep-offline', language: pageLocale() === 'en' ? 'en' : 'fr' };
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, KEEP_OFFLINE_WAIT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** Root: the control (components/offline/save-offline.tsx), hidden until the browser can save. */
export function init(root: HTMLElement): void {
  if (!canSaveOffline()) return;
  const data = root.dataset;
  const path = data.path;
  if (!path) throw new PartError('save-offline: no data-path on its root');
  const kind = data.kind === 'presentation' ? 'presentation' : 'article';
  const idle = requirePart(root, '[data-part="idle"]');
  const saved = requirePart(root, '[data-part="saved"]');
  const saveButton = requirePart<HTMLButtonElement>(root, '[data-save]');
  const removeButton = requirePart<HTMLButtonElement>(root, '[data-remove]');
  const label = requirePart(root, '.save-offline-label');
  const error = requirePart(root, '.save-offline-error');
  const size = requirePart(root, '.save-offline-size');
  // Only a presentation with its audio offers to keep it.
  const keepAudio = root.querySelector<HTMLInputElement>('[data-save-audio]');
  const audioNote = root.querySelector<HTMLElement>('.save-offline-audio-note');
  const idleLabel = label.textContent ?? '';
  const audioBytesSaid = Number(data.audioBytes);
  const audio =
    data.audioPath && Number.isSafeInteger(audioBytesSaid) && audioBytesSaid > 0
      ? { path: data.audioPath, bytes: audioBytesSaid }
      : undefined;

  const show = (state: 'idle' | 'saving' | 'saved', bytes = 0, withAudio = false) => {
    data.state = state;
    idle.hidden = state === 'saved';
    saved.hidden = state !== 'saved';
    saveButton.disabled = state === 'saving';
    if (keepAudio) keepAudio.disabled = state === 'saving';
    label.textContent = state === 'saving' ? (data.saving ?? idleLabel) : idleLabel;
    if (audioNote && state !== 'saved') audioNote.textContent = '';
    if (state === 'saved') {
      const text = withAudio ? (data.savedAudio ?? data.saved) : data.saved;
      size.textContent = (text ?? '').replace('{size}', formatFileSize(bytes, pageLocale()));
    }
  };

  /** Says why the audio was not kept (the page was). */
  const sayAudioSkipped = async (reason: AudioSkip) => {
    if (!audioNote) return;
    const used = formatFileSize(audioBytes(await savedIndex()), pageLocale());
    const reasonText = (data[`audioReason${capitalised(reason)}`] ?? '').replace('{used}', used);
    audioNote.textContent = (data.audioSkipped ?? '').replace('{reason}', reasonText);
  };

  saveButton.addEventListener('click', async () => {
    error.textContent = '';
    show('saving');
    try {
      await navigator.serviceWorker
        .register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' })
        .catch(() => {});
      const wanted = audio && keepAudio?.checked !== false ? audio : undefined;
      const { item, audioSkipped } = await saveForOffline({
        path,
        kind,
        title: data.title,
        ...(wanted ? { audio: wanted } : {}),
      });
      await keepOfflinePage();
      show('saved', item.bytes, item.audio !== undefined);
      if (audioSkipped) await sayAudioSkipped(audioSkipped);
    } catch (failure) {
      const reason = failure instanceof SaveError ? failure.reason : 'other';
      const reasonText = data[`reason${capitalised(reason)}`] ?? '';
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
    show(item ? 'saved' : 'idle', item?.bytes, item?.audio !== undefined);
    root.hidden = false;
  });
}

startModule('save-offline', init);
