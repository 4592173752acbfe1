/**
 * Checks an uploaded profile image from its bytes alone (spec §5: JPG or PNG, at most 800 KB,
 * exactly 515 x 286 px). The browser runs it before uploading and the Worker runs it again as the
 * authority, so both agree on every file. The file's name and declared type are never looked at:
 * the format comes from the signature and the size from the PNG IHDR or the JPEG SOF header.
 *
 * The whole container is walked, not just its first bytes (issue #12), in one linear pass over
 * views of the bytes (nothing is copied):
 * - PNG: the signature, then every chunk up to IEND. Each chunk must fit in the file, have a
 *   type of four letters and a correct CRC-32; IHDR comes first with length 13, there is at least
 *   one IDAT (all of them consecutive), no unknown critical chunk, and IEND (length 0) is the last
 *   byte of the file.
 * - JPEG: SOI, then every marker segment up to EOI. Segments with a length must fit in the file;
 *   TEM and RST0-7 stand alone; after each SOS the entropy-coded data is skipped up to the next
 *   marker (FF00 is a stuffed byte, FFD0-FFD7 restart markers, FF FF fill). There must be exactly
 *   one frame header (any SOF: baseline, extended, progressive, ...) giving the size, at least one
 *   scan, and EOI as the last two bytes of the file.
 * - Nothing may follow IEND or EOI, not even padding: trailing bytes are how a file becomes an
 *   image and something else at once (HTML, a ZIP, a phone's appended video), and an exactly
 *   515 x 286 image is an exported file that has none.
 * Then, once the size is exactly the one the rules ask for (so a decompression bomb declaring
 * 100000 x 100000 px is refused from its header, before anything is inflated), the image data is
 * decoded, because a well-formed container can still hold data no decoder reads (issue #23 item
 * 2: random bytes with valid CRCs, a cut-short stream, 10 rows of 286, an invalid bit depth):
 * - PNG (./png-data.ts): the IHDR combination, the palette, and the IDAT stream inflated with a
 *   bounded, strict inflater (./inflate.ts) to exactly one filter byte 0-4 plus the row's bytes
 *   for every row (of every Adam7 pass).
 * - JPEG (./jpeg-scan.ts): every table and every scan's Huffman-coded blocks, of baseline,
 *   extended or progressive 8-bit Huffman frames, with the restart markers in place.
 * Both are synchronous and allocate memory bounded by the rules' width x height; measured in Node
 * on a loaded 2-core machine, a typical 515 x 286 PNG or JPEG takes 0.5-3.5 ms, a 300 KB
 * quality-100 noise JPEG 25 ms (progressive 42 ms), and work grows linearly with the file, which
 * is at most 800 KB.
 *
 * Refusals: 'unreadable' when the walk fails before it has found the size (no valid IHDR, no
 * frame header before the first scan or EOI, a file that ends or breaks before it); 'corrupt'
 * when the size was found but the rest of the file is not a complete, well-formed, decodable
 * image (truncated, bad CRC, no image data, no end marker, bytes after it, image data that does
 * not decode).
 */
import { PROFILE_IMAGE } from '../constants/spec';
import { jpegScansDecode } from './jpeg-scan';
import { pngDataDecodes } from './png-data';

export type ImageFormat = 'jpeg' | 'png';

/** What the Worker stores for each format: content type and key extension. */
export const IMAGE_FORMATS: Readonly<Record<ImageFormat, { contentType: string; extension: string }>> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

/** The format the file's first bytes announce, or null for anything but JPEG and PNG. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309, as PNG chunks use it) of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  const table = crcTable;
  let crc = 0xffffffff;
  for (let index = 0; index < bytes.length; index += 1) {
    crc = (table[(crc ^ (bytes[index] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** What a walk through a file's structure found: its size, or why the file is refused. */
export type ImageWalk = { width: number; height: number } | 'unreadable' | 'corrupt';

/** Chunk types as big-endian numbers. */
const PNG_IHDR = 0x49484452;
const PNG_PLTE = 0x504c5445;
const PNG_IDAT = 0x49444154;
const PNG_IEND = 0x49454e44;
/** The largest chunk length PNG allows (2^31 - 1). */
const PNG_MAX_CHUNK = 0x7fffffff;

