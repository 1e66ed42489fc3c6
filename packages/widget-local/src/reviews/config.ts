import * as z from 'zod/mini';

export const reviewsConfig = z.object({
  /**
   * The reviews, as the server renders them: `{ author, rating (1–5), text, date? }` each. Read by
   * `readReviews`, which leaves out an entry it cannot show (with a warning) instead of refusing the list.
   */
  reviews: z._default(z.array(z.unknown()), []),
  /** Texts longer than this many characters are cut with '...more' (the spec shows no limit). */
  excerptLength: z._default(z.number().check(z.gte(40), z.lte(2000)), 180),
  moreLabel: z._default(z.string(), '...more'),
  lessLabel: z._default(z.string(), 'Show less'),
});

export type ReviewsConfig = z.output<typeof reviewsConfig>;
