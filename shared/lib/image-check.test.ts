import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { deflateSync, inflateSync } from 'node:zlib';
import {
  checkImage,
  checkImageBlob,
  crc32,
  detectImageFormat,
  PROFILE_IMAGE_RULES,
  readJpegSize,
  readPngSize,
  walkJpeg,
  walkPng,
} from './image-check';
import {
  buildJpeg,
  buildPng,
  jpegBomb,
  pngBomb,
  pseudoRandomBytes,
  undecodableJpegs,
  undecodablePngs,
} from './image-check.fixtures';
import { jpegScansDecode } from './jpeg-scan';
import { pngDataDecodes } from './png-data';
import type { InflateProgress } from './inflate';

const KB = 1024;

const concat = (...parts: readonly Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const u16be = (value: number) => [(value >>> 8) & 0xff, value & 0xff];
const u32be = (value: number) => [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

/** One PNG chunk with its length and a correct CRC. */
function pngChunk(type: string, data: Uint8Array = new Uint8Array()): Uint8Array {
  const typeAndData = concat(new TextEncoder().encode(type), data);
  return concat(new Uint8Array(u32be(data.length)), typeAndData, new Uint8Array(u32be(crc32(typeAndData))));
}

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The chunks of a real 8-bit RGB PNG (a colour gradient), its IDAT deflated by zlib. */
function pngChunks(width: number, height: number): { ihdr: Uint8Array; idat: Uint8Array; iend: Uint8Array } {
  const rows = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set([x % 256, y % 256, 0x80], y * (1 + width * 3) + 1 + x * 3);
  }
  return {
    ihdr: pngChunk('IHDR', new Uint8Array([...u32be(width), ...u32be(height), 8, 2, 0, 0, 0])),
    idat: pngChunk('IDAT', deflateSync(rows)),
    iend: pngChunk('IEND'),
  };
}

function realPng(width = 515, height = 286): Uint8Array {
  const { ihdr, idat, iend } = pngChunks(width, height);
  return concat(PNG_SIGNATURE, ihdr, pngChunk('tEXt', new TextEncoder().encode('Comment\0a bird')), idat, iend);
}

/** Canonical Huffman codes (JPEG Annex C): `counts[i]` codes of length i + 1, given to `symbols` in order. */
function huffmanCodes(counts: readonly number[], symbols: readonly number[]) {
  const codes = new Map<number, { code: number; length: number }>();
  let code = 0;
  let next = 0;
  counts.forEach((count, index) => {
    for (let n = 0; n < count; n += 1) codes.set(symbols[next++] ?? -1, { code: code++, length: index + 1 });
    code <<= 1;
  });
  return codes;
}

/**
 * A real baseline JPEG (greyscale, 8 x 8 blocks of black and white in a checkerboard, DC
 * coefficients only), encoded here: DQT, SOF0, the standard DC Huffman table, a one-code AC table
 * (end of block), a restart interval of one row of blocks, and a scan whose large DC steps make
 * FF bytes (written as FF00) and whose intervals end with RST0-7 markers.
 */
function realJpeg(width = 515, height = 286): Uint8Array {
  const dcCounts = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
  const dcSymbols = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  const acCounts = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const dc = huffmanCodes(dcCounts, dcSymbols);
  const data: number[] = [];
  let bits = 0;
  let bitCount = 0;
  const put = (code: number, length: number) => {
    for (let bit = length - 1; bit >= 0; bit -= 1) {
      bits = (bits << 1) | ((code >>> bit) & 1);
      bitCount += 1;
      if (bitCount === 8) {
        data.push(bits);
        if (bits === 0xff) data.push(0x00); // byte stuffing
        bits = 0;
        bitCount = 0;
      }
    }
  };
  const flush = () => {
    while (bitCount !== 0) put(1, 1); // pad with 1 bits
  };
  const columns = Math.ceil(width / 8);
  const rows = Math.ceil(height / 8);
  for (let row = 0; row < rows; row += 1) {
    if (row > 0) {
      flush();
      data.push(0xff, 0xd0 + ((row - 1) % 8)); // RSTn; the DC prediction starts again at 0
    }
    let previous = 0;
    for (let column = 0; column < columns; column += 1) {
      const value = (row + column) % 2 === 0 ? 1016 : -1016; // pixel 255 or 1 (quantiser 1)
      const diff = value - previous;
      previous = value;
      const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      const huffman = dc.get(category);
      if (!huffman) throw new Error(`no DC code for ${category}`);
      put(huffman.code, huffman.length);
      if (category > 0) put(diff > 0 ? diff : diff + (1 << category) - 1, category);
      put(0, 1); // AC: end of block, the only code of its table
    }
  }
  flush();
  const segment = (marker: number, body: readonly number[]) => [0xff, marker, ...u16be(body.length + 2), ...body];
  return new Uint8Array([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...dcCounts, ...dcSymbols]),
    ...segment(0xc4, [0x10, ...acCounts, 0x00]),
    ...segment(0xdd, u16be(columns)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...data,
    0xff,
    0xd9,
  ]);
}

