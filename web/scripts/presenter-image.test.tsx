// The presenter image field's module checks a chosen file in the browser with the Worker's own
// check, decoding the whole image (issue #23 item 2): a file no decoder reads is refused with the
// message the server wrote into the page, and cleared so it is never sent; a decodable one is
// previewed and kept for the form.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildJpeg, buildPng, undecodableJpegs, undecodablePngs } from '#shared/lib/image-check.fixtures.ts';
import { serverT } from '#shared/i18n/server-i18n.ts';
import { ImageField } from '../app/features/account/image-field';
import { renderThenRun } from '../app/test/render-html';

const t = serverT('en', 'account');

/** The field as ImageField renders it (no stored image), in its form, then its module. */
async function mountField() {
  await renderThenRun(
    <form method="post" encType="multipart/form-data">
      <ImageField currentUrl={null} currentKey={null} />
    </form>,
    'presenter-image',
    { path: '/profile/presenter' },
  );
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
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
      expect(error().textContent, name).toBe(t('image.corrupt'));
      expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error().id);
      expect(document.querySelector('img'), name).toBeNull();
    }
  });

  it('says what is wrong with the size, with the file’s own numbers', async () => {
    const input = await mountField();
    choose(input, buildPng(100, 100), 'small.png');
    await vi.waitFor(() =>
      expect(error().textContent).toMatch(/^This image is 100 × 100 pixels; it must be exactly 515 × 286/),
    );
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
