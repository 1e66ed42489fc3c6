import type { Catalog } from '@vitrine/widget-store';
import { pagePath } from './site';

/** The store page's alias (spec widgets §2: the store page path is the site's configured store page alias). */
export const STORE_ALIAS = 'shop';
/** The store page's path: the base of the store's clean URLs. */
export const STORE_PATH = pagePath(STORE_ALIAS);
/** The bakery's store on the hosted platform. No machine here reaches it: the demo shows its catalogue. */
export const STORE_ID = '4242001';
export const STORE_CURRENCY = 'USD';

/** The product the home page features, linking into the store with its clean URL. */
export const FEATURED_PRODUCT_ID = 101;

/** What the demo's database starts with; the owner's later changes to the tables are kept. */
export const STORE_CATALOG_SEED: Pick<Catalog, 'categories' | 'products'> = {
  categories: [
    { id: 1, name: 'Breads', description: 'Naturally leavened loaves, baked every morning.' },
    { id: 2, name: 'Pastries', description: 'Laminated, braided and filled: the weekend counter.' },
    { id: 3, name: 'Pantry', description: 'What we bake with, to take home.' },
  ],
  products: [
    {
      id: 101,
      categoryId: 1,
      name: 'Harbor country loaf',
      price: 9,
      description: 'Our everyday sourdough: stone-milled wheat and a little rye, fermented for 36 hours.',
      imageUrl: '/assets/shop/101.svg',
    },
    {
      id: 102,
      categoryId: 1,
      name: 'Dark rye with caraway',
      price: 10.5,
      description: 'A dense 80% rye with toasted caraway; best sliced thin, a day after baking.',
      imageUrl: '/assets/shop/102.svg',
    },
    {
      id: 103,
      categoryId: 1,
      name: 'Seeded spelt tin',
      price: 9.5,
      description: 'Whole spelt with sunflower, flax and pumpkin seeds, baked in a tin for sandwiches.',
      imageUrl: '/assets/shop/103.svg',
    },
    {
      id: 104,
      categoryId: 1,
      name: 'Baguette',
      price: 4,
      description: 'Crackling crust, open crumb, out of the oven at seven.',
      imageUrl: '/assets/shop/104.svg',
    },
    {
      id: 105,
      categoryId: 2,
      name: 'Cardamom knot',
      price: 4.25,
      description: 'Swedish-style knot with freshly ground cardamom and pearl sugar.',
      imageUrl: '/assets/shop/105.svg',
    },
    {
      id: 106,
      categoryId: 2,
      name: 'Butter croissant',
      price: 3.75,
      description: 'Three days from dough to oven, cultured butter, 27 layers.',
      imageUrl: '/assets/shop/106.svg',
    },
    {
      id: 107,
      categoryId: 2,
      name: 'Rhubarb frangipane tart',
      price: 5.5,
      description: 'Almond cream and roasted rhubarb in a short crust; Fridays and Saturdays.',
      imageUrl: '/assets/shop/107.svg',
    },
    {
      id: 108,
      categoryId: 2,
      name: 'Morning bun',
      price: 4,
      description: 'Croissant dough rolled with orange zest and cinnamon sugar.',
      imageUrl: '/assets/shop/108.svg',
    },
    {
      id: 109,
      categoryId: 3,
      name: 'Stone-milled flour, 2 kg',
      price: 8,
      description: 'The same high-extraction wheat flour we bake with, milled up the river.',
      imageUrl: '/assets/shop/109.svg',
    },
    {
      id: 110,
      categoryId: 3,
      name: 'Sourdough starter kit',
      price: 12,
      description: 'A jar of our starter, dried, with a feeding schedule and our country loaf recipe.',
      imageUrl: '/assets/shop/110.svg',
    },
    {
      id: 111,
      categoryId: 3,
      name: 'Toasted oat granola',
      price: 11,
      description: 'Oats, hazelnuts and honey, toasted slowly in the bread oven as it cools.',
      imageUrl: '/assets/shop/111.svg',
    },
    {
      id: 112,
      categoryId: 3,
      name: 'Plum and bay jam',
      price: 7.5,
      description: 'Late-summer plums from the valley with a bay leaf, in small batches.',
      imageUrl: '/assets/shop/112.svg',
    },
  ],
};