/** Where the scan data of `jpeg` starts (after the SOS header) and ends (at EOI). */
function scanDataOf(jpeg: Uint8Array): Uint8Array {
  const sos = Buffer.from(jpeg).indexOf(Buffer.from([0xff, 0xda]));
  return jpeg.subarray(sos + 2 + ((jpeg[sos + 2] ?? 0) << 8) + (jpeg[sos + 3] ?? 0), jpeg.length - 2);
}

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
    // Padding segments of up to 65,533 bytes cost 4 bytes of header each: 13 of them here.
    const exact = buildJpeg(515, 286, { padding: 800 * KB - buildJpeg(515, 286).length - 13 * 4 });
    expect(exact.length).toBe(800 * KB);
    expect(checkImage(exact)).toMatchObject({ ok: true });
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

describe('checkImage walks the whole structure (issue #12)', () => {
  const png = realPng();
  const jpeg = realJpeg();
  const refusal = (reason: string) => ({ ok: false, reason, size: expect.any(Number) });

  it('accepts a real 515 x 286 PNG (zlib IDAT, correct CRCs) and a real baseline JPEG', () => {
    expect(checkImage(png)).toEqual({
      ok: true,
      format: 'png',
      contentType: 'image/png',
      extension: 'png',
      width: 515,
      height: 286,
    });
    expect(checkImage(jpeg)).toEqual({
      ok: true,
      format: 'jpeg',
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 515,
      height: 286,
    });
  });

  it('refuses the 33-byte PNG (signature and IHDR, no image data) as corrupt', () => {
    const headerOnly = png.subarray(0, 33);
    expect(readPngSize(headerOnly)).toEqual({ width: 515, height: 286 });
    expect(checkImage(headerOnly)).toEqual(refusal('corrupt'));
    expect(checkImage(concat(headerOnly, pngChunk('IEND')))).toEqual(refusal('corrupt'));
  });

  it('refuses a PNG with HTML, or any byte, after IEND', () => {
    const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
    expect(checkImage(concat(png, html))).toEqual(refusal('corrupt'));
    expect(checkImage(concat(png, new Uint8Array([0])))).toEqual(refusal('corrupt'));
    expect(checkImage(concat(png, pngChunk('IEND')))).toEqual(refusal('corrupt'));
  });

  it('refuses a PNG with a bad CRC in a later chunk', () => {
    const { ihdr, idat, iend } = pngChunks(515, 286);
    const badData = idat.slice();
    badData[40] = (badData[40] ?? 0) ^ 0x01; // one bit of the image data, CRC unchanged
    expect(checkImage(concat(PNG_SIGNATURE, ihdr, badData, iend))).toEqual(refusal('corrupt'));
    const badEnd = iend.slice();
    badEnd[11] = (badEnd[11] ?? 0) ^ 0x01;
    expect(checkImage(concat(PNG_SIGNATURE, ihdr, idat, badEnd))).toEqual(refusal('corrupt'));
  });

  it('refuses a PNG without IDAT, with IDATs apart, with data in IEND or an unknown critical chunk', () => {
    const { ihdr, idat, iend } = pngChunks(515, 286);
    const text = pngChunk('tEXt', new TextEncoder().encode('Comment\0x'));
    expect(checkImage(concat(PNG_SIGNATURE, ihdr, text, iend))).toEqual(refusal('corrupt'));
    expect(checkImage(concat(PNG_SIGNATURE, ihdr, idat, text, idat, iend))).toEqual(refusal('corrupt'));
    expect(checkImage(concat(PNG_SIGNATURE, ihdr, idat, pngChunk('IEND', new Uint8Array([1]))))).toEqual(
      refusal('corrupt'),
    );
    expect(checkImage(concat(PNG_SIGNATURE, ihdr, pngChunk('HTML', text), idat, iend))).toEqual(refusal('corrupt'));
    expect(checkImage(concat(PNG_SIGNATURE, ihdr, ihdr, idat, iend))).toEqual(refusal('corrupt'));
    expect(checkImage(concat(PNG_SIGNATURE, ihdr, pngChunk('t3Xt'), idat, iend))).toEqual(refusal('corrupt'));
  });

  it('refuses a PNG truncated mid-chunk or before IEND', () => {
    expect(checkImage(png.subarray(0, 1000))).toEqual(refusal('corrupt')); // inside IDAT's data
    expect(checkImage(png.subarray(0, png.length - 12))).toEqual(refusal('corrupt')); // no IEND
    expect(checkImage(png.subarray(0, png.length - 6))).toEqual(refusal('corrupt')); // half an IEND
    expect(checkImage(png.subarray(0, 38))).toEqual(refusal('corrupt')); // half a chunk header
    expect(checkImage(png.subarray(0, 30))).toEqual(refusal('unreadable')); // no complete IHDR
    // A length that points past the end of the file.
    const long = png.slice();
    long.set(u32be(0x7fffffff), 33);
    expect(checkImage(long)).toEqual(refusal('corrupt'));
  });

  it('accepts a JPEG whose scan data holds stuffed FF00 bytes and RST markers', () => {
    const scan = Buffer.from(scanDataOf(jpeg));
    expect(scan.indexOf(Buffer.from([0xff, 0x00]))).toBeGreaterThanOrEqual(0);
    for (let n = 0; n < 8; n += 1) expect(scan.indexOf(Buffer.from([0xff, 0xd0 + n]))).toBeGreaterThanOrEqual(0);
    expect(checkImage(jpeg)).toMatchObject({ ok: true, width: 515, height: 286 });
    // A second scan of the same component: only a progressive frame may have one.
    const sos = Buffer.from(jpeg).indexOf(Buffer.from([0xff, 0xda]));
    const dht = Buffer.from(jpeg).indexOf(Buffer.from([0xff, 0xc4]));
    const dhtEnd = dht + 2 + ((jpeg[dht + 2] ?? 0) << 8) + (jpeg[dht + 3] ?? 0);
    const secondScan = concat(jpeg.subarray(dht, dhtEnd), jpeg.subarray(sos, jpeg.length - 2));
    expect(checkImage(concat(jpeg.subarray(0, jpeg.length - 2), secondScan, jpeg.subarray(-2)))).toEqual(
      refusal('corrupt'),
    );
  });

  it('refuses a JPEG without EOI', () => {
    expect(checkImage(jpeg.subarray(0, jpeg.length - 2))).toEqual(refusal('corrupt'));
    expect(checkImage(jpeg.subarray(0, jpeg.length - 1))).toEqual(refusal('corrupt')); // FF alone
    expect(checkImage(buildJpeg(515, 286).subarray(0, -2))).toEqual(refusal('corrupt'));
  });

  it('refuses a JPEG with bytes after EOI', () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(checkImage(concat(jpeg, html))).toEqual(refusal('corrupt'));
    expect(checkImage(concat(jpeg, new Uint8Array([0])))).toEqual(refusal('corrupt'));
    expect(checkImage(concat(jpeg, new Uint8Array([0xff, 0xd9])))).toEqual(refusal('corrupt'));
    expect(checkImage(concat(buildJpeg(515, 286), new Uint8Array(100)))).toEqual(refusal('corrupt'));
  });

  it('refuses a JPEG truncated mid-segment: corrupt after the frame header, unreadable before it', () => {
    const at = (bytes: number[]) => Buffer.from(jpeg).indexOf(Buffer.from(bytes));
    expect(checkImage(jpeg.subarray(0, at([0xff, 0xc4]) + 10))).toEqual(refusal('corrupt')); // inside DHT
    expect(checkImage(jpeg.subarray(0, at([0xff, 0xda]) + 6))).toEqual(refusal('corrupt')); // inside SOS
    expect(checkImage(jpeg.subarray(0, at([0xff, 0xda]) + 100))).toEqual(refusal('corrupt')); // inside scan data
    expect(checkImage(jpeg.subarray(0, at([0xff, 0xdb]) + 30))).toEqual(refusal('unreadable')); // inside DQT
  });

  it('refuses a JPEG without a scan, a second frame header or a scan before the frame', () => {
    const sos = Buffer.from(jpeg).indexOf(Buffer.from([0xff, 0xda]));
    const sof = Buffer.from(jpeg).indexOf(Buffer.from([0xff, 0xc0]));
    const frame = jpeg.subarray(sof, sof + 13);
    expect(checkImage(concat(jpeg.subarray(0, sos), new Uint8Array([0xff, 0xd9])))).toEqual(refusal('corrupt'));
    expect(checkImage(concat(jpeg.subarray(0, sos), frame, jpeg.subarray(sos)))).toEqual(refusal('corrupt'));
    const withoutFrame = concat(jpeg.subarray(0, sof), jpeg.subarray(sof + 13));
    expect(checkImage(withoutFrame)).toEqual(refusal('unreadable'));
  });

  it('walks 800 KB of the worst structures in linear time', () => {
    // 68,000 empty ancillary chunks; a scan made of 800 KB of stuffed FF bytes and restart markers.
    const { ihdr, idat, iend } = pngChunks(515, 286);
    const empty = pngChunk('tEXt');
    const count = Math.floor((800 * KB - 33 - idat.length - 12) / empty.length);
    const manyChunks = concat(PNG_SIGNATURE, ihdr, ...new Array<Uint8Array>(count).fill(empty), idat, iend);
    const sos = Buffer.from(jpeg).indexOf(Buffer.from([0xff, 0xda])) + 10;
    const stuffed = new Uint8Array(800 * KB - sos - 2).fill(0xff);
    for (let index = 1; index < stuffed.length; index += 2) stuffed[index] = index % 1000 === 1 ? 0xd0 : 0x00;
    const bigScan = concat(jpeg.subarray(0, sos), stuffed, new Uint8Array([0xff, 0xd9]));
    // (How long the walk takes is a figure for `npm run bench`, not a test: about 10 ms measured,
    // minutes for a quadratic walk, which the test's own timeout would end.)
    expect(checkImage(manyChunks)).toMatchObject({ ok: true });
    expect(checkImage(bigScan)).toEqual(refusal('corrupt')); // walked to its end, then not decodable
  });
});

