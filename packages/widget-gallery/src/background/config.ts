import type { BackgroundTransition } from '../constants';
import {
  BACKGROUND_TRANSITIONS,
  DEFAULT_BACKGROUND_SPEED_S,
  DEFAULT_BACKGROUND_TRANSITION,
} from '../constants';
import type { Checked } from '../field-reader';
import { checkedSchema, describe, FieldReader } from '../field-reader';

export interface GalleryBackgroundConfig {
  /** Image URLs (widgets §3 `slides`), each with resized copies beside it. */
  slides: string[];
  /** Seconds each slide shows (widgets §9: default 3). */
  speed: number;
  transition: BackgroundTransition;
}

export const MAX_BACKGROUND_SLIDES = 20;

export function readGalleryBackgroundConfig(raw: unknown): Checked<GalleryBackgroundConfig> {
  const read = new FieldReader(raw, 'gallery background');
  const slides = read.list('slides').flatMap((slide, index) => {
    const url = typeof slide === 'string' ? slide : (slide as { url?: unknown } | null)?.url;
    if (typeof url === 'string' && url.trim() !== '' && !/^(javascript|data|vbscript):/i.test(url.trim()))
      return [url.trim()];
    read.warn(`slides[${index}]: expected an image URL, got ${describe(slide)}; it is skipped`);
    return [];
  });
  if (slides.length > MAX_BACKGROUND_SLIDES)
    read.warn(`slides: ${slides.length} slides; the first ${MAX_BACKGROUND_SLIDES} are shown`);
  if (slides.length === 0) read.warn('the gallery background has no slides: nothing is shown');
  return {
    slides: slides.slice(0, MAX_BACKGROUND_SLIDES),
    speed: read.positive('speed', DEFAULT_BACKGROUND_SPEED_S),
    transition: read.oneOf('transition', BACKGROUND_TRANSITIONS, DEFAULT_BACKGROUND_TRANSITION),
    warnings: read.warnings,
  };
}

export const galleryBackgroundConfig = checkedSchema(readGalleryBackgroundConfig);
