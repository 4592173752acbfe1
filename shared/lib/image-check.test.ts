import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import {
  checkImage,
  checkImageBlob,
  crc32,
  detectImageFormat,
  PROFILE_IMAGE_RULES,
  readJpegSize,
  readPngSize,
} from './image-check';
import { buildJpeg, buildPng } from './image-check.fixtures';

const KB = 1024;

describe('detectImageFormat', () => {
  it('knows PNG and JPEG by their signatures only', () => {
    expect(detectImageFormat(buildPng(2, 2))).toBe('png');
    expect(detectImageFormat(buildJpeg(2, 2))).toBe('jpeg');
    expect(detectImageFormat(new TextEncoder().encode('GIF89a......'))).toBeNull();
    expect(detectImageFormat(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageFormat(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectImageFormat(new Uint8Array())).toBeNull();
  });
});

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('readPngSize', () => {
  it('reads the size from IHDR', () => {
    expect(readPngSize(buildPng(515, 286))).toEqual({ width: 515, height: 286 });
  });

  it('builds fixtures that are real PNGs (the image data inflates to the rows IHDR announces)', () => {
    const png = buildPng(515, 286);
    const view = new DataView(png.buffer);
    let at = 8;
    let idat = new Uint8Array();
    while (at < png.length) {
      const length = view.getUint32(at);
      const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
      const data = png.subarray(at + 8, at + 8 + length);
      expect(view.getUint32(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
      if (type === 'IDAT') idat = data;
      at += 12 + length;
    }
    expect(inflateSync(idat).length).toBe(286 * (1 + Math.ceil(515 / 8)));
  });

  it('refuses a truncated header, a wrong first chunk and a bad CRC', () => {
    const png = buildPng(515, 286);
    expect(readPngSize(png.subarray(0, 30))).toBeNull();
    const renamed = png.slice();
    renamed[12] = 0x69; // "iHDR"
    expect(readPngSize(renamed)).toBeNull();
    const corrupt = png.slice();
    corrupt[18] = (corrupt[18] ?? 0) ^ 0xff; // width changed, CRC not
    expect(readPngSize(corrupt)).toBeNull();
  });
});

describe('readJpegSize', () => {
  it('reads the size from a baseline or progressive frame header', () => {
    expect(readJpegSize(buildJpeg(515, 286))).toEqual({ width: 515, height: 286 });
    expect(readJpegSize(buildJpeg(800, 600, { progressive: true }))).toEqual({ width: 800, height: 600 });
  });

  it('walks the segments, so a marker-like byte run inside EXIF data is not taken for the frame', () => {
    // The fixture's APP1 holds FF C0 ... 16 x 16 before the real frame header.
    expect(readJpegSize(buildJpeg(515, 286, { padding: 70 * KB }))).toEqual({ width: 515, height: 286 });
  });

  it('refuses files that end early or break the segment structure', () => {
    const jpeg = buildJpeg(515, 286);
    expect(readJpegSize(jpeg.subarray(0, 30))).toBeNull();
    expect(readJpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    const broken = jpeg.slice();
    broken[20] = 0x12; // the byte where the second segment's FF marker prefix should be
    expect(readJpegSize(broken)).toBeNull();
    expect(readJpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01]))).toBeNull();
  });
});

describe('checkImage (the same function in the browser and the Worker)', () => {
  it('accepts a 515 x 286 PNG or JPEG and says how to store it', () => {
    expect(checkImage(buildPng(515, 286))).toEqual({
      ok: true,
      format: 'png',
      contentType: 'image/png',
      extension: 'png',
      width: 515,
      height: 286,
    });
    expect(checkImage(buildJpeg(515, 286))).toMatchObject({
      ok: true,
      format: 'jpeg',
      contentType: 'image/jpeg',
      extension: 'jpg',
    });
  });

  it('refuses other dimensions with the ones it found', () => {
    expect(checkImage(buildPng(516, 286))).toEqual({
      ok: false,
      reason: 'dimensions',
      size: expect.any(Number),
      width: 516,
      height: 286,
    });
    expect(checkImage(buildJpeg(286, 515))).toMatchObject({ ok: false, reason: 'dimensions', width: 286, height: 515 });
  });

  it('refuses files over 800 KB before looking further, and accepts exactly 800 KB', () => {
    const padded = new Uint8Array(800 * KB);
    padded.set(buildJpeg(515, 286, { padding: 790 * KB }));
    // Trailing bytes after EOI are harmless; the file is exactly at the limit.
    expect(checkImage(padded)).toMatchObject({ ok: true });
    const over = new Uint8Array(800 * KB + 1);
    over.set(buildPng(515, 286));
    expect(checkImage(over)).toEqual({ ok: false, reason: 'tooLarge', size: 800 * KB + 1 });
    expect(PROFILE_IMAGE_RULES.maxBytes).toBe(800 * KB);
  });

  it('refuses other formats, empty files and unreadable headers', () => {
    expect(checkImage(new TextEncoder().encode('GIF89a'))).toMatchObject({ ok: false, reason: 'type' });
    expect(checkImage(new Uint8Array())).toMatchObject({ ok: false, reason: 'empty' });
    expect(checkImage(buildPng(515, 286).subarray(0, 20))).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('checks a Blob from its size first, without reading an oversized one', async () => {
    let read = false;
    const huge = { size: 5_000_000, arrayBuffer: () => ((read = true), Promise.resolve(new ArrayBuffer(0))) };
    expect(await checkImageBlob(huge)).toEqual({ ok: false, reason: 'tooLarge', size: 5_000_000 });
    expect(read).toBe(false);
    expect(await checkImageBlob(new Blob([buildPng(515, 286)]))).toMatchObject({ ok: true, format: 'png' });
  });
});
