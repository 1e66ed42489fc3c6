import * as z from 'zod/mini';

/** A blog post item (core-runtime spec §3): its own link and its neighbours', absent at either end. */
export const postSwipeConfig = z.object({
  link: z.optional(z.string()),
  prevLink: z.optional(z.string()),
  nextLink: z.optional(z.string()),
});
export type PostSwipeConfig = z.output<typeof postSwipeConfig>;
