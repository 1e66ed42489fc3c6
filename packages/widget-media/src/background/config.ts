import { configReader } from '@vitrine/widget-api';
import { isValidEmbedId, isVideoProvider, type VideoProvider } from '../providers/providers';

/**
 * The video background has no settings in a config attribute: its config is the builder's own `data-video-bg`,
 * which its selector claims and `parseVideoBackground` (below) reads when it mounts, where invalid data is
 * ignored silently (spec widgets §8) and leaves the poster, if any. So its schema takes any config attribute
 * and gives nothing: no zod, and nothing for the host to refuse or warn about.
 */
export type VideoBackgroundConfig = Record<string, never>;
export const videoBackgroundConfig = configReader((): VideoBackgroundConfig => ({}));

/** The default height-to-width ratio of a background video (spec widgets §9): 16:9. */
export const DEFAULT_VIDEO_RATIO = 0.5625;

/** A video background, as `data-video-bg` describes it (spec widgets §3). */
export interface VideoBackgroundDescriptor {
  provider: VideoProvider;
  /** The provider's video id; for `cdn`, the file's URL. */
  id: string;
  poster: string | undefined;
  /** 0 to 1. */
  opacity: number;
  /** Height over width of the video, to cover the element without letterboxing. */
  ratio: number;
}

/** What a garbage attribute leaves: the poster if one could be read, else nothing (spec widgets §8). */
export type DescriptorOutcome =
  | { ok: true; descriptor: VideoBackgroundDescriptor }
  | { ok: false; poster: string | undefined };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const finiteNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/** Opacity above 1 is a percent (spec widgets §5); out of range or unreadable means fully opaque. */
export function normalizeOpacity(value: unknown): number {
  const number = finiteNumber(value);
  if (number === undefined || number < 0) return 1;
  const fraction = number > 1 ? number / 100 : number;
  return Math.min(fraction, 1);
}

export function normalizeRatio(value: unknown): number {
  const number = finiteNumber(value);
  return number !== undefined && number > 0 && number <= 10 ? number : DEFAULT_VIDEO_RATIO;
}

/** A URL the page may load as a video or poster: http(s) or same-site; never `javascript:` or `data:`. */
function safeUrl(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A poster may also be an inline picture (`data:image/…`): painted as a CSS background, it can run nothing. */
function posterUrl(value: string | undefined, base: string): string | undefined {
  return value?.startsWith('data:image/') ? value : safeUrl(value, base);
}

/**
 * The encoded JSON is URL-encoded by the builder; plain JSON (a hand-written page) is read too, first, so the
 * percent signs inside it (an inline poster) are left alone. Anything else is `undefined`, never an exception.
 */
function decodeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    // Not plain JSON: URL-encoded, or garbage.
  }
  try {
    return JSON.parse(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

/** Reads `data-video-bg`. `base` resolves relative URLs (the page's address). */
export function parseVideoBackground(raw: string | null | undefined, base: string): DescriptorOutcome {
  if (!raw) return { ok: false, poster: undefined };
  const value = decodeJson(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, poster: undefined };
  const record = value as Record<string, unknown>;
  const poster = posterUrl(text(record.poster), base);
  const provider = record.provider;
  const id = text(record.id);
  if (!isVideoProvider(provider) || !id) return { ok: false, poster };
  const source = provider === 'cdn' ? safeUrl(id, base) : isValidEmbedId(provider, id) ? id : undefined;
  if (!source) return { ok: false, poster };
  return {
    ok: true,
    descriptor: {
      provider,
      id: source,
      poster,
      opacity: normalizeOpacity(record.opacity),
      ratio: normalizeRatio(record.ratio),
    },
  };
}
