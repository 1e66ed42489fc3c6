import type { Checked } from '../field-reader';
import { checkedSchema, FieldReader } from '../field-reader';
import type { GalleryImage } from '../images/gallery-image';
import { readGalleryImage } from '../images/gallery-image';

export interface ImageSliderConfig {
  /** Each slide: a picture, its caption (`title`, `text`) and an optional link. */
  slides: GalleryImage[];
  /** Seconds a slide shows before the next. */
  interval: number;
  /** The slider's name for screen readers. */
  title: string;
}

export const DEFAULT_SLIDER_INTERVAL_S = 5;
/** Fewer than a second per slide is not a slider a person can read. */
export const MIN_SLIDER_INTERVAL_S = 1;
export const MAX_SLIDES = 50;

export function readImageSliderConfig(raw: unknown): Checked<ImageSliderConfig> {
  const read = new FieldReader(raw, 'image slider');
  const rawSlides = read.list('slides');
  if (rawSlides.length > MAX_SLIDES)
    read.warn(`slides: ${rawSlides.length} slides; the first ${MAX_SLIDES} are shown`);
  const slides = rawSlides
    .slice(0, MAX_SLIDES)
    .flatMap(
      (slide, index) =>
        readGalleryImage(slide, index, (message) => read.warn(message.replace(/^images/, 'slides'))) ?? [],
    );
  if (slides.length === 0) read.warn('the slider has no slides to show');
  let interval = read.positive('interval', DEFAULT_SLIDER_INTERVAL_S);
  if (interval < MIN_SLIDER_INTERVAL_S) {
    read.warn(
      `interval: ${interval} is under ${MIN_SLIDER_INTERVAL_S} second; ${MIN_SLIDER_INTERVAL_S} is used`,
    );
    interval = MIN_SLIDER_INTERVAL_S;
  }
  return { slides, interval, title: read.text('title', 'Image slider'), warnings: read.warnings };
}

export const imageSliderConfig = checkedSchema(readImageSliderConfig);
