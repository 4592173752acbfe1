/**
 * Checks an uploaded profile image from its bytes alone (spec §5: JPG or PNG, at most 800 KB,
 * exactly 515 x 286 px). The browser runs it before uploading and the Worker runs it again as the
 * authority, so both agree on every file. The file's name and declared type are never looked at:
 * the format comes from the signature and the size from the PNG IHDR or the JPEG SOF header.
 */
import { PROFILE_IMAGE } from '../constants/spec';

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
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Width and height from a PNG's first chunk, which must be a complete IHDR (length 13, the right
 * type and a matching CRC); null when it is not.
 */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (!startsWith(bytes, PNG_SIGNATURE) || bytes.length < 33) return null;
  const isIhdr = u32(bytes, 8) === 13 && String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
  if (!isIhdr || crc32(bytes.subarray(12, 29)) !== u32(bytes, 29)) return null;
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/** Markers that stand alone, without a length: TEM, RST0-7, SOI. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/**
 * Width and height from a JPEG's start-of-frame segment, found by walking the segments from the
 * start (so bytes that merely look like a marker inside EXIF data are skipped); null when the file
 * ends, breaks the segment structure or starts its scan before any frame header.
 */
export function readJpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (!startsWith(bytes, JPEG_SIGNATURE)) return null;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at] === 0xff) at += 1; // fill bytes
    const marker = bytes[at];
    at += 1;
    if (marker === undefined) return null;
    if (isStandalone(marker)) continue;
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    if (at + 2 > bytes.length) return null;
    const length = u16(bytes, at);
    if (length < 2 || at + length > bytes.length) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7) return null;
      const height = u16(bytes, at + 3);
      const width = u16(bytes, at + 5);
      // A height of 0 defers to a DNL marker after the first scan; not worth supporting.
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += length;
  }
  return null;
}

export type ImageCheck =
  | { ok: true; format: ImageFormat; contentType: string; extension: string; width: number; height: number }
  | { ok: false; reason: 'empty' | 'tooLarge' | 'type' | 'unreadable'; size: number }
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
 * format by signature (415), then the exact dimensions read from the header (422).
 */
export function checkImage(bytes: Uint8Array, rules: ImageRules = PROFILE_IMAGE_RULES): ImageCheck {
  const size = bytes.length;
  if (size === 0) return { ok: false, reason: 'empty', size };
  if (size > rules.maxBytes) return { ok: false, reason: 'tooLarge', size };
  const format = detectImageFormat(bytes);
  if (!format) return { ok: false, reason: 'type', size };
  const dimensions = format === 'png' ? readPngSize(bytes) : readJpegSize(bytes);
  if (!dimensions) return { ok: false, reason: 'unreadable', size };
  if (dimensions.width !== rules.width || dimensions.height !== rules.height) {
    return { ok: false, reason: 'dimensions', size, ...dimensions };
  }
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
