import type { ImageSizeName } from '../constants';
import { IMAGE_WIDTHS } from '../constants';
import type { GalleryImage } from '../images/gallery-image';
import type { ShownShare } from '../images/image-sources';
import { imageSizes, imageSrcset, sizedImageUrl } from '../images/image-sources';

export interface ResponsiveImageProps {
  image: GalleryImage;
  /** How wide it shows on each device, as a share of the window. */
  share: ShownShare;
  /** The copy `src` names, for browsers that read no `srcset`, when the original is wider. */
  fallbackSize: ImageSizeName;
  /** Loaded when near the viewport (the default), or at once (a slider's first slide). */
  lazy?: boolean;
  /** The attribute holding the path it falls back to when it fails to load, once (widgets §8). */
  fallbackAttribute: string;
}

/** A picture with its resized copies, its natural size (nothing shifts as it loads) and its one fallback. */
export function ResponsiveImage({
  image,
  share,
  fallbackSize,
  lazy = true,
  fallbackAttribute,
}: ResponsiveImageProps) {
  return (
    <img
      src={image.width > IMAGE_WIDTHS[fallbackSize] ? sizedImageUrl(image.url, fallbackSize) : image.url}
      srcSet={imageSrcset(image.url, image.width)}
      sizes={imageSizes(share)}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      {...{ [fallbackAttribute]: image.url }}
    />
  );
}
