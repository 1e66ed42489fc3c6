import * as z from 'zod/mini';

export const restaurantMenuConfig = z.object({
  /**
   * The menu as the server renders it: `{ name, description?, items: [{ name, description?, price? }] }` per
   * category. Read by `readMenu`, which leaves out what it cannot show (with a warning).
   */
  categories: z._default(z.array(z.unknown()), []),
});

export type RestaurantMenuConfig = z.output<typeof restaurantMenuConfig>;
