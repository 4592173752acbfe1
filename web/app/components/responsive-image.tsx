/**
 * Every content image of the public site (decision 0023): width and height always (the box keeps
 * its shape before the image arrives), srcset/sizes through Cloudflare Image Resizing when the
 * IMAGE_RESIZING setting is on (narrower and lighter on lite pages), lazy below the fold. The
 * page's Largest Contentful Paint image is marked `priority`: loaded at once with
 * fetchpriority=high, and React preloads it (`<link rel="preload" as="image">`, in the head when
 * the image is in the page's shell). A presenter's uploaded image is offered in the variants the
 * Worker stored (shared/lib/presenter-image-variants.ts), never as uploaded.
 */
import { IMAGE_SLOTS, responsiveImage, type ImageSlotName } from '#shared/lib/image-url.ts';
import { presenterImageSources } from '#shared/lib/presenter-image-variants.ts';
import { useRootData } from '../lib/use-root-data';

interface ResponsiveImageProps {
  src: string;
  slot: ImageSlotName;
  /** The page's LCP image: one per page, at the top. */
  priority?: boolean;
  className?: string;
  /** Empty by default: the images sit beside a heading or name that says the same. */
  alt?: string;
}

export function ResponsiveImage({ src, slot, priority = false, className, alt = '' }: ResponsiveImageProps) {
  const { lite, imageResizing } = useRootData();
  // A presenter's own upload: the variants the Worker stored at the sizes pages draw (decision 0023).
  const uploaded = presenterImageSources(src, lite);
  const image = uploaded
    ? { ...uploaded, sizes: IMAGE_SLOTS[slot].sizes, width: IMAGE_SLOTS[slot].width, height: IMAGE_SLOTS[slot].height }
    : responsiveImage(src, slot, { resizing: imageResizing, lite });
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
}
