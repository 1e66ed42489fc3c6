import type { InferOutput } from '@vitrine/widget-api';
import { lenient } from '@vitrine/widget-api';
import * as z from 'zod/mini';
import { twitterTimeline } from './twitter-timeline';

/** Spec widgets §3 Twitter feed: the attributes, each read below. */
const shape = z.object({
  /** `Profile`, `ProfileReplies`; any other value is the account's favourites (likes). */
  twitterType: z.optional(z.unknown()),
  twitterUserName: z.optional(z.unknown()),
  numberOfTweets: z.optional(z.unknown()),
  hideHeaderFooter: z.optional(z.unknown()),
  /** The timeline's language; the page's when absent. */
  lang: z.optional(z.unknown()),
});

/**
 * The feed's timeline, read by `twitterTimeline`, which gives garbage a defined meaning (and a warning the host
 * logs) rather than refusing the whole feed; `undefined` without a usable account name. Without a language of
 * its own the feed takes the page's, which the mount adds (`withPageLanguage`).
 */
export const twitterFeedConfig = lenient(shape, (config, warn) => {
  const { timeline, warnings } = twitterTimeline(config, '');
  for (const warning of warnings) warn(warning);
  return { timeline };
});

export type TwitterFeedConfig = InferOutput<typeof twitterFeedConfig>;
