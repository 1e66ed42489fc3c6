import { MarkupAttribute } from '../markup/attributes';
import type { EntranceAnimationName } from '../markup/effects';
import { ENTRANCE_EFFECTS } from './entrance-keyframes';

/** What an entrance-animated element asks for, after defaults (core-runtime spec §3, §9). */
export interface EntranceOptions {
  animation: EntranceAnimationName;
  durationMs: number;
  delayMs: number;
  /** A positive number, or `Infinity` for `infinite`. */
  iterations: number;
  /** Pixels above the viewport's bottom edge where the element counts as entered. */
  offsetPx: number;
}

export const DEFAULT_ANIMATION: EntranceAnimationName = 'fadeIn';
/** Spec §9: default duration 1 s, bounce animations 0.6 s, zoom animations 0.5 s. */
export const DEFAULT_DURATION_MS = 1000;
export const BOUNCE_DURATION_MS = 600;
export const ZOOM_DURATION_MS = 500;
/** A longer duration or delay would leave content invisible for too long: longer values are cut to this. */
export const MAX_TIME_MS = 10_000;

const isKnown = (name: string): name is EntranceAnimationName => Object.hasOwn(ENTRANCE_EFFECTS, name);

/** A CSS time (`1s`, `250ms`, `.5s`) or a bare number of seconds, in milliseconds; undefined otherwise. */
export function parseCssTime(raw: string | null): number | undefined {
  const match = raw === null ? null : /^\s*(\d*\.?\d+)\s*(s|ms)?\s*$/i.exec(raw);
  if (!match) return undefined;
  const value = Number(match[1]);
  return match[2]?.toLowerCase() === 'ms' ? value : value * 1000;
}

/** `infinite` or a positive number of iterations; undefined otherwise. */
export function parseIterations(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  if (raw.trim().toLowerCase() === 'infinite') return Number.POSITIVE_INFINITY;
  const value = /^\s*\d*\.?\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  return value > 0 && Number.isFinite(value) ? value : undefined;
}

/** A non-negative number of pixels (`120` or `120px`); undefined otherwise. */
export function parseOffset(raw: string | null): number | undefined {
  const match = raw === null ? null : /^\s*(\d*\.?\d+)\s*(px)?\s*$/i.exec(raw);
  return match ? Number(match[1]) : undefined;
}

/**
 * The animation's name: `data-wow-animation` when it names a known animation, else the first known
 * animate.css class (`class="wow fadeInUp"`), else `fadeIn`.
 */
export function animationNameOf(element: Element): EntranceAnimationName {
  const named = element.getAttribute(MarkupAttribute.wowAnimation)?.trim();
  if (named && isKnown(named)) return named;
  for (const name of element.classList) if (isKnown(name)) return name;
  return DEFAULT_ANIMATION;
}

export function defaultDurationMs(animation: EntranceAnimationName): number {
  if (animation.startsWith('bounce')) return BOUNCE_DURATION_MS;
  if (animation.startsWith('zoom')) return ZOOM_DURATION_MS;
  return DEFAULT_DURATION_MS;
}

/** Reads an element's entrance-animation attributes; a missing or unreadable value takes its default. */
export function readEntranceOptions(element: Element): EntranceOptions {
  const animation = animationNameOf(element);
  const duration = parseCssTime(element.getAttribute(MarkupAttribute.wowDuration));
  const delay = parseCssTime(element.getAttribute(MarkupAttribute.wowDelay));
  return {
    animation,
    durationMs: Math.min(duration ?? defaultDurationMs(animation), MAX_TIME_MS),
    delayMs: Math.min(delay ?? 0, MAX_TIME_MS),
    iterations: parseIterations(element.getAttribute(MarkupAttribute.wowIteration)) ?? 1,
    offsetPx: parseOffset(element.getAttribute(MarkupAttribute.wowOffset)) ?? 0,
  };
}
