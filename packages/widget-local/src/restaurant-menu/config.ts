import type { InferOutput } from '@vitrine/widget-api';
import { lenient } from '@vitrine/widget-api';
import * as z from 'zod/mini';
import { readMenu } from './menu-data';

const shape = z.object({
  /**
   * The menu as the server renders it: `{ name, description?, items: [{ name, description?, price? }] }` per
   * category. Read by `readMenu`, below, which leaves out what it cannot show.
   */
  categories: z._default(z.array(z.unknown()), []),
});

/**
 * A list that is no list gives an empty menu; the categories and items that cannot be shown are left out. Each
 * with a warning the host logs.
 */
export const restaurantMenuConfig = lenient(shape, (config, warn) => {
  const { categories, warnings } = readMenu(config.categories);
  for (const warning of warnings) warn(warning);
  return { categories };
});

export type RestaurantMenuConfig = InferOutput<typeof restaurantMenuConfig>;
