/**
 * "Save for offline" (components/offline/save-offline.tsx): shows the server's hidden control where
 * the browser can keep pages, says whether the page is kept already, saves it with its images,
 * scripts and styles (_saved.ts) when pressed, and removes it. The service worker that answers
 * from the saved copy with no connection is registered on every page by the site's own module;
 * saving registers it too (the same address: nothing new when it is there), since the visitor has
 * asked to read offline, on a lite page as well. Every text is the page's own.
 * A presentation's audio (issue #26) is kept with it when its box is ticked, and its small video
 * (issue #35) when that box is, within the limit; what is not kept leaves the page saved all the
 * same, and the control says why.
 */
import { formatFileSize } from '#shared/lib/dates.ts';
import { SERVICE_WORKER_PATH, type ToServiceWorker } from '#shared/lib/offline.ts';
import { pageLocale } from './_locale.ts';
import {
  canSaveOffline,
  mediaBytes,
  removeSaved,
  SaveError,
  saveForOffline,
  savedIndex,
  savedItem,
  type MediaSkip,
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
  // Only a presentation with its audio, or its small video, offers to keep it.
  const keepAudio = root.querySelector<HTMLInputElement>('[data-save-audio]');
  const keepVideo = root.querySelector<HTMLInputElement>('[data-save-video]');
  const mediaNote = root.querySelector<HTMLElement>('.save-offline-audio-note');
  const idleLabel = label.textContent ?? '';
  const said = (path: string | undefined, bytes: string | undefined) => {
    const count = Number(bytes);
    return path && Number.isSafeInteger(count) && count > 0 ? { path, bytes: count } : undefined;
  };
  const audio = said(data.audioPath, data.audioBytes);
  const video = said(data.videoPath, data.videoBytes);

  const show = (state: 'idle' | 'saving' | 'saved', bytes = 0, kept: { audio?: unknown; video?: unknown } = {}) => {
    data.state = state;
    idle.hidden = state === 'saved';
    saved.hidden = state !== 'saved';
    saveButton.disabled = state === 'saving';
    for (const box of [keepAudio, keepVideo]) if (box) box.disabled = state === 'saving';
    label.textContent = state === 'saving' ? (data.saving ?? idleLabel) : idleLabel;
    if (mediaNote && state !== 'saved') mediaNote.textContent = '';
    if (state === 'saved') {
      const text = kept.audio
        ? kept.video
          ? data.savedAudioVideo
          : data.savedAudio
        : kept.video
          ? data.savedVideo
          : undefined;
      size.textContent = (text ?? data.saved ?? '').replace('{size}', formatFileSize(bytes, pageLocale()));
    }
  };

  /** Says why the audio or the small video was not kept (the page was). */
  const sayMediaSkipped = async (skipped: { audio?: MediaSkip | undefined; video?: MediaSkip | undefined }) => {
    if (!mediaNote) return;
    const used = formatFileSize(mediaBytes(await savedIndex()), pageLocale());
    const sentences = (['audio', 'video'] as const).flatMap((kind) => {
      const reason = skipped[kind];
      if (!reason) return [];
      const reasonText = (data[`${kind}Reason${capitalised(reason)}`] ?? '').replace('{used}', used);
      return [(data[`${kind}Skipped`] ?? '').replace('{reason}', reasonText)];
    });
    mediaNote.textContent = sentences.join(' ');
  };

  saveButton.addEventListener('click', async () => {
    error.textContent = '';
    show('saving');
    try {
      await navigator.serviceWorker
        .register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' })
        .catch(() => {});
      // The audio unless its box is unticked; the small video only when its box is ticked.
      const wantedAudio = audio && keepAudio?.checked !== false ? audio : undefined;
      const wantedVideo = video && keepVideo?.checked ? video : undefined;
      const { item, audioSkipped, videoSkipped } = await saveForOffline({
        path,
        kind,
        title: data.title,
        ...(wantedAudio ? { audio: wantedAudio } : {}),
        ...(wantedVideo ? { video: wantedVideo } : {}),
      });
      await keepOfflinePage();
      show('saved', item.bytes, item);
      if (audioSkipped || videoSkipped) await sayMediaSkipped({ audio: audioSkipped, video: videoSkipped });
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
    show(item ? 'saved' : 'idle', item?.bytes, item);
    root.hidden = false;
  });
}

startModule('save-offline', init);
