import type { CollectionRow } from '@vitrine/runtime-core/protocol';
import { MENU } from './menu';
import { pagePath } from './site';

/**
 * The site's collections, seeded into SQLite on first start. Rows have the shape the runtime's collections
 * query reads: the fields under `data` and the page that shows the row as `page_item_url`.
 */

/** Every dish and drink of the menu page, priced as numbers so a query can compare them. */
export const MENU_ITEMS: CollectionRow[] = MENU.flatMap((section) =>
  section.items.map((item) => ({
    data: {
      name: item.name,
      description: item.description,
      price: Number(item.price.replace(/^\$/, '')),
      category: section.id,
      labels: [...(item.labels ?? [])],
    },
    page_item_url: `${pagePath('menu')}#${section.id}`,
  })),
);

/** What is coming up at the bakery. */
export const EVENTS: CollectionRow[] = [
  {
    data: {
      title: 'Sourdough basics',
      date: '2026-12-05',
      location: 'Harbor Street',
      seats: 8,
      description:
        'Three hours at the bench: starter, mixing, shaping. You take home a loaf and some starter.',
    },
    page_item_url: `${pagePath('contact')}#wholesale-heading`,
  },
  {
    data: {
      title: 'Winter solstice night bake',
      date: '2026-12-21',
      location: 'Harbor Street',
      seats: 20,
      description: 'The ovens stay on late: cardamom knots from the oven, cider, and the longest night.',
    },
    page_item_url: pagePath('locations'),
  },
  {
    data: {
      title: 'Rye Lane market, last stall of the year',
      date: '2026-10-31',
      location: 'Rye Lane Market',
      seats: null,
      description: 'Flour from Tillman Mill by the kilo and the season’s last rhubarb tarts.',
    },
    page_item_url: pagePath('locations'),
  },
];

export const SITE_COLLECTIONS: Readonly<Record<string, CollectionRow[]>> = {
  'menu-items': MENU_ITEMS,
  events: EVENTS,
};
