/**
 * The sizes an uploaded presenter image is served in (decision 0023, "Uploaded presenter images"):
 * the Worker keeps the upload as it came and stores JPEG variants beside it, at the widths the
 * pages draw it (`<key>.w<width>.jpg`), each within a byte budget; pages offer them by srcset and
 * never load the upload itself. A variant that is missing (an image uploaded before variants
 * existed) is made by the /media route on its first request.
 */
import { PRESENTER_IMAGE_KEY_PATTERN } from '../schemas/presenter-profile';

/**
 * Widths stored (the upload is 515 px wide, spec §9; none is larger). 320 serves the card grids'
 * columns at 1x (300-480 CSS px) and lite pages; 515 every place at 2x and the banner at 1x.
 */
export const PRESENTER_IMAGE_WIDTHS = [320, 515] as const;
export type PresenterImageWidth = (typeof PRESENTER_IMAGE_WIDTHS)[number];

/** The most bytes a variant may have: the largest image a page loads stays within 60 KB. */
export const PRESENTER_VARIANT_MAX_BYTES: Readonly<Record<PresenterImageWidth, number>> = {
  320: 25 * 1024,
  515: 60 * 1024,
};

/** The key of `key`'s variant `width` px wide. */
export const presenterVariantKey = (key: string, width: PresenterImageWidth) => `${key}.w${width}.jpg`;

const VARIANT_SUFFIX = /\.w(\d+)\.jpg$/;

/** The upload and width a variant key names, or null for any other key. */
export function variantOf(key: string): { key: string; width: PresenterImageWidth } | null {
  const match = VARIANT_SUFFIX.exec(key);
  if (!match) return null;
  const width = PRESENTER_IMAGE_WIDTHS.find((candidate) => String(candidate) === match[1]);
  const upload = key.slice(0, -match[0].length);
  return width !== undefined && PRESENTER_IMAGE_KEY_PATTERN.test(upload) ? { key: upload, width } : null;
}

const MEDIA_UPLOAD = /^\/media\/(presenters\/[^/?#]+\/[A-Za-z0-9]+\.(?:jpg|png))$/;

/**
 * `src` and `srcset` for an uploaded presenter image's address (`/media/presenters/…`), or null
 * for any other source (the content service's images go through the image slots as before).
 * `lite` pages get the narrow variant only.
 */
export function presenterImageSources(source: string, lite: boolean): { src: string; srcSet: string } | null {
  const match = MEDIA_UPLOAD.exec(source);
  if (!match) return null;
  let key: string;
  try {
    key = match[1]!.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  if (!PRESENTER_IMAGE_KEY_PATTERN.test(key)) return null;
  const url = (width: PresenterImageWidth) =>
    `/media/${presenterVariantKey(key, width).split('/').map(encodeURIComponent).join('/')}`;
  const widths = lite ? PRESENTER_IMAGE_WIDTHS.slice(0, 1) : PRESENTER_IMAGE_WIDTHS;
  return {
    src: url(widths.at(-1)!),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '),
  };
}
