import { widgetAttributes } from '@vitrine/widget-api';
import type { CSSProperties, ReactNode } from 'react';
import { readGalleryBackgroundConfig } from '../background/config';
import { backgroundTransitionSeconds } from '../background/transition-time';
import { backgroundSources, sizedImageUrl } from '../images/image-sources';
import { SliderData } from './gallery-markup';
import type { WidgetPlacement } from './PhotoGallery';

export interface GalleryBackgroundProps extends WidgetPlacement {
  /** The raw config, as it goes into `data-vitrine-widget-config`. */
  config: unknown;
  /** The section's real content, shown over the slides. */
  children?: ReactNode;
  /** The section's own class. */
  className?: string;
  /** Its accessible name, when it is a landmark. */
  'aria-labelledby'?: string;
}

/**
 * A section with a gallery background as the server renders it: the slides behind the content (out of flow,
 * so they never move it), each a `<picture>` choosing its copy by the spec's breakpoints, the first showing.
 * The slides are decoration: hidden from screen readers, without alt text.
 */
export function GalleryBackground({
  id,
  module,
  config: raw,
  children,
  className,
  ...labelled
}: GalleryBackgroundProps) {
  const config = readGalleryBackgroundConfig(raw);
  const style = { '--vg-bg-transition': `${backgroundTransitionSeconds(config.speed)}s` } as CSSProperties;
  return (
    <section
      {...widgetAttributes({ name: 'gallery-background', id, module, config: raw })}
      className={[`vg-bg vg-bg--${config.transition}`, className].filter(Boolean).join(' ')}
      style={style}
      {...labelled}
    >
      <ul className="vg-bg__slides" aria-hidden="true">
        {config.slides.map((url, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a picture may be used twice; the order is the config's.
            key={`${index}-${url}`}
            className={`vg-bg__slide${index === 0 ? ' vg-bg__slide--current' : ''}`}
          >
            <picture>
              {backgroundSources(url).map((source) => (
                <source key={source.media} media={source.media} srcSet={source.srcSet} />
              ))}
              <img
                src={sizedImageUrl(url, 'mobile')}
                alt=""
                decoding="async"
                loading={index === 0 ? undefined : 'lazy'}
                {...{ [SliderData.alternative]: url }}
              />
            </picture>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
