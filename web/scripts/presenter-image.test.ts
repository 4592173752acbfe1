// The presenter image field's module checks a chosen file in the browser with the Worker's own
// check, decoding the whole image (issue #23 item 2): a file no decoder reads is refused with the
// message the server wrote into the page, and cleared so it is never sent; a decodable one is
// previewed and kept for the form.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildJpeg, buildPng, undecodableJpegs, undecodablePngs } from '#shared/lib/image-check.fixtures.ts';

/** The checks' module, as the page names it (here its source, which the test runner loads). */
const CHECKS = new URL('./image-check.ts', import.meta.url).pathname;
const CORRUPT = 'This image file is damaged, incomplete or has other data after the image.';

/** The field as features/account/image-field.tsx renders it (no stored image), in its form. */
async function mountField() {
  document.body.innerHTML = `
    <form method="post" enctype="multipart/form-data">
      <div data-image-field data-checks="${CHECKS}" data-too-large="This file is {size}; at most 800 KB." data-type="Choose a JPG or PNG image."
        data-dimensions="This image is {actualWidth} × {actualHeight} pixels." data-corrupt="${CORRUPT}"
        data-unreadable="Unreadable." data-preview-alt="Your profile image">
        <div data-image-preview><p>No image yet.</p></div>
        <input type="hidden" name="imageKey" value="">
        <input id="image-input" type="file" name="image" aria-describedby="image-hint">
        <p id="image-error" role="alert" hidden data-image-error></p>
      </div>
    </form>`;
  vi.resetModules();
  await import('./presenter-image.ts');
  return document.querySelector<HTMLInputElement>('#image-input') as HTMLInputElement;
}

function choose(input: HTMLInputElement, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const file = new File([bytes], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change'));
}

const error = () => document.querySelector<HTMLElement>('[data-image-error]') as HTMLElement;

describe('the presenter image field module', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('refuses, before anything is sent, PNGs and JPEGs whose image data no decoder reads', async () => {
    const files = { ...undecodablePngs(), jpegCutShort: undecodableJpegs().cutShort };
    for (const [name, bytes] of Object.entries(files)) {
      const input = await mountField();
      choose(input, bytes, name.startsWith('jpeg') ? 'photo.jpg' : 'photo.png');
      await vi.waitFor(() => expect(error().hidden, name).toBe(false));
      expect(error().textContent, name).toBe(CORRUPT);
      expect(input.getAttribute('aria-describedby')).toBe('image-hint image-error');
      expect(document.querySelector('img'), name).toBeNull();
    }
  });

  it('says what is wrong with the size, with the file’s own numbers', async () => {
    const input = await mountField();
    choose(input, buildPng(100, 100), 'small.png');
    await vi.waitFor(() => expect(error().textContent).toBe('This image is 100 × 100 pixels.'));
  });

  it('previews a decodable 515 x 286 PNG or JPEG and keeps it for the form', async () => {
    for (const [bytes, name] of [
      [buildPng(515, 286), 'photo.png'],
      [buildJpeg(515, 286, { progressive: true }), 'photo.jpg'],
    ] as const) {
      const input = await mountField();
      choose(input, bytes, name);
      await vi.waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\//));
      expect(error().hidden).toBe(true);
      expect(input.files?.[0]?.name).toBe(name);
    }
  });
});
