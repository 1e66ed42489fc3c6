import * as z from 'zod/mini';

/**
 * Spec widgets §3 Twitter feed. Every field is read by `twitterTimeline`, which gives garbage a defined
 * meaning (and a warning) rather than refusing the whole feed.
 */
export const twitterFeedConfig = z.object({
  /** `Profile`, `ProfileReplies`; any other value is the account's favourites (likes). */
  twitterType: z.optional(z.unknown()),
  twitterUserName: z.optional(z.unknown()),
  numberOfTweets: z.optional(z.unknown()),
  hideHeaderFooter: z.optional(z.unknown()),
  /** The timeline's language; the page's when absent. */
  lang: z.optional(z.unknown()),
});

export type TwitterFeedConfig = z.output<typeof twitterFeedConfig>;
