/**
 * The JPEG variants of an uploaded presenter image (shared/lib/presenter-image-variants.ts,
 * decision 0023 "Uploaded presenter images"): the upload, already checked whole by checkImage, is
 * decoded (MozJPEG's or the png crate's decoder, compiled to WebAssembly by jSquash), flattened
 * onto white, shrunk to each width by area averaging (shared/lib/image-resize.ts) and encoded by
 * MozJPEG (progressive, optimised Huffman tables), at quality 75 or lower until it fits its byte
 * budget, then smaller still if even quality 30 does not (a noise-like upload).
 */
import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode.js';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode.js';
import decodePng, { init as initPngDecode } from '@jsquash/png/decode.js';
import jpegDecWasm from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module';
import jpegEncWasm from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module';
import pngWasm from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module';
import type { ImageFormat } from '#shared/lib/image-check.ts';
import { onWhite, shrink, type Pixels } from '#shared/lib/image-resize.ts';
import {
  PRESENTER_IMAGE_WIDTHS,
  PRESENTER_VARIANT_MAX_BYTES,
  type PresenterImageWidth,
} from '#shared/lib/presenter-image-variants.ts';

/** Qualities tried in turn until a variant fits its budget. */
const QUALITIES = [75, 65, 55, 45, 35, 30] as const;
/** Each further try after the lowest quality is this much narrower. */
const NARROWER = 0.85;

let ready: Promise<unknown> | null = null;

/** Instantiates the three codecs once per isolate. */
function codecs(): Promise<unknown> {
  // The emscripten codecs take the compiled module in place of the options their types name.
  const emscripten = (init: (options?: never) => Promise<unknown>, module: WebAssembly.Module) =>
    (init as unknown as (module: WebAssembly.Module) => Promise<unknown>)(module);
  ready ??= Promise.all([
    emscripten(initJpegDecode, jpegDecWasm),
    emscripten(initJpegEncode, jpegEncWasm),
    initPngDecode(pngWasm),
  ]).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

async function decode(bytes: Uint8Array, format: ImageFormat): Promise<Pixels> {
  await codecs();
  const buffer = bytes.slice().buffer;
  const image = format === 'png' ? await decodePng(buffer) : await decodeJpeg(buffer);
  return { width: image.width, height: image.height, data: image.data };
}

async function encode(pixels: Pixels, quality: number): Promise<Uint8Array> {
  const image = { width: pixels.width, height: pixels.height, data: pixels.data, colorSpace: 'srgb' } as ImageData;
  return new Uint8Array(await encodeJpeg(image, { quality, progressive: true, optimize_coding: true }));
}

/** One variant: the image at `width` (the upload's shape), within `maxBytes`. */
async function variant(image: Pixels, width: number, maxBytes: number): Promise<Uint8Array> {
  let target = Math.min(width, image.width);
  for (;;) {
    const height = Math.max(1, Math.round((image.height * target) / image.width));
    const pixels = shrink(image, target, height);
    let encoded: Uint8Array | null = null;
    for (const quality of QUALITIES) {
      encoded = await encode(pixels, quality);
      if (encoded.byteLength <= maxBytes) return encoded;
    }
    if (target <= 16) return encoded!;
    target = Math.floor(target * NARROWER);
  }
}

/** The variants of an upload (`bytes` already passed checkImage as `format`), by width. */
export async function presenterImageVariants(
  bytes: Uint8Array,
  format: ImageFormat,
  widths: readonly PresenterImageWidth[] = PRESENTER_IMAGE_WIDTHS,
): Promise<Map<PresenterImageWidth, Uint8Array>> {
  const image = onWhite(await decode(bytes, format));
  const variants = new Map<PresenterImageWidth, Uint8Array>();
  for (const width of widths) {
    variants.set(width, await variant(image, width, PRESENTER_VARIANT_MAX_BYTES[width]));
  }
  return variants;
}
