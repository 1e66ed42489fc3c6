import * as z from 'zod/mini';

/**
 * The comments area of a post: the comment service's thread when `disqusShortName` is given, the social
 * network's comments plugin when `facebook` is true, or both.
 */
export const commentsConfig = z.object({
  /** The post's address, which both providers key their comments by; the page's own when absent. */
  href: z.optional(z.string()),
  disqusShortName: z.optional(z.string()),
  disqusId: z.optional(z.string()),
  facebook: z._default(z.boolean(), false),
  numPosts: z._default(z.int().check(z.gte(1), z.lte(100)), 5),
  /** How close to the viewport the area must come before the providers' code loads, in pixels. */
  nearPx: z._default(z.int().check(z.gte(0), z.lte(5000)), 300),
});
export type CommentsConfig = z.output<typeof commentsConfig>;