/**
 * Width and height from a PNG's first chunk, which must be a complete IHDR (length 13, the right
 * type and a matching CRC); null when it is not. Only the header: `walkPng` checks the rest.
 */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (!startsWith(bytes, PNG_SIGNATURE) || bytes.length < 33) return null;
  const isIhdr = u32(bytes, 8) === 13 && u32(bytes, 12) === PNG_IHDR;
  if (!isIhdr || crc32(bytes.subarray(12, 29)) !== u32(bytes, 29)) return null;
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  return width > 0 && height > 0 ? { width, height } : null;
}

const isLetter = (byte: number | undefined) =>
  byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a));

/**
 * Walks a PNG from its IHDR through every chunk to IEND (rules in the module comment), once, in
 * linear time: the only work per byte is the CRC. 'unreadable' when IHDR is not valid, 'corrupt'
 * for anything wrong after it.
 */
export function walkPng(bytes: Uint8Array): ImageWalk {
  const size = readPngSize(bytes);
  if (!size) return 'unreadable';
  let at = 33; // signature (8) + IHDR (12 + 13)
  let idat: 'none' | 'open' | 'closed' = 'none';
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const end = at + 12 + length;
    if (length > PNG_MAX_CHUNK || end > bytes.length) return 'corrupt';
    const type = u32(bytes, at + 4);
    for (let index = at + 4; index < at + 8; index += 1) if (!isLetter(bytes[index])) return 'corrupt';
    if (crc32(bytes.subarray(at + 4, end - 4)) !== u32(bytes, end - 4)) return 'corrupt';
    if (type === PNG_IEND) return length === 0 && end === bytes.length && idat !== 'none' ? size : 'corrupt';
    if (type === PNG_IDAT) {
      if (idat === 'closed') return 'corrupt'; // IDAT chunks must follow each other
      idat = 'open';
    } else {
      if (idat === 'open') idat = 'closed';
      // Bit 5 of the first letter clear (upper case): a critical chunk. A second IHDR, or one a
      // decoder does not know, makes the file undecodable.
      const critical = ((bytes[at + 4] ?? 0) & 0x20) === 0;
      if (critical && type !== PNG_PLTE) return 'corrupt';
    }
    at = end;
  }
  return 'corrupt'; // the file ends before IEND, or in a chunk's length and type
}

/** Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/** Restart markers RST0-7. */
const isRestart = (marker: number | undefined) => marker !== undefined && marker >= 0xd0 && marker <= 0xd7;
const JPEG_SOI = 0xd8;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;
const JPEG_TEM = 0x01;

/**
 * The index of the FF that starts the marker ending the entropy-coded data which begins at
 * `from`, or -1 when the file ends first. Inside scan data FF00 is a stuffed FF byte, FFD0-FFD7
 * are restart markers and a run of FF is fill; any other FFxx is a marker. TypedArray indexOf
 * finds each FF, so the skip is linear.
 */
function endOfScanData(bytes: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    const ff = bytes.indexOf(0xff, at);
    if (ff < 0 || ff + 1 >= bytes.length) return -1;
    const next = bytes[ff + 1];
    if (next === 0x00 || isRestart(next)) at = ff + 2;
    else if (next === 0xff) at = ff + 1;
    else return ff;
  }
}

/**
 * Walks a JPEG's segments from SOI to EOI (rules in the module comment), once, in linear time.
 * 'unreadable' when the walk fails before a frame header gave the size (so bytes that merely look
 * like a marker inside EXIF data are never taken for one), 'corrupt' when it fails after.
 */
