import { MarkupAttribute } from './attributes';

/** The entrance animations core plays, named as in animate.css, which site content written for WOW uses. */
export const ENTRANCE_ANIMATIONS = [
  'fadeIn',
  'fadeInUp',
  'fadeInDown',
  'fadeInLeft',
  'fadeInRight',
  'zoomIn',
  'bounceIn',
  'bounceInUp',
  'slideInUp',
  'slideInLeft',
  'slideInRight',
] as const;

export type EntranceAnimationName = (typeof ENTRANCE_ANIMATIONS)[number];

export interface EntranceAnimationMarkup {
  animation: EntranceAnimationName;
  /** Seconds; default 1 (bounce animations 0.6, zoom 0.5). */
  duration?: number;
  /** Seconds after the element enters the viewport; default 0. */
  delay?: number;
  /** How many times the animation runs; default 1. */
  iteration?: number | 'infinite';
  /** Pixels above the viewport's bottom edge where the element counts as entered; default 0. */
  offset?: number;
}

/** The attributes of an element that animates in when it enters the viewport, to spread on the element. */
export function entranceAnimationAttributes({
  animation,
  duration,
  delay,
  iteration,
  offset,
}: EntranceAnimationMarkup): Record<string, string> {
  const attributes: Record<string, string> = { [MarkupAttribute.wowAnimation]: animation };
  if (duration !== undefined) attributes[MarkupAttribute.wowDuration] = `${duration}s`;
  if (delay !== undefined) attributes[MarkupAttribute.wowDelay] = `${delay}s`;
  if (iteration !== undefined) attributes[MarkupAttribute.wowIteration] = String(iteration);
  if (offset !== undefined) attributes[MarkupAttribute.wowOffset] = String(offset);
  return attributes;
}

export interface ScrollResponderMarkup {
  /** CSS selector of the element whose bottom edge sets the threshold. */
  target: string;
  /** Class added past the threshold; default `vitrine-scrolled`. */
  className?: string;
  /** Fraction of the target's bottom edge (in document coordinates) to scroll past; default 0.5. */
  threshold?: number;
}

/** The attributes of a scroll responder, to spread on the element that receives the class. */
export function scrollResponderAttributes({
  target,
  className,
  threshold,
}: ScrollResponderMarkup): Record<string, string> {
  const attributes: Record<string, string> = { [MarkupAttribute.scrollableTarget]: target };
  if (className !== undefined) attributes[MarkupAttribute.scrollClass] = className;
  if (threshold !== undefined) attributes[MarkupAttribute.scrollThreshold] = String(threshold);
  return attributes;
}
