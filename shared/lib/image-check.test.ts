import { describe, expect, it } from 'vitest';
import { deflateSync, inflateSync } from 'node:zlib';
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
    // A progressive file: several scans, with a Huffman table between them.
    const sos = Buffer.from(jpeg).indexOf(Buffer.from([0xff, 0xda]));
    const dht = Buffer.from(jpeg).indexOf(Buffer.from([0xff, 0xc4]));
    const dhtEnd = dht + 2 + ((jpeg[dht + 2] ?? 0) << 8) + (jpeg[dht + 3] ?? 0);
    const secondScan = concat(jpeg.subarray(dht, dhtEnd), jpeg.subarray(sos, jpeg.length - 2));
    expect(checkImage(concat(jpeg.subarray(0, jpeg.length - 2), secondScan, jpeg.subarray(-2)))).toMatchObject({
      ok: true,
    });
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
    const started = performance.now();
    expect(checkImage(manyChunks)).toMatchObject({ ok: true });
    expect(checkImage(bigScan)).toMatchObject({ ok: true });
    expect(performance.now() - started).toBeLessThan(2000); // about 10 ms; a quadratic walk takes minutes
  });
});
