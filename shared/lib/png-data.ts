/**
 * Decodes a PNG's image data far enough to know that every decoder can read it (issue #23 item 2):
 * the header's fields form a combination the PNG specification allows, the palette is where and
 * what it must be, the declared size is within the caller's pixel budget (checked BEFORE anything
 * is inflated), and the concatenated IDAT data inflates (strictly, bounded: ./inflate.ts) to
 * exactly the bytes the header announces: for each row (of each Adam7 pass when interlaced) a
 * filter byte 0-4 followed by the row's bytes. Unfiltering is not needed to know this: any bytes
 * after a valid filter byte are valid pixels.
 *
 * Runs after `walkPng` (image-check.ts) has checked the chunk structure and every CRC.
 */
import { inflateZlibExactly } from './inflate';
import type { InflateProgress } from './inflate';

const u32 = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) * 0x1000000 + (((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));

/** Colour type -> [channels, allowed bit depths] (PNG specification, table 11.1). */
const COLOUR_TYPES: Readonly<Record<number, readonly [number, readonly number[]]>> = {
  0: [1, [1, 2, 4, 8, 16]], // greyscale
  2: [3, [8, 16]], // truecolour
  3: [1, [1, 2, 4, 8]], // indexed
  4: [2, [8, 16]], // greyscale with alpha
  6: [4, [8, 16]], // truecolour with alpha
};

/** Adam7 passes: first column, first row, column step, row step. */
const ADAM7: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

const PNG_PLTE = 0x504c5445;
const PNG_IDAT = 0x49444154;
const PNG_IEND = 0x49454e44;

/** The header fields after width and height, or null when their combination is not allowed. */
function pngHeaderFormat(bytes: Uint8Array): { bitsPerPixel: number; colourType: number; interlaced: boolean } | null {
  const bitDepth = bytes[24] ?? 0;
  const colourType = bytes[25] ?? 0;
  const kind = COLOUR_TYPES[colourType];
  if (!kind || !kind[1].includes(bitDepth)) return null;
  if (bytes[26] !== 0 || bytes[27] !== 0) return null; // compression and filter method: only 0 exists
  const interlace = bytes[28];
  if (interlace !== 0 && interlace !== 1) return null;
  return { bitsPerPixel: kind[0] * bitDepth, colourType, interlaced: interlace === 1 };
}

/**
 * The rows of (filter byte + row bytes) the image data must hold, as [row length, rows] pairs:
 * one pair, or one per non-empty Adam7 pass.
 */
function rowLayout(width: number, height: number, bitsPerPixel: number, interlaced: boolean): [number, number][] {
  const rowLength = (columns: number) => 1 + Math.ceil((columns * bitsPerPixel) / 8);
  if (!interlaced) return [[rowLength(width), height]];
  const passes: [number, number][] = [];
  for (const [x0, y0, dx, dy] of ADAM7) {
    const columns = width > x0 ? Math.ceil((width - x0) / dx) : 0;
    const rows = height > y0 ? Math.ceil((height - y0) / dy) : 0;
    if (columns > 0 && rows > 0) passes.push([rowLength(columns), rows]);
  }
  return passes;
}

/**
 * True when the PNG `bytes` (already walked by `walkPng`) decodes completely; false for a header
 * combination PNG does not allow, a misplaced or malformed palette, more than `maxPixels` pixels
 * (refused before inflating), or image data that is not exactly the rows the header announces.
 * `progress`, when given, is set to where inflating stopped (tests read it).
 */
export function pngDataDecodes(bytes: Uint8Array, maxPixels: number, progress?: InflateProgress): boolean {
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  const format = pngHeaderFormat(bytes);
  if (!format || width * height > maxPixels) return false;
  const layout = rowLayout(width, height, format.bitsPerPixel, format.interlaced);
  const expected = layout.reduce((sum, [length, rows]) => sum + length * rows, 0);

  // The chunks again (walkPng checked lengths, CRCs and order): the palette, and the IDAT data.
  const parts: Uint8Array[] = [];
  let palettes = 0;
  let at = 33;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const type = u32(bytes, at + 4);
    if (type === PNG_IEND) break;
    if (type === PNG_IDAT) parts.push(bytes.subarray(at + 8, at + 8 + length));
    else if (type === PNG_PLTE) {
      palettes += 1;
      const entries = length / 3;
      // One palette, before the image data, of 1-256 whole entries; none in greyscale images.
      if (parts.length > 0 || palettes > 1 || !Number.isInteger(entries) || entries < 1 || entries > 256) return false;
      if (format.colourType === 0 || format.colourType === 4) return false;
      if (format.colourType === 3 && entries > 2 ** format.bitsPerPixel) return false;
    }
    at += 12 + length;
  }
  if (format.colourType === 3 && palettes === 0) return false;

  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const data = parts.length === 1 && parts[0] ? parts[0] : new Uint8Array(total);
  if (parts.length > 1) {
    let offset = 0;
    for (const part of parts) {
      data.set(part, offset);
      offset += part.length;
    }
  }
  const raw = inflateZlibExactly(data, expected, progress);
  if (!raw) return false;
  let row = 0;
  for (const [length, rows] of layout) {
    for (let n = 0; n < rows; n += 1, row += length) if ((raw[row] ?? 5) > 4) return false; // filter types 0-4
  }
  return true;
}
