/**
 * Test images built in code, for the tests of the image check in Node, in workerd and in the
 * browser: a complete, decodable PNG (1-bit greyscale, deflate "stored" blocks, so no zlib is
 * needed) and a complete, decodable JPEG (real tables and Huffman-coded scans, baseline or
 * progressive, optional padding segments). Product code never imports this module.
 */
import { crc32 } from './image-check';

const encoder = new TextEncoder();

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const u32be = (value: number) =>
  new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
const u16le = (value: number) => new Uint8Array([value & 0xff, (value >>> 8) & 0xff]);
const u16be = (value: number) => new Uint8Array([(value >>> 8) & 0xff, value & 0xff]);

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typeAndData = concat([encoder.encode(type), data]);
  return concat([u32be(data.length), typeAndData, u32be(crc32(typeAndData))]);
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** A zlib stream of `data` in uncompressed ("stored") deflate blocks. */
function zlibStored(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  let offset = 0;
  do {
    const block = data.subarray(offset, offset + 0xffff);
    offset += block.length;
    const final = offset >= data.length ? 1 : 0;
    parts.push(new Uint8Array([final]), u16le(block.length), u16le(~block.length & 0xffff), block);
  } while (offset < data.length);
  parts.push(u32be(adler32(data)));
  return concat(parts);
}

/**
 * A valid PNG of `width` x `height` (1-bit greyscale, stripes), optionally with a text chunk of
 * `padding` bytes to make the file as large as a test needs.
 */
export function buildPng(width: number, height: number, options: { padding?: number } = {}): Uint8Array<ArrayBuffer> {
  const ihdr = concat([u32be(width), u32be(height), new Uint8Array([1, 0, 0, 0, 0])]);
  const rowBytes = Math.ceil(width / 8);
  const raw = new Uint8Array(height * (rowBytes + 1));
  for (let row = 0; row < height; row += 1)
    raw.fill(row % 16 < 8 ? 0xff : 0x00, row * (rowBytes + 1) + 1, (row + 1) * (rowBytes + 1));
  const chunks = [pngChunk('IHDR', ihdr)];
  if (options.padding)
    chunks.push(pngChunk('tEXt', concat([encoder.encode('Comment\0'), new Uint8Array(options.padding).fill(0x41)])));
  chunks.push(pngChunk('IDAT', zlibStored(raw)), pngChunk('IEND', new Uint8Array()));
  return concat([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

/** Small, repeatable pseudo-random bytes (xorshift32), so a failing case can be replayed. */
export function pseudoRandomBytes(length: number, seed = 0x2323): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < length; index += 1) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out[index] = state & 0xff;
  }
  return out;
}

