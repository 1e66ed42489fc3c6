import * as z from 'zod/mini';

export const parallaxBackgroundConfig = z.object({
  /** The background picture. */
  image: z.string().check(z.minLength(1)),
  /**
   * How much slower than the page it moves: 0 scrolls with the page, 1 the most. How far it travels is a share
   * of the viewport's height, so a tall section and a short one move alike.
   */
  speed: z._default(z.number().check(z.gte(0), z.lte(1)), 0.5),
});

export type ParallaxBackgroundConfig = z.output<typeof parallaxBackgroundConfig>;
