import type { InferOutput } from '@vitrine/widget-api';
import { lenient } from '@vitrine/widget-api';
import * as z from 'zod/mini';
import { readReviews } from './review-text';

/** The fields, each with its default: a server's markup parses with this alone, synchronously. */
export const reviewsFields = z.object({
  /**
   * The reviews, as the server renders them: `{ author, rating (1–5), text, date? }` each. Read by
   * `readReviews`, below, which leaves out an entry it cannot show instead of refusing the list.
   */
  reviews: z._default(z.array(z.unknown()), []),
  /** Texts longer than this many characters are cut with '...more' (the spec shows no limit). */
  excerptLength: z._default(z.number().check(z.gte(40), z.lte(2000)), 180),
  moreLabel: z._default(z.string(), '...more'),
  lessLabel: z._default(z.string(), 'Show less'),
});

/**
 * Garbage in a field gives its default; a review that cannot be shown is left out. Each with a warning the host
 * logs.
 */
export const reviewsConfig = lenient(reviewsFields, (config, warn) => {
  const { reviews, warnings } = readReviews(config.reviews);
  for (const warning of warnings) warn(warning);
  return { ...config, reviews };
});

export type ReviewsConfig = InferOutput<typeof reviewsConfig>;
