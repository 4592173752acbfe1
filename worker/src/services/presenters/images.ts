/**
 * Presenter images in the R2 bucket MEDIA: checked from their bytes with the same function the
 * browser runs (shared/lib/image-check.ts), stored under a key the server chooses
 * (`presenters/<uid>/<random>.<jpg|png>`) with the content type the bytes prove, with the JPEG
 * variants pages load beside them (`<key>.w<width>.jpg`, ./image-variants.ts), and pruned, variants
 * and all, when no profile refers to them any more.
 */
import { checkImage, type ImageCheck } from '#shared/lib/image-check.ts';
import { PROFILE_IMAGE } from '#shared/constants/spec.ts';
import { mediaUrl, presenterImagePrefix } from '#shared/schemas/presenter-profile.ts';
import type { PresenterImageAnswer } from '#shared/schemas/presenter-profile.ts';
import { ApiError } from '../api-error';
import { presenterImageVariants } from './image-variants';
import {
  PRESENTER_IMAGE_WIDTHS,
  presenterVariantKey,
  variantOf,
  type PresenterImageWidth,
} from '#shared/lib/presenter-image-variants.ts';

/** Keys never change content (a new upload gets a new key), so caches may keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** An upload that no saved profile refers to is deleted once it is this old. */
export const UNREFERENCED_IMAGE_TTL_MS = 60 * 60_000;

/** 32 random hex digits. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The API error for a refused image: 400 empty, 413 too large, 415 not JPG/PNG, 422 size unreadable,
 * file damaged or wrong dimensions.
 */
export function imageRefusal(check: Exclude<ImageCheck, { ok: true }>): ApiError {
  switch (check.reason) {
    case 'empty':
      return new ApiError(400, 'image_empty', 'presenter:errors.imageEmpty');
    case 'tooLarge':
      return new ApiError(413, 'image_too_large', 'presenter:errors.imageTooLarge', {
        values: { maxKb: PROFILE_IMAGE.maxBytes / 1024 },
      });
    case 'type':
      return new ApiError(415, 'unsupported_image_type', 'presenter:errors.imageType');
    case 'unreadable':
      return new ApiError(422, 'image_unreadable', 'presenter:errors.imageUnreadable');
    case 'corrupt':
      return new ApiError(422, 'image_corrupt', 'presenter:errors.imageCorrupt');
    case 'dimensions':
      return new ApiError(422, 'image_dimensions', 'presenter:errors.imageDimensions', {
        values: {
          width: PROFILE_IMAGE.width,
          height: PROFILE_IMAGE.height,
          actualWidth: check.width,
          actualHeight: check.height,
        },
      });
  }
}

const storeVariant = (bucket: R2Bucket, key: string, width: PresenterImageWidth, bytes: Uint8Array, uid: string) =>
  bucket.put(presenterVariantKey(key, width), bytes, {
    httpMetadata: { contentType: 'image/jpeg', cacheControl: MEDIA_CACHE_CONTROL },
    customMetadata: { uid, variantOf: key },
  });

/**
 * Checks the bytes and stores them as a new image of `uid`, with its variants; throws an ApiError
 * when refused. The variants are stored before the upload, so a key that exists has them.
 */
export async function storePresenterImage(
  bucket: R2Bucket,
  uid: string,
  bytes: Uint8Array,
): Promise<PresenterImageAnswer> {
  const check = checkImage(bytes);
  if (!check.ok) throw imageRefusal(check);
  const imageKey = `${presenterImagePrefix(uid)}${randomToken()}.${check.extension}`;
  const variants = await presenterImageVariants(bytes, check.format);
  await Promise.all([...variants].map(([width, variant]) => storeVariant(bucket, imageKey, width, variant, uid)));
  await bucket.put(imageKey, bytes, {
    httpMetadata: { contentType: check.contentType, cacheControl: MEDIA_CACHE_CONTROL },
    customMetadata: { uid, width: String(check.width), height: String(check.height) },
  });
  return { imageKey, url: mediaUrl(imageKey) };
}

/** The variants being made in this isolate, by key: one encode however many ask at once. */
const making = new Map<string, Promise<boolean>>();

/** Makes and stores the variant `variant` of its upload; false when the upload is gone or not an image. */
async function makeVariant(bucket: R2Bucket, variant: NonNullable<ReturnType<typeof variantOf>>): Promise<boolean> {
  const upload = await bucket.get(variant.key);
  if (!upload) return false;
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const check = checkImage(bytes);
  if (!check.ok) return false;
  const made = await presenterImageVariants(bytes, check.format, [variant.width]);
  const uid = upload.customMetadata?.uid ?? '';
  await storeVariant(bucket, variant.key, variant.width, made.get(variant.width)!, uid);
  return true;
}

/**
 * A variant that is not stored yet (an upload stored before variants existed), made from its
 * upload and stored; null when `key` names no variant or its upload is gone. Requests for the same
 * variant at once share one making (decoding and encoding an image is the Worker's costliest CPU).
 */
export async function makeMissingVariant(bucket: R2Bucket, key: string): Promise<R2ObjectBody | null> {
  const variant = variantOf(key);
  if (!variant) return null;
  let made = making.get(key);
  if (!made) {
    made = makeVariant(bucket, variant).finally(() => making.delete(key));
    making.set(key, made);
  }
  return (await made) ? bucket.get(key) : null;
}

/** An upload's key with the keys of its variants. */
const withVariants = (key: string) => [key, ...PRESENTER_IMAGE_WIDTHS.map((width) => presenterVariantKey(key, width))];

/** True when `key` is stored. */
export async function imageExists(bucket: R2Bucket, key: string): Promise<boolean> {
  return (await bucket.head(key)) !== null;
}

/**
 * Deletes `uid`'s images that are not in `keep` and were uploaded before `olderThan` (uploads of
 * a form not yet saved are younger and stay). Failures are logged, never thrown: a left-over
 * image costs storage, not correctness.
 */
export async function pruneImages(
  bucket: R2Bucket,
  uid: string,
  keep: ReadonlySet<string>,
  olderThan: Date,
): Promise<string[]> {
  try {
    const listed = await bucket.list({ prefix: presenterImagePrefix(uid), limit: 1000 });
    // A variant goes and stays with its upload (made later, it is younger: the upload's age counts).
    const uploaded = new Map(listed.objects.map((object) => [object.key, object.uploaded.getTime()]));
    const stale = listed.objects
      .filter((object) => {
        const upload = variantOf(object.key)?.key ?? object.key;
        return !keep.has(upload) && (uploaded.get(upload) ?? 0) < olderThan.getTime();
      })
      .map((object) => object.key);
    if (stale.length > 0) await bucket.delete(stale);
    return stale;
  } catch (error) {
    console.warn('presenter images: pruning failed:', error instanceof Error ? error.message : error);
    return [];
  }
}

/** Deletes one image and its variants; failures are logged, never thrown. */
export async function deleteImage(bucket: R2Bucket, key: string): Promise<void> {
  try {
    await bucket.delete(withVariants(key));
  } catch (error) {
    console.warn('presenter images: delete failed:', error instanceof Error ? error.message : error);
  }
}