/** A PNG of the given header fields and raw (already compressed) IDAT data, every CRC correct. */
export function pngWithData(
  width: number,
  height: number,
  idat: Uint8Array,
  header: { bitDepth?: number; colourType?: number; interlace?: number } = {},
): Uint8Array<ArrayBuffer> {
  const ihdr = concat([
    u32be(width),
    u32be(height),
    new Uint8Array([header.bitDepth ?? 1, header.colourType ?? 0, 0, 0, header.interlace ?? 0]),
  ]);
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/** The raw rows of `buildPng`'s image: a filter byte 0 and ceil(width / 8) bytes per row. */
function stripeRows(width: number, rows: number): Uint8Array {
  const rowBytes = Math.ceil(width / 8);
  const raw = new Uint8Array(rows * (rowBytes + 1));
  for (let row = 0; row < rows; row += 1)
    raw.fill(row % 16 < 8 ? 0xff : 0x00, row * (rowBytes + 1) + 1, (row + 1) * (rowBytes + 1));
  return raw;
}

/**
 * PNGs whose chunk structure and CRCs are all correct but whose image no decoder reads (issue #23
 * item 2), each 515 x 286 unless said: image data of random bytes; the compressed data cut short;
 * data for 10 of the 286 rows; an invalid bit depth (3).
 */
export function undecodablePngs(
  width = 515,
  height = 286,
): Record<'randomData' | 'cutShort' | 'tenRows' | 'badBitDepth', Uint8Array<ArrayBuffer>> {
  const full = zlibStored(stripeRows(width, height));
  return {
    randomData: pngWithData(width, height, pseudoRandomBytes(full.length)),
    cutShort: pngWithData(width, height, full.subarray(0, Math.floor(full.length / 2))),
    tenRows: pngWithData(width, height, zlibStored(stripeRows(width, 10))),
    badBitDepth: pngWithData(width, height, full, { bitDepth: 3 }),
  };
}

/** A PNG declaring 100000 x 100000 px (10^10 pixels) with a few bytes of image data. */
export function pngBomb(): Uint8Array<ArrayBuffer> {
  return pngWithData(100_000, 100_000, zlibStored(stripeRows(100_000, 1)));
}

function jpegSegment(marker: number, data: Uint8Array): Uint8Array {
  return concat([new Uint8Array([0xff, marker]), u16be(data.length + 2), data]);
}

/** Writes Huffman codes MSB first, with JPEG's byte stuffing (FF -> FF 00) and 1-bit padding. */
class JpegBits {
  private readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  put(value: number, length: number) {
    for (let bit = length - 1; bit >= 0; bit -= 1) {
      this.current = (this.current << 1) | ((value >>> bit) & 1);
      this.count += 1;
      if (this.count === 8) {
        this.bytes.push(this.current);
        if (this.current === 0xff) this.bytes.push(0x00);
        this.current = 0;
        this.count = 0;
      }
    }
  }

  /** A DC difference: its category (code = category, every code 4 bits long) and its bits. */
  dc(diff: number) {
    const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
    this.put(category, 4);
    if (category > 0) this.put(diff > 0 ? diff : diff + (1 << category) - 1, category);
  }

  /** An end-of-band run of `blocks` blocks (EOBr: code r, then r bits), as long as needed. */
  eobRun(blocks: number) {
    for (let left = blocks; left > 0;) {
      const run = Math.min(left, 0x7fff);
      const r = Math.floor(Math.log2(run));
      this.put(r, 4);
      this.put(run - (1 << r), r);
      left -= run;
    }
  }

  end(): Uint8Array {
    while (this.count !== 0) this.put(1, 1);
    return new Uint8Array(this.bytes);
  }
}

/**
 * A real JPEG that decodes (every table defined, every block coded): SOI, a JFIF APP0, an APP1
 * whose data contains bytes that look like a frame header of another size (a parser that scans
 * instead of walking segments reads those), `padding` bytes in further APP segments, quantisation
 * tables, one DC and one AC Huffman table (all codes 4 bits long), the frame header (SOF0, or SOF2
 * when `progressive`; YCbCr 4:2:0) with the size, and the scans: one interleaved baseline scan of
 * DC values in stripes with each block ended at once, or for progressive a DC scan and one AC scan
 * per component made of a single end-of-band run. Then EOI.
 */
export function buildJpeg(
  width: number,
  height: number,
  options: { padding?: number; progressive?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const decoy = concat([
    encoder.encode('Exif\0\0'),
    new Uint8Array([0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x10]),
  ]);
  const parts: Uint8Array[] = [
    new Uint8Array([0xff, 0xd8]),
    jpegSegment(0xe0, concat([encoder.encode('JFIF\0'), new Uint8Array([1, 1, 0, 0, 1, 0, 1, 0, 0])])),
    jpegSegment(0xe1, decoy),
  ];
  let padding = options.padding ?? 0;
  while (padding > 0) {
    const size = Math.min(padding, 0xfffd);
    parts.push(jpegSegment(0xed, new Uint8Array(size).fill(0x20)));
    padding -= size;
  }
  const quant = new Uint8Array(64).fill(16);
  const counts = (codes: number) => {
    const lengths = new Uint8Array(16);
    lengths[3] = codes; // all 4 bits long
    return lengths;
  };
  const acSymbols = Array.from({ length: 15 }, (_, r) => r << 4); // EOB, EOB1..EOB14
  parts.push(
    jpegSegment(0xdb, concat([new Uint8Array([0]), quant, new Uint8Array([1]), quant])),
    jpegSegment(
      0xc4,
      concat([new Uint8Array([0x00]), counts(12), new Uint8Array(Array.from({ length: 12 }, (_, n) => n))]),
    ),
    jpegSegment(0xc4, concat([new Uint8Array([0x10]), counts(15), new Uint8Array(acSymbols)])),
  );
  const components = new Uint8Array([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  parts.push(
    jpegSegment(
      options.progressive ? 0xc2 : 0xc0,
      concat([new Uint8Array([8]), u16be(height), u16be(width), components]),
    ),
  );
  // Interleaved MCUs of 16 x 16 px: four luma blocks, one of each chroma.
  const mcusPerLine = Math.ceil(width / 16);
  const mcus = mcusPerLine * Math.ceil(height / 16);
  const bits = new JpegBits();
  let previousLuma = 0;
  for (let mcu = 0; mcu < mcus; mcu += 1) {
    for (let block = 0; block < 6; block += 1) {
      const luma = block < 4 ? (Math.floor(mcu / mcusPerLine) % 2 === 0 ? 40 : -40) : 0;
      bits.dc(block < 4 ? luma - previousLuma : 0);
      if (block < 4) previousLuma = luma;
      if (!options.progressive) bits.put(0, 4); // end of block
    }
  }
  const allComponents = new Uint8Array([3, 1, 0x00, 2, 0x00, 3, 0x00]);
  parts.push(
    jpegSegment(0xda, concat([allComponents, new Uint8Array(options.progressive ? [0, 0, 0] : [0, 63, 0])])),
    bits.end(),
  );
  if (options.progressive) {
    const lumaBlocks = Math.ceil(width / 8) * Math.ceil(height / 8);
    const chromaBlocks = Math.ceil(Math.ceil(width / 2) / 8) * Math.ceil(Math.ceil(height / 2) / 8);
    for (const [id, blocks] of [
      [1, lumaBlocks],
      [2, chromaBlocks],
      [3, chromaBlocks],
    ] as const) {
      const run = new JpegBits();
      run.eobRun(blocks);
      parts.push(jpegSegment(0xda, new Uint8Array([1, id, 0x00, 1, 63, 0])), run.end());
    }
  }
  parts.push(new Uint8Array([0xff, 0xd9]));
  return concat(parts);
}

/** Where the entropy-coded data of the first scan of `jpeg` starts (after its SOS header). */
function firstScanData(jpeg: Uint8Array): number {
  for (let at = 2; at + 3 < jpeg.length;) {
    const marker = jpeg[at + 1];
    const length = ((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0);
    if (marker === 0xda) return at + 2 + length;
    at += 2 + length;
  }
  throw new Error('no scan');
}

/**
 * JPEGs of 515 x 286 whose segment structure is correct but whose scan no decoder reads whole:
 * the scan cut in the middle (EOI right after), and its data replaced by random bytes without
 * markers.
 */
export function undecodableJpegs(): Record<'cutShort' | 'randomScan', Uint8Array<ArrayBuffer>> {
  const jpeg = buildJpeg(515, 286);
  const scan = firstScanData(jpeg);
  const scanLength = jpeg.length - 2 - scan;
  const noMarkers = pseudoRandomBytes(scanLength).map((byte) => (byte === 0xff ? 0xfe : byte));
  return {
    cutShort: concat([jpeg.subarray(0, scan + Math.floor(scanLength / 2)), new Uint8Array([0xff, 0xd9])]),
    randomScan: concat([jpeg.subarray(0, scan), noMarkers, new Uint8Array([0xff, 0xd9])]),
  };
}

/** `buildJpeg(515, 286)` with its frame header saying 65000 x 65000 px. */
export function jpegBomb(): Uint8Array<ArrayBuffer> {
  const jpeg = buildJpeg(515, 286);
  for (let at = 2; at + 3 < jpeg.length;) {
    const length = ((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0);
    if (jpeg[at + 1] === 0xc0) {
      jpeg.set([0xfd, 0xe8, 0xfd, 0xe8], at + 5); // height and width 65000
      return jpeg;
    }
    at += 2 + length;
  }
  throw new Error('no frame header');
}

/**
 * A photograph-like RGB PNG as a camera or editor exports it uncompressed (`width` x `height`,
 * 8 bits per channel): smooth colour gradients under grain of ±`grain` (repeatable), stored
 * without compression, so 515 x 286 weighs about 442 KB, like the uploads served as they came
 * on /presenters (issue #31).
 */
export function buildPhotoPng(width: number, height: number, grain = 48, seed = 0x3131): Uint8Array<ArrayBuffer> {
  const noise = pseudoRandomBytes(width * height * 3, seed);
  const rowBytes = width * 3 + 1;
  const raw = new Uint8Array(height * rowBytes);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const base = [(x * 255) / width, (y * 255) / height, ((x + y) * 127) / (width + height) + 64];
      for (let channel = 0; channel < 3; channel += 1) {
        const at = y * rowBytes + 1 + x * 3 + channel;
        const jitter = ((noise[(y * width + x) * 3 + channel]! / 255) * 2 - 1) * grain;
        raw[at] = Math.max(0, Math.min(255, Math.round(base[channel]! + jitter)));
      }
    }
  }
  return pngWithData(width, height, zlibStored(raw), { bitDepth: 8, colourType: 2 });
}
