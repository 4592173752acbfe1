// The presenter's image field checks a chosen file in the browser with the Worker's own check,
// decoding the whole image (issue #23 item 2): a file no decoder reads is refused with the spec's
// message before any upload, and a decodable one is handed to the form.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../test/render-route';
import { buildJpeg, buildPng, undecodableJpegs, undecodablePngs } from '#shared/lib/image-check.fixtures.ts';
import { ImageField, type ImageChoice } from './image-field';

function renderField(onChoice: (choice: ImageChoice) => void) {
  return renderRoutes(
    [
      {
        path: '/account/profile',
        Component: () => <ImageField currentUrl={null} choice={{ kind: 'keep' }} onChoice={onChoice} />,
      },
    ],
    '/account/profile',
  );
}

const choose = (bytes: Uint8Array<ArrayBuffer>, name: string) =>
  fireEvent.change(screen.getByTestId('presenter-image-input'), {
    target: { files: [new File([bytes], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' })] },
  });

describe('the presenter image field', () => {
  it('refuses, before any upload, PNGs and JPEGs whose image data no decoder reads', async () => {
    const files = { ...undecodablePngs(), jpegCutShort: undecodableJpegs().cutShort };
    for (const [name, bytes] of Object.entries(files)) {
      const onChoice = vi.fn();
      const view = renderField(onChoice);
      choose(bytes, name.startsWith('jpeg') ? 'photo.jpg' : 'photo.png');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent, name).toBe(
        'This image file is damaged, incomplete or has other data after the image. Save it again as JPG or PNG, or choose another file.',
      );
      expect(onChoice).toHaveBeenCalledWith({ kind: 'keep' });
      expect(onChoice).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'upload' }));
      view.unmount();
    }
  });

  it('hands a decodable 515 x 286 PNG or JPEG to the form', async () => {
    for (const [bytes, name] of [
      [buildPng(515, 286), 'photo.png'],
      [buildJpeg(515, 286, { progressive: true }), 'photo.jpg'],
    ] as const) {
      const onChoice = vi.fn();
      const view = renderField(onChoice);
      choose(bytes, name);
      await waitFor(() => expect(onChoice).toHaveBeenCalledWith(expect.objectContaining({ kind: 'upload' })));
      expect(screen.queryByRole('alert')).toBeNull();
      view.unmount();
    }
  });
});
