import * as z from 'zod/mini';

export const openTableConfig = z.object({
  /** The restaurant's OpenTable id (`rid`). */
  restaurantId: z._default(z.string(), ''),
  label: z._default(z.string(), 'Reserve a table'),
});
export type OpenTableConfig = z.output<typeof openTableConfig>;
