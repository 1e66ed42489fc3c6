import type { Device } from '@vitrine/widget-api';
import { DEVICES, widgetAttributes } from '@vitrine/widget-api';
import type { CSSProperties } from 'react';
import type { GalleryImage } from '../images/gallery-image';
import type { ShownShare } from '../images/image-sources';
import { galleryLayout } from '../layout/gallery-layout';
import type { PhotoGalleryConfig } from '../photo-gallery/config';
import { readPhotoGalleryConfig } from '../photo-gallery/config';
import { GalleryClass, GalleryData, PhotoGalleryAttribute } from './gallery-markup';
import { ResponsiveImage } from './ResponsiveImage';

export interface WidgetPlacement {
  /** `data-widget-id`: the instance's id on the site. */
  id: string;
  /** `data-vitrine-widget-module`: the CDN module that registers the widget, on published pages. */
  module?: string;
}

export interface PhotoGalleryProps extends WidgetPlacement {
  /** The raw config, as it goes into `data-vitrine-widget-config`. */
  config: unknown;
}

const DEVICE_INITIAL: Record<Device, string> = { desktop: 'd', tablet: 't', mobile: 'm' };

/**
 * A photo gallery as the server renders it (docs/widget-gallery.md): every picture with its resized copies,
 * its natural size (so nothing shifts as it loads) and its caption, each device's columns and the rows it
 * shows before "View all", all decided here from the same config the widget reads. The widget then adds the
 * lightbox, deep links, the toggle and the image fallbacks to it; without JavaScript the pictures still show
 * and each opens its original.
 */
export function PhotoGallery({ id, module, config: raw }: PhotoGalleryProps) {
  const config = readPhotoGalleryConfig(raw);
  const layout = galleryLayout(config);
  const style = Object.fromEntries(
    DEVICES.map((device) => [`--vg-cols-${DEVICE_INITIAL[device]}`, layout.columns[device]]),
  ) as CSSProperties;
  const gridId = `${id}-pictures`;
  return (
    // Started at once, not when scrolled to: a deep link may name any gallery of the page (widgets §2).
    <div
      {...widgetAttributes({ name: 'photo-gallery', id, module, config: raw, lazyLoad: false })}
      {...{
        [PhotoGalleryAttribute.textLayout]: config.textLayout,
        [PhotoGalleryAttribute.imageAnimation]: config.imageAnimation,
        [PhotoGalleryAttribute.linkGallery]: String(config.linkGallery),
      }}
    >
      <div
        className={[
          GalleryClass.root,
          `vg--${config.type}`,
          `vg--text-${config.textLayout}`,
          layout.columns.mobile === 1 ? 'vg--m1' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        style={style}
      >
        {/* The list carries the gallery's name: no region of its own, as the page's section around it
            usually has the same name. */}
        <ul className="vg__grid" id={gridId} aria-label={config.title}>
          {layout.cells.map((cell) => (
            <li
              key={cell.pictures[0]?.index}
              className={[
                'vg__cell',
                cell.featured ? 'vg__cell--featured' : '',
                ...DEVICES.filter((device) => cell.beyond[device]).map((device) => `vg-beyond-${device}`),
              ]
                .filter(Boolean)
                .join(' ')}
            >
              {cell.pictures.map(({ image, index, share }) => (
                <GalleryPicture key={index} image={image} index={index} share={share} config={config} />
              ))}
            </li>
          ))}
        </ul>
        {DEVICES.some((device) => layout.hasMore[device]) ? (
          <button
            type="button"
            className={[
              GalleryClass.toggle,
              ...DEVICES.filter((device) => layout.hasMore[device]).map((device) => `vg-more-${device}`),
            ].join(' ')}
            aria-controls={gridId}
            aria-expanded="false"
            {...{ [GalleryData.toggle]: '' }}
          >
            {config.viewAllText}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function GalleryPicture({
  image,
  index,
  share,
  config,
}: {
  image: GalleryImage;
  index: number;
  share: ShownShare;
  config: PhotoGalleryConfig;
}) {
  const picture = (
    <ResponsiveImage
      image={image}
      share={share}
      fallbackSize="mobile"
      fallbackAttribute={GalleryData.original}
    />
  );
  const caption =
    config.textLayout !== 'none' && (image.title || image.text) ? (
      <figcaption className="vg__caption">
        {image.title ? <strong className="vg__title">{image.title}</strong> : null}
        {image.text ? <span className="vg__text">{image.text}</span> : null}
      </figcaption>
    ) : null;
  const link = config.linkGallery ? image.link : undefined;
  return (
    <figure className="vg__item" {...{ [GalleryData.index]: index }}>
      {config.linkGallery && !link ? (
        <span className="vg__media">{picture}</span>
      ) : (
        <a
          className="vg__media"
          href={link ? link.href : image.url}
          target={link?.target}
          rel={link?.target ? 'noopener' : undefined}
          {...(link ? { [GalleryData.link]: '' } : { [GalleryData.open]: '' })}
        >
          {picture}
        </a>
      )}
      {caption}
    </figure>
  );
}