/** Files written by real encoders (libjpeg-turbo's cjpeg, ImageMagick), 515 x 286 each. */
const FIXTURES = new URL('./fixtures/images/', import.meta.url);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(name, FIXTURES)));
const fixtureNames = readdirSync(FIXTURES).sort();

/** A PNG of 515 x 286 8-bit greyscale from `rows` (raw, filter bytes included), IHDR fields set. */
function greyPng(rows: Uint8Array, ihdr: { depth?: number; colour?: number; methods?: [number, number, number] } = {}) {
  const [compression, filter, interlace] = ihdr.methods ?? [0, 0, 0];
  const header = new Uint8Array([
    ...u32be(515),
    ...u32be(286),
    ihdr.depth ?? 8,
    ihdr.colour ?? 0,
    compression,
    filter,
    interlace,
  ]);
  return concat(PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND'));
}
const greyRows = (rows = 286, rowBytes = 515) => {
  const raw = new Uint8Array(rows * (1 + rowBytes));
  for (let row = 0; row < rows; row += 1) raw.fill(row % 256, row * (1 + rowBytes) + 1, (row + 1) * (1 + rowBytes));
  return raw;
};

/** Where the first scan's entropy-coded data of `jpeg` starts. */
function scanStart(jpeg: Uint8Array): number {
  const sos = Buffer.from(jpeg).indexOf(Buffer.from([0xff, 0xda]));
  return sos + 2 + (((jpeg[sos + 2] ?? 0) << 8) | (jpeg[sos + 3] ?? 0));
}

describe('checkImage decodes the whole image (issue #23 item 2)', () => {
  const refusal = (reason: string) => ({ ok: false, reason, size: expect.any(Number) });

  it('accepts what real encoders write: baseline, progressive, restarts, greyscale; interlaced, 16-bit, palette with tRNS', () => {
    expect(fixtureNames).toEqual([
      'baseline-420.jpg',
      'baseline-444.jpg',
      'deep16.png',
      'grey-restart.jpg',
      'grey2.png',
      'interlaced.png',
      'palette-trns.png',
      'progressive-restart.jpg',
      'rgba.png',
    ]);
    for (const name of fixtureNames)
      expect(checkImage(fixture(name)), name).toMatchObject({ ok: true, width: 515, height: 286 });
    expect(checkImage(buildJpeg(515, 286, { progressive: true }))).toMatchObject({ ok: true });
    // The image data split over many IDAT chunks, as libpng writes it.
    const { ihdr } = pngChunks(515, 286);
    const data = deflateSync(greyRows(286, 515 * 3));
    const parts = [];
    for (let at = 0; at < data.length; at += 1000) parts.push(pngChunk('IDAT', data.subarray(at, at + 1000)));
    expect(checkImage(concat(PNG_SIGNATURE, ihdr, ...parts, pngChunk('IEND')))).toMatchObject({ ok: true });
  });

  it("accepts the project's own PNG icons, checked at their size", () => {
    for (const [name, size] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['maskable-512.png', 512],
    ] as const) {
      const bytes = new Uint8Array(readFileSync(new URL(`../../web/public/icons/${name}`, import.meta.url)));
      expect(checkImage(bytes, { maxBytes: 1024 * KB, width: size, height: size }), name).toMatchObject({ ok: true });
    }
  });

  it('refuses the four PNGs the attack round had stored: random data, cut short, 10 of 286 rows, bit depth 3', () => {
    const pngs = undecodablePngs();
    expect(Object.keys(pngs)).toEqual(['randomData', 'cutShort', 'tenRows', 'badBitDepth']);
    for (const [name, bytes] of Object.entries(pngs)) {
      expect(walkPng(bytes), name).toEqual({ width: 515, height: 286 }); // every chunk and CRC is right
      expect(checkImage(bytes), name).toEqual(refusal('corrupt'));
    }
  });

  it('refuses image data that is not exactly the rows the header announces', () => {
    const rows = greyRows();
    expect(checkImage(greyPng(rows))).toMatchObject({ ok: true });
    expect(checkImage(greyPng(greyRows(287)))).toEqual(refusal('corrupt')); // a row too many
    expect(checkImage(greyPng(rows.subarray(0, -1)))).toEqual(refusal('corrupt')); // a byte short
    const badFilter = rows.slice();
    badFilter[100 * 516] = 5; // filter types are 0-4
    expect(checkImage(greyPng(badFilter))).toEqual(refusal('corrupt'));
    const interlacedHeader = greyPng(rows, { methods: [0, 0, 1] }); // Adam7 passes need other row counts
    expect(checkImage(interlacedHeader)).toEqual(refusal('corrupt'));
    // Bytes after the zlib stream inside IDAT, and a stream whose checksum is wrong.
    const { ihdr } = pngChunks(515, 286);
    const data = deflateSync(greyRows(286, 515 * 3));
    expect(
      checkImage(concat(PNG_SIGNATURE, ihdr, pngChunk('IDAT', concat(data, new Uint8Array([0]))), pngChunk('IEND'))),
    ).toEqual(refusal('corrupt'));
    const badSum = data.slice();
    badSum[badSum.length - 1] = (badSum[badSum.length - 1] ?? 0) ^ 1;
    expect(checkImage(concat(PNG_SIGNATURE, ihdr, pngChunk('IDAT', badSum), pngChunk('IEND')))).toEqual(
      refusal('corrupt'),
    );
  });

  it('refuses header fields PNG does not allow', () => {
    const rows = greyRows(286, 515 * 8);
    const cases: [string, Parameters<typeof greyPng>[1]][] = [
      ['bit depth 3', { depth: 3 }],
      ['bit depth 0', { depth: 0 }],
      ['16-bit palette', { depth: 16, colour: 3 }],
      ['4-bit truecolour', { depth: 4, colour: 2 }],
      ['1-bit with alpha', { depth: 1, colour: 6 }],
      ['colour type 5', { depth: 8, colour: 5 }],
      ['colour type 1', { depth: 8, colour: 1 }],
      ['compression method 1', { methods: [1, 0, 0] }],
      ['filter method 1', { methods: [0, 1, 0] }],
      ['interlace method 2', { methods: [0, 0, 2] }],
    ];
    for (const [name, ihdr] of cases) expect(checkImage(greyPng(rows, ihdr)), name).toEqual(refusal('corrupt'));
  });

  it('refuses a palette image without its palette, a palette after the data, or one in a greyscale image', () => {
    const palette = pngChunk('PLTE', new Uint8Array([0, 0, 0, 255, 255, 255]));
    const rows = greyRows();
    const parts = (bytes: Uint8Array) => ({
      head: bytes.subarray(0, 33),
      rest: bytes.subarray(33),
    });
    const indexed = parts(greyPng(rows, { colour: 3 }));
    expect(checkImage(concat(indexed.head, palette, indexed.rest))).toMatchObject({ ok: true });
    expect(checkImage(concat(indexed.head, indexed.rest))).toEqual(refusal('corrupt'));
    const iend = pngChunk('IEND');
    const withLatePalette = concat(indexed.head, indexed.rest.subarray(0, -iend.length), palette, iend);
    expect(checkImage(withLatePalette)).toEqual(refusal('corrupt'));
    const grey = parts(greyPng(rows));
    expect(checkImage(concat(grey.head, palette, grey.rest))).toEqual(refusal('corrupt'));
    const ragged = pngChunk('PLTE', new Uint8Array([0, 0, 0, 255]));
    expect(checkImage(concat(indexed.head, ragged, indexed.rest))).toEqual(refusal('corrupt'));
  });

  it('refuses a decompression bomb from its header, before inflating anything', () => {
    const png = pngBomb();
    const jpeg = jpegBomb();
    expect(checkImage(png)).toMatchObject({ ok: false, reason: 'dimensions', width: 100_000, height: 100_000 });
    expect(checkImage(jpeg)).toMatchObject({ ok: false, reason: 'dimensions', width: 65_000, height: 65_000 });
    // The decoders hold the same budget themselves: 10^10 pixels are refused, not allocated.
    expect(pngDataDecodes(png, 515 * 286)).toBe(false);
    expect(jpegScansDecode(jpeg, 515 * 286)).toBe(false);
    // A 515 x 286 header over 64 MB of zeros in 64 KB: inflating stops at the 147,576 bytes
    // expected, having read a few hundred bytes of the data (where it stopped, not how long it
    // took: issue #23, item 13).
    const bomb = greyPng(new Uint8Array(64 * 1024 * KB));
    expect(checkImage(bomb)).toEqual(refusal('corrupt'));
    const progress: InflateProgress = { read: 0, written: 0 };
    expect(pngDataDecodes(bomb, 515 * 286, progress)).toBe(false);
    expect(progress.written).toBeGreaterThan(147_576 - 258);
    expect(progress.written).toBeLessThanOrEqual(147_576);
    expect(progress.read).toBeLessThan(1024);
    expect(bomb.length).toBeGreaterThan(60 * KB);
  });

  it('refuses JPEG scans that are cut short or are not Huffman data of the frame', () => {
    for (const [name, bytes] of Object.entries(undecodableJpegs())) {
      expect(walkJpeg(bytes), name).toEqual({ width: 515, height: 286 });
      expect(checkImage(bytes), name).toEqual(refusal('corrupt'));
    }
    for (const name of fixtureNames.filter((file) => file.endsWith('.jpg'))) {
      const jpeg = fixture(name);
      const start = scanStart(jpeg);
      for (let step = 1; step <= 8; step += 1) {
        const cut = start + Math.floor(((jpeg.length - start) * step) / 9);
        const truncated = concat(jpeg.subarray(0, cut), new Uint8Array([0xff, 0xd9]));
        expect(checkImage(truncated), `${name} cut at ${cut}`).toEqual(refusal('corrupt'));
      }
      const random = concat(
        jpeg.subarray(0, start),
        pseudoRandomBytes(jpeg.length - 2 - start).map((byte) => (byte === 0xff ? 0 : byte)),
        new Uint8Array([0xff, 0xd9]),
      );
      expect(checkImage(random), `${name} random scan`).toEqual(refusal('corrupt'));
    }
  });

  it('refuses restart markers out of order, missing tables, and frames browsers do not decode', () => {
    const grey = fixture('grey-restart.jpg');
    const restart = Buffer.from(grey).indexOf(Buffer.from([0xff, 0xd0]), scanStart(grey));
    const renumbered = grey.slice();
    renumbered[restart + 1] = 0xd1;
    expect(checkImage(renumbered)).toEqual(refusal('corrupt'));
    const jpeg = fixture('baseline-420.jpg');
    const at = (marker: number) => Buffer.from(jpeg).indexOf(Buffer.from([0xff, marker]));
    const without = (marker: number) => {
      const start = at(marker);
      return concat(
        jpeg.subarray(0, start),
        jpeg.subarray(start + 2 + (((jpeg[start + 2] ?? 0) << 8) | (jpeg[start + 3] ?? 0))),
      );
    };
    expect(checkImage(without(0xc4))).toEqual(refusal('corrupt')); // no Huffman tables
    expect(checkImage(without(0xdb))).toEqual(refusal('corrupt')); // no quantisation tables
    for (const [name, offset, value] of [
      ['arithmetic coding (SOF9)', 1, 0xc9],
      ['lossless (SOF3)', 1, 0xc3],
      ['12-bit samples', 4, 12],
    ] as const) {
      const patched = jpeg.slice();
      patched[at(0xc0) + offset] = value;
      expect(checkImage(patched), name).toEqual(refusal('corrupt'));
    }
  });
});
