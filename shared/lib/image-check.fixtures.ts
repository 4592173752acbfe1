/**
 * Test images built in code, for the tests of the image check in Node, in workerd and in the
 * browser: a complete, decodable PNG (1-bit greyscale, deflate "stored" blocks, so no zlib is
 * needed) and JPEG files made of real segments (a frame header that gives the size, optional
 * padding segments). Product code never imports this module.
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

function jpegSegment(marker: number, data: Uint8Array): Uint8Array {
  return concat([new Uint8Array([0xff, marker]), u16be(data.length + 2), data]);
}

/**
 * A JPEG made of real segments: SOI, a JFIF APP0, an APP1 whose data contains bytes that look like
 * a frame header of another size (a parser that scans instead of walking segments reads those),
 * `padding` bytes in further APP segments, the frame header (SOF0, or SOF2 when `progressive`)
 * with the size, a scan header and EOI.
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
  const components = new Uint8Array([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  parts.push(
    jpegSegment(
      options.progressive ? 0xc2 : 0xc0,
      concat([new Uint8Array([8]), u16be(height), u16be(width), components]),
    ),
    jpegSegment(0xda, new Uint8Array([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0])),
    new Uint8Array([0x00, 0x00, 0xff, 0xd9]),
  );
  return concat(parts);
}
