import { widgetAttributes } from '@vitrine/widget-api';
import type { CSSProperties } from 'react';
import type { GalleryImage } from '../images/gallery-image';
import { readImageSliderConfig } from '../slider/config';
import { SliderData } from './gallery-markup';
import type { WidgetPlacement } from './PhotoGallery';
import { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';

export interface ImageSliderProps extends WidgetPlacement {
  /** The raw config, as it goes into `data-vitrine-widget-config`. */
  config: unknown;
}

const FULL_WIDTH = { desktop: 1, tablet: 1, mobile: 1 };

/** A slide's picture: the whole slider wide; the first loads at once, the others when near. */
const slideImage = (slide: GalleryImage, index: number): ResponsiveImageProps => ({
  image: slide,
  share: FULL_WIDTH,
  fallbackSize: 'tablet',
  lazy: index > 0,
  fallbackAttribute: SliderData.alternative,
});

/**
 * The image slider as the server renders it: every slide in Swiper's markup, the first showing before any
 * script runs, in a box of the first picture's proportions (nothing shifts when Swiper starts). The widget
 * loads Swiper when the slider nears the viewport.
 */
export function ImageSlider({ id, module, config: raw }: ImageSliderProps) {
  const config = readImageSliderConfig(raw);
  const first = config.slides[0];
  const style = first ? ({ '--vg-ratio': `${first.width}/${first.height}` } as CSSProperties) : undefined;
  return (
    // Started at once: the widget itself waits for the slider to near the viewport before loading Swiper.
    <div {...widgetAttributes({ name: 'image-slider', id, module, config: raw, lazyLoad: false })}>
      {first ? (
        <section
          className="vg-slider"
          aria-label={config.title}
          aria-roledescription="carousel"
          style={style}
        >
          <div className="swiper">
            {/* Divs, not a list: Swiper's a11y module gives each slide the role of a group. */}
            <div className="swiper-wrapper">
              {config.slides.map((slide, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a picture may be used twice; the order is the config's.
                <div className="swiper-slide" key={`${index}-${slide.url}`}>
                  {slide.link ? (
                    <a
                      href={slide.link.href}
                      target={slide.link.target}
                      rel={slide.link.target ? 'noopener' : undefined}
                    >
                      <ResponsiveImage {...slideImage(slide, index)} />
                    </a>
                  ) : (
                    <ResponsiveImage {...slideImage(slide, index)} />
                  )}
                  {slide.title || slide.text ? (
                    <p className="vg-slider__caption">
                      {slide.title ? <strong>{slide.title}</strong> : null}
                      {slide.title && slide.text ? ' — ' : null}
                      {slide.text || null}
                    </p>
                  ) : null}
                </div>
              ))}
            </div>
          </div>
          <button
            type="button"
            className="vg-slider__nav vg-slider__nav--prev"
            {...{ [SliderData.previous]: '' }}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="vg-slider__nav vg-slider__nav--next"
            {...{ [SliderData.next]: '' }}
          >
            <span aria-hidden="true">›</span>
          </button>
          <div className="vg-slider__pagination" />
        </section>
      ) : null}
    </div>
  );
}
