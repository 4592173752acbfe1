import { describe, expect, it } from 'vitest';
import {
  IMAGE_QUALITY,
  IMAGE_SLOTS,
  LITE_IMAGE_QUALITY,
  resizedImageUrl,
  responsiveImage,
  type ImageSlot,
} from './image-url';

describe('resizedImageUrl', () => {
  it('puts the options before a root-relative source, without its leading slash', () => {
    expect(resizedImageUrl('/media/presenters/u1/abc.png', { width: 320, quality: 75 })).toBe(
      '/cdn-cgi/image/width=320,quality=75,format=auto/media/presenters/u1/abc.png',
    );
  });

  it('keeps an absolute source as it is (Cloudflare fetches it from its origin)', () => {
    expect(resizedImageUrl('https://content.example.org/media/a.jpg?v=2', { width: 640, quality: 45 })).toBe(
      '/cdn-cgi/image/width=640,quality=45,format=auto/https://content.example.org/media/a.jpg?v=2',
    );
  });

  it('refuses what cannot be resized: data, protocol-relative, other schemes, spaces, already resized', () => {
    for (const source of [
      'data:image/png;base64,AAAA',
      '//cdn.example.org/a.jpg',
      'javascript:alert(1)',
      'ftp://example.org/a.jpg',
      'media/a.jpg',
      '/media/a b.jpg',
      '/cdn-cgi/image/width=1/a.jpg',
      '',
    ])
      expect(resizedImageUrl(source, { width: 320, quality: 75 }), source).toBeNull();
  });
});

describe('responsiveImage', () => {
  it('without resizing: the plain source with the slot width and height, no srcset or sizes', () => {
    expect(responsiveImage('/media/a.jpg', 'card', { resizing: false, lite: false })).toEqual({
      src: '/media/a.jpg',
      width: 515,
      height: 286,
    });
    expect(responsiveImage('/media/a.jpg', 'card', { resizing: false, lite: true })).toEqual({
      src: '/media/a.jpg',
      width: 515,
      height: 286,
    });
  });

  it('with resizing: one srcset candidate per width, the slot sizes, src at the slot width', () => {
    const image = responsiveImage('https://c.example.org/m/a.jpg', 'card', { resizing: true, lite: false });
    expect(image.width).toBe(515);
    expect(image.height).toBe(286);
    expect(image.sizes).toBe(IMAGE_SLOTS.card.sizes);
    expect(image.src).toBe(
      `/cdn-cgi/image/width=515,quality=${IMAGE_QUALITY},format=auto/https://c.example.org/m/a.jpg`,
    );
    expect(image.srcSet?.split(', ')).toEqual(
      IMAGE_SLOTS.card.widths.map(
        (width) =>
          `/cdn-cgi/image/width=${width},quality=${IMAGE_QUALITY},format=auto/https://c.example.org/m/a.jpg ${width}w`,
      ),
    );
  });

  it("a group page's banner says the width its grid draws it at (a third from 600 px, 515 px from 1264)", () => {
    // presentations.css: .series-banner is 1fr 2fr from 600 px and 515px 1fr from 1264 px.
    const image = responsiveImage('/media/a.jpg', 'groupBanner', { resizing: true, lite: false });
    expect(image.sizes).toBe('(min-width: 1264px) 515px, (min-width: 600px) 33vw, calc(100vw - 32px)');
    expect(IMAGE_SLOTS.groupBanner.widths).toEqual(IMAGE_SLOTS.banner.widths);
  });

  it('lite: narrower widths (none above the slot at 1x) and a lower quality', () => {
    const full = responsiveImage('/media/a.jpg', 'card', { resizing: true, lite: false });
    const lite = responsiveImage('/media/a.jpg', 'card', { resizing: true, lite: true });
    const widthsOf = (srcSet = '') => [...srcSet.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
    expect(Math.max(...widthsOf(lite.srcSet))).toBeLessThan(Math.max(...widthsOf(full.srcSet)));
    expect(Math.max(...widthsOf(lite.srcSet))).toBeLessThanOrEqual(515);
    expect(lite.srcSet).toContain(`quality=${LITE_IMAGE_QUALITY},`);
    expect(lite.srcSet).not.toContain(`quality=${IMAGE_QUALITY},`);
    expect(lite.src).toBe(`/cdn-cgi/image/width=480,quality=${LITE_IMAGE_QUALITY},format=auto/media/a.jpg`);
    expect(lite.width).toBe(515);
  });

  it('falls back to the plain source when the address cannot be resized', () => {
    expect(responsiveImage('data:image/png;base64,AAAA', 'thumbnail', { resizing: true, lite: false })).toEqual({
      src: 'data:image/png;base64,AAAA',
      width: 96,
      height: 54,
    });
  });

  it('every slot: ascending widths, lite widths no wider than the full ones nor the 1x slot', () => {
    for (const [name, slot] of Object.entries(IMAGE_SLOTS) as [string, ImageSlot][]) {
      expect(
        [...slot.widths].sort((a, b) => a - b),
        name,
      ).toEqual(slot.widths);
      expect(
        [...slot.liteWidths].sort((a, b) => a - b),
        name,
      ).toEqual(slot.liteWidths);
      expect(Math.max(...slot.liteWidths), name).toBeLessThanOrEqual(Math.max(...slot.widths));
      expect(slot.width > 0 && slot.height > 0, name).toBe(true);
    }
  });
});
