/**
 * Every image slot of the public site (its width/height attributes, the widths it is drawn at),
 * and the `src`/`srcset`/`sizes` of an image in a slot, with Cloudflare Image Resizing
 * (`/cdn-cgi/image/width=…,quality=…,format=auto/<source>`) when the zone has it, or the plain
 * source when it has not (locally and in tests: those addresses do not exist there). Lite pages
 * (decision 0019) ask for narrower, lower-quality images. See docs/decisions/0023-images.md.
 */

/** One place an image is shown. */
export interface ImageSlot {
  /** The width/height attributes: the shape the CSS box keeps before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** How wide the slot is drawn, per viewport (the `sizes` attribute). */
  sizes: string;
  /** Resized widths offered in `srcset` (ascending; the largest covers a 2x screen). */
  widths: readonly number[];
  /** The widths offered on lite pages (no more than the slot's width at 1x). */
  liteWidths: readonly number[];
}

/**
 * Below 600 px an image is at most the page's column: the viewport less the main area's 16 px
 * padding on each side (site.css `.layout-main`). Saying `100vw` there made a 412 px phone at 1.75x
 * (Lighthouse's) ask for 721 px where 665 are drawn (issue #31, item 6).
 */
const PHONE_COLUMN = 'calc(100vw - 32px)';

/** The card grids: 1 column, 2 from 600 px, 3 from 960, 4 from 1264 (site.css). */
const GRID_SIZES = `(min-width: 1264px) 25vw, (min-width: 960px) 33vw, (min-width: 600px) 50vw, ${PHONE_COLUMN}`;

/**
 * The content service's images are 515 x 286 (presenters' too: spec §5's profile image), the
 * council's square portraits, or 2:1 logos. Chromium takes the narrowest candidate at least as
 * wide as `sizes` x the screen's scale, so the slots that lead a page (card, banner, poster) offer
 * the widths a phone's column needs: 672 (412 px at 1.75x, Lighthouse's phone: 665), 768 (2x),
 * 1000 (360 px at 3x: 984; 412 px at 2.625x: 998) and 1080 (390 px at 3x: 1074); on those phones
 * the image fetched is within 10 % of the pixels drawn (tests/e2e/lcp-image.spec.ts).
 */
export const IMAGE_SLOTS = {
  card: {
    width: 515,
    height: 286,
    sizes: GRID_SIZES,
    widths: [320, 480, 672, 768, 1000, 1080],
    liteWidths: [240, 360, 480],
  },
  banner: {
    width: 515,
    height: 286,
    sizes: `(min-width: 600px) 515px, ${PHONE_COLUMN}`,
    widths: [320, 515, 672, 768, 1000, 1080],
    liteWidths: [240, 360, 515],
  },
  /**
   * A series' or collection's banner (group pages): the grid's first third from 600 px, 515 px
   * from 1264 (presentations.css), so a tablet does not fetch a 515 px image for a 180-390 px one.
   */
  groupBanner: {
    width: 515,
    height: 286,
    sizes: `(min-width: 1264px) 515px, (min-width: 600px) 33vw, ${PHONE_COLUMN}`,
    widths: [320, 515, 672, 768, 1000, 1080],
    liteWidths: [240, 360, 515],
  },
  /** The video's poster: the width of the page's main column. */
  poster: {
    width: 515,
    height: 286,
    sizes: `(min-width: 960px) 800px, ${PHONE_COLUMN}`,
    widths: [480, 672, 800, 1000, 1080, 1200, 1600],
    liteWidths: [360, 480, 800],
  },
  funFact: { width: 515, height: 286, sizes: '320px', widths: [320, 640], liteWidths: [320] },
  councilPhoto: { width: 400, height: 400, sizes: '96px', widths: [96, 192], liteWidths: [96] },
  partnerLogo: { width: 320, height: 160, sizes: '160px', widths: [160, 320], liteWidths: [160] },
  thumbnail: { width: 96, height: 54, sizes: '96px', widths: [96, 192], liteWidths: [96] },
} as const satisfies Record<string, ImageSlot>;
export type ImageSlotName = keyof typeof IMAGE_SLOTS;

/** JPEG/WebP/AVIF quality: full pages, and lite pages (readers saving data). */
export const IMAGE_QUALITY = 75;
export const LITE_IMAGE_QUALITY = 45;

/** How images are served on this site. */
export interface ImageDelivery {
  /** Cloudflare Image Resizing is on for the zone (the IMAGE_RESIZING setting). */
  resizing: boolean;
  /** A lite page: narrower, lower-quality images. */
  lite: boolean;
}

/**
 * A resizing address for `source` (a root-relative path or an http(s) URL), or null for one that
 * cannot be resized (a data: URL, a protocol-relative or other-scheme address). Cloudflare takes
 * the source unencoded after the options.
 */
export function resizedImageUrl(source: string, options: { width: number; quality: number }): string | null {
  const path = resizableSource(source);
  if (path === null) return null;
  return `/cdn-cgi/image/width=${options.width},quality=${options.quality},format=auto/${path}`;
}

function resizableSource(source: string): string | null {
  // A space would split a srcset candidate; an address already resized is not resized again.
  if (/\s/.test(source) || source.startsWith('/cdn-cgi/')) return null;
  if (source.startsWith('/') && !source.startsWith('//')) return source.slice(1);
  if (/^https?:\/\/[^/]/i.test(source)) return source;
  return null;
}

/** The attributes of an image in a slot: always width/height; srcset and sizes only with resizing. */
export interface ResponsiveImageAttributes {
  src: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
}

/** `src`, `srcset`, `sizes`, `width` and `height` for `source` shown in `slot`. */
export function responsiveImage(
  source: string,
  slotName: ImageSlotName,
  delivery: ImageDelivery,
): ResponsiveImageAttributes {
  const slot: ImageSlot = IMAGE_SLOTS[slotName];
  const plain = { src: source, width: slot.width, height: slot.height };
  if (!delivery.resizing) return plain;
  const widths = delivery.lite ? slot.liteWidths : slot.widths;
  const quality = delivery.lite ? LITE_IMAGE_QUALITY : IMAGE_QUALITY;
  const candidates: string[] = [];
  for (const width of widths) {
    const url = resizedImageUrl(source, { width, quality });
    if (url === null) return plain;
    candidates.push(`${url} ${width}w`);
  }
  // The fallback `src` (browsers without srcset): the slot's own width, or the largest lite one.
  const fallbackWidth = delivery.lite ? Math.min(slot.width, widths.at(-1) ?? slot.width) : slot.width;
  return {
    src: resizedImageUrl(source, { width: fallbackWidth, quality }) ?? source,
    width: slot.width,
    height: slot.height,
    srcSet: candidates.join(', '),
    sizes: slot.sizes,
  };
}
