/**
 * The presenter profile's image field (features/account/image-field.tsx), on top of its plain
 * form: a chosen file is checked from its bytes with the Worker's own function (image-check.ts,
 * loaded then from the address in the field's `data-checks`) before anything is sent (a refused
 * one is cleared, with the field's message in the reader's language), previewed
 * (a data: address: the CSP allows those for images, not blob:), and on save uploaded first
 * (POST /api/presenter-profile/image), its key put in the form and the file taken out, so the
 * form post stays small. Without this module the file simply goes with the form.
 */
import type { ImageCheck } from '#shared/lib/image-check.ts';
import type * as ImageChecks from './image-check.ts';
import { pageLocale } from './_locale.ts';
import { PartError, requirePart, startModule } from './_module.ts';
import { reloadAfterFailedLoad } from './_reload.ts';

/** The checks (image-check.ts), loaded once a file is chosen from the address the page names. */
type Checks = typeof ImageChecks;
let checks: Promise<Checks> | undefined;
const loadChecks = (address: string) => (checks ??= import(/* @vite-ignore */ address) as Promise<Checks>);

function say(field: HTMLElement, input: HTMLInputElement, message: string | null): void {
  const error = field.querySelector<HTMLElement>('[data-image-error]');
  if (!error) return;
  error.textContent = message ?? '';
  error.hidden = message === null;
  if (message === null) {
    delete field.dataset.invalid;
    input.removeAttribute('aria-invalid');
  } else {
    field.dataset.invalid = 'true';
    input.setAttribute('aria-invalid', 'true');
  }
  const ids = new Set((input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean));
  if (message === null) ids.delete(error.id);
  else ids.add(error.id);
  input.setAttribute('aria-describedby', [...ids].join(' '));
}

function refusal(texts: DOMStringMap, check: Exclude<ImageCheck, { ok: true }>, { formatFileSize }: Checks): string {
  switch (check.reason) {
    case 'tooLarge':
      return (texts.tooLarge ?? '').replace('{size}', formatFileSize(check.size, pageLocale()));
    case 'type':
    case 'empty':
      return texts.type ?? '';
    case 'dimensions':
      return (texts.dimensions ?? '')
        .replace('{actualWidth}', String(check.width))
        .replace('{actualHeight}', String(check.height));
    case 'corrupt':
      return texts.corrupt ?? '';
    default:
      return texts.unreadable ?? '';
  }
}

function preview(field: HTMLElement, source: string): void {
  const slot = field.querySelector<HTMLElement>('[data-image-preview]');
  if (!slot) return;
  let image = slot.querySelector('img');
  if (!image) {
    image = document.createElement('img');
    image.className = 'image-preview';
    image.width = 515;
    image.height = 286;
    image.alt = field.dataset.previewAlt ?? '';
    image.dataset.testid = 'presenter-image-preview';
    slot.replaceChildren(image);
  }
  image.src = source;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/** Root: the field (features/account/image-field.tsx), inside the profile's form. */
export function init(field: HTMLElement): void {
  const input = requirePart<HTMLInputElement>(field, 'input[type="file"]');
  const form = input.form;
  if (!form) throw new PartError('presenter-image: its file input is in no form');
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (!file) return;
    void (async () => {
      let loaded: Checks;
      try {
        loaded = await loadChecks(field.dataset.checks ?? '');
      } catch {
        // The checks' file is gone (a deploy replaced it): the page, loaded again, names the new one.
        checks = undefined;
        if (!reloadAfterFailedLoad()) say(field, input, field.dataset.unreadable ?? '');
        input.value = '';
        return;
      }
      try {
        const check = await loaded.checkImageBlob(file);
        if (!check.ok) {
          say(field, input, refusal(field.dataset, check, loaded));
          input.value = ''; // a refused file is never sent
          return;
        }
        preview(field, await readAsDataUrl(file));
        say(field, input, null);
      } catch {
        say(field, input, field.dataset.unreadable ?? '');
        input.value = '';
      }
    })();
  });

  form.addEventListener('submit', (event) => {
    const file = input.files?.[0];
    if (!file || event.defaultPrevented) return;
    event.preventDefault();
    void (async () => {
      const body = new FormData();
      body.set('image', file);
      try {
        const response = await fetch('/api/presenter-profile/image', {
          method: 'POST',
          body,
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
        });
        const answer = (await response.json().catch(() => null)) as {
          imageKey?: string;
          error?: { message?: string };
        } | null;
        if (!response.ok || !answer?.imageKey) {
          say(field, input, answer?.error?.message || (field.dataset.unreadable ?? ''));
          return;
        }
        const key = form.elements.namedItem('imageKey');
        if (key instanceof HTMLInputElement) key.value = answer.imageKey;
        const remove = form.elements.namedItem('removeImage');
        if (remove instanceof HTMLInputElement) remove.checked = false;
        input.value = '';
      } catch {
        // No network: the file goes with the form, as without this module.
      }
      form.submit();
    })();
  });
}

startModule('presenter-image', init);