export function walkJpeg(bytes: Uint8Array): ImageWalk {
  if (!startsWith(bytes, JPEG_SIGNATURE)) return 'unreadable';
  let size: { width: number; height: number } | null = null;
  let scans = 0;
  const broken = (): ImageWalk => (size ? 'corrupt' : 'unreadable');
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return broken();
    while (bytes[at] === 0xff) at += 1; // fill bytes
    const marker = bytes[at];
    at += 1;
    if (marker === undefined) return broken();
    if (marker === JPEG_EOI) {
      if (!size) return 'unreadable';
      return scans > 0 && at === bytes.length ? size : 'corrupt';
    }
    if (marker === JPEG_TEM || isRestart(marker)) continue;
    // FF00 outside a scan, the reserved markers 02-BF and a second SOI belong in no JPEG.
    if (marker < 0xc0 || marker === JPEG_SOI) return broken();
    if (at + 2 > bytes.length) return broken();
    const length = u16(bytes, at);
    if (length < 2 || at + length > bytes.length) return broken();
    if (isStartOfFrame(marker)) {
      if (size) return 'corrupt'; // a second frame (hierarchical JPEG)
      if (length !== 8 + 3 * (bytes[at + 7] ?? 0)) return 'unreadable';
      const height = u16(bytes, at + 3);
      const width = u16(bytes, at + 5);
      // A height of 0 defers to a DNL marker after the first scan; not worth supporting.
      if (width === 0 || height === 0) return 'unreadable';
      size = { width, height };
    } else if (marker === JPEG_SOS) {
      if (!size) return 'unreadable'; // a scan before any frame header
      const components = bytes[at + 2] ?? 0;
      if (components === 0 || length !== 6 + 2 * components) return 'corrupt';
      scans += 1;
      at = endOfScanData(bytes, at + length);
      if (at < 0) return 'corrupt';
      continue;
    }
    at += length;
  }
  return broken(); // the file ends without EOI
}

/** Width and height of a well-formed JPEG (`walkJpeg`), or null. */
export function readJpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  const walk = walkJpeg(bytes);
  return typeof walk === 'object' ? walk : null;
}

export type ImageCheck =
  | { ok: true; format: ImageFormat; contentType: string; extension: string; width: number; height: number }
  | { ok: false; reason: 'empty' | 'tooLarge' | 'type' | 'unreadable' | 'corrupt'; size: number }
  | { ok: false; reason: 'dimensions'; size: number; width: number; height: number };

export interface ImageRules {
  maxBytes: number;
  width: number;
  height: number;
}

/** The profile image's rules (spec §5 and §9). */
export const PROFILE_IMAGE_RULES: ImageRules = {
  maxBytes: PROFILE_IMAGE.maxBytes,
  width: PROFILE_IMAGE.width,
  height: PROFILE_IMAGE.height,
};

/**
 * Checks a whole file against `rules`, in the order the answers' statuses rank them: size (413),
 * format by signature (415), then the structure walked to its end (422 'unreadable' or 'corrupt'),
 * the exact dimensions it gave (422) and last the image data decoded (422 'corrupt').
 */
export function checkImage(bytes: Uint8Array, rules: ImageRules = PROFILE_IMAGE_RULES): ImageCheck {
  const size = bytes.length;
  if (size === 0) return { ok: false, reason: 'empty', size };
  if (size > rules.maxBytes) return { ok: false, reason: 'tooLarge', size };
  const format = detectImageFormat(bytes);
  if (!format) return { ok: false, reason: 'type', size };
  const dimensions = format === 'png' ? walkPng(bytes) : walkJpeg(bytes);
  if (typeof dimensions === 'string') return { ok: false, reason: dimensions, size };
  if (dimensions.width !== rules.width || dimensions.height !== rules.height) {
    return { ok: false, reason: 'dimensions', size, ...dimensions };
  }
  const maxPixels = rules.width * rules.height;
  const decodes = format === 'png' ? pngDataDecodes(bytes, maxPixels) : jpegScansDecode(bytes, maxPixels);
  if (!decodes) return { ok: false, reason: 'corrupt', size };
  return { ok: true, format, ...IMAGE_FORMATS[format], ...dimensions };
}

/** What `checkImageBlob` reads of a File or Blob (shared/ has no DOM types). */
export interface BlobLike {
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * `checkImage` for a File or Blob: a file over the limit is refused from its size alone, without
 * reading it; otherwise its bytes are checked.
 */
export async function checkImageBlob(blob: BlobLike, rules: ImageRules = PROFILE_IMAGE_RULES): Promise<ImageCheck> {
  if (blob.size > rules.maxBytes) return { ok: false, reason: 'tooLarge', size: blob.size };
  return checkImage(new Uint8Array(await blob.arrayBuffer()), rules);
}
