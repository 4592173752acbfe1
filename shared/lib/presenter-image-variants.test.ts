import { describe, expect, it } from 'vitest';
import { presenterImageSources, presenterVariantKey, variantOf } from './presenter-image-variants';

const key = 'presenters/uid123/0123456789abcdef0123456789abcdef.png';

describe('presenter image variants', () => {
  it('names each variant beside its upload, and reads the name back', () => {
    expect(presenterVariantKey(key, 320)).toBe(`${key}.w320.jpg`);
    expect(variantOf(`${key}.w515.jpg`)).toEqual({ key, width: 515 });
    expect(variantOf(key)).toBeNull();
    expect(variantOf(`${key}.w1030.jpg`)).toBeNull(); // a width not offered
    expect(variantOf('presenters/uid123/not-an-upload.w320.jpg')).toBeNull();
  });

  it('gives an upload’s address the variants as src and srcset, lite pages the narrow one', () => {
    expect(presenterImageSources(`/media/${key}`, false)).toEqual({
      src: `/media/${key}.w515.jpg`,
      srcSet: `/media/${key}.w320.jpg 320w, /media/${key}.w515.jpg 515w`,
    });
    expect(presenterImageSources(`/media/${key}`, true)).toEqual({
      src: `/media/${key}.w320.jpg`,
      srcSet: `/media/${key}.w320.jpg 320w`,
    });
  });

  it('leaves every other source to the image slots', () => {
    for (const source of [
      '/media/sample/presenter-1.svg',
      'https://content.example.org/presenters/x.png',
      `/media/${key}.w320.jpg`,
      `https://example.org/media/${key}`,
      'blob:https://example.org/1234',
    ]) {
      expect(presenterImageSources(source, false)).toBeNull();
    }
  });
});
