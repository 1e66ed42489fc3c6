import * as z from 'zod/mini';
import { DEFAULT_VIDEO_RATIO } from '../background/config';
import { VIDEO_PROVIDERS } from '../providers/providers';

const source = z.object({
  src: z.string().check(z.minLength(1)),
  /** `video/mp4`, `video/webm`, `application/x-mpegurl` (HLS); guessed from the file name when absent. */
  type: z.optional(z.string()),
});

const captions = z.object({
  src: z.string().check(z.minLength(1)),
  /** BCP 47 language of the track. */
  srclang: z.string().check(z.minLength(2)),
  label: z.string().check(z.minLength(1)),
  kind: z._default(z.enum(['captions', 'subtitles', 'descriptions']), 'captions'),
  default: z.optional(z.boolean()),
});

export const videoPlayerConfig = z.object({
  /** `cdn`: the site's own files (`sources`); else the provider's video `id`. */
  provider: z._default(z.enum(VIDEO_PROVIDERS), 'cdn'),
  id: z.optional(z.string()),
  /** The site's own files, in order of preference: MP4, WebM, an HLS stream (`.m3u8`). */
  sources: z._default(z.array(source), []),
  /** The picture shown before play. YouTube and Dailymotion have one of their own when it is absent. */
  poster: z.optional(z.string()),
  /** What the video is: the play button's and the player's accessible name. */
  title: z._default(z.string(), 'Video'),
  captions: z._default(z.array(captions), []),
  /** Height over width (spec widgets §9). */
  ratio: z._default(z.number().check(z.gt(0), z.lte(10)), DEFAULT_VIDEO_RATIO),
});

export type VideoPlayerConfig = z.output<typeof videoPlayerConfig>;
export type VideoSource = VideoPlayerConfig['sources'][number];
export type CaptionsTrack = VideoPlayerConfig['captions'][number];
