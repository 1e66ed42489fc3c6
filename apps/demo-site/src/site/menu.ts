/** The bakery's menu: the menu page and the downloadable plain-text menu are both made from this. */
export interface MenuItem {
  name: string;
  description: string;
  price: string;
  /** Dietary notes, closing the item's description on the menu page. */
  labels?: readonly ('vegan' | 'contains nuts' | 'wholegrain' | 'seasonal')[];
}

export interface MenuSection {
  id: string;
  title: string;
  intro: string;
  items: readonly MenuItem[];
}

export const MENU: readonly MenuSection[] = [
  {
    id: 'bread',
    title: 'Bread',
    intro: 'Naturally leavened, fermented for 36 hours, baked every morning from stone-milled local flour.',
    items: [
      {
        name: 'Harbor country loaf',
        description: 'Our everyday sourdough: 20% whole wheat, open crumb, deep crust.',
        price: '$9.00',
        labels: ['vegan'],
      },
      {
        name: 'Dark rye with caraway',
        description: '80% rye from the Vos farm, dense and tangy, slices thin for days.',
        price: '$10.00',
        labels: ['vegan', 'wholegrain'],
      },
      {
        name: 'Seeded spelt tin',
        description: 'Sunflower, pumpkin, flax and sesame in a soft spelt crumb.',
        price: '$9.50',
        labels: ['vegan', 'wholegrain'],
      },
      {
        name: 'Baguette',
        description: 'Long-fermented, crackling crust. Ready at 7, 10 and noon.',
        price: '$4.00',
        labels: ['vegan'],
      },
    ],
  },
  {
    id: 'pastry',
    title: 'Pastry',
    intro: 'Laminated by hand with cultured butter from the dairy across the bay.',
    items: [
      {
        name: 'Cardamom knot',
        description: 'The one everyone queues for: brown butter, freshly ground cardamom, pearl sugar.',
        price: '$4.50',
      },
      { name: 'Butter croissant', description: 'Three days in the making, 27 layers.', price: '$4.25' },
      {
        name: 'Hazelnut morning bun',
        description: 'Orange zest, toasted hazelnuts, a little salt.',
        price: '$4.75',
        labels: ['contains nuts'],
      },
      {
        name: 'Rye & dark chocolate cookie',
        description: 'Whole rye, 70% chocolate, flaky sea salt.',
        price: '$3.75',
        labels: ['wholegrain'],
      },
      {
        name: 'Rhubarb frangipane tart',
        description: 'While the rhubarb lasts: almond cream, roasted rhubarb.',
        price: '$5.50',
        labels: ['seasonal', 'contains nuts'],
      },
    ],
  },
  {
    id: 'breakfast-lunch',
    title: 'Breakfast & lunch',
    intro: 'Served until 14:00 on Harbor Street, made with whatever the bakery and the market have that day.',
    items: [
      {
        name: 'Toast & cultured butter',
        description: 'Two thick slices of country loaf, salted butter, house jam.',
        price: '$7.00',
      },
      {
        name: 'Smoked trout tartine',
        description: 'Dark rye, horseradish crème fraîche, pickled shallot, dill.',
        price: '$15.00',
      },
      {
        name: 'Tomato & white bean toast',
        description: 'Slow-cooked beans, roasted tomatoes, herb oil on grilled sourdough.',
        price: '$13.00',
        labels: ['vegan'],
      },
      {
        name: 'Soup of the day',
        description: 'With a heel of bread and butter. Ask at the counter.',
        price: '$11.00',
        labels: ['seasonal'],
      },
    ],
  },
  {
    id: 'drinks',
    title: 'Coffee & drinks',
    intro: 'Espresso roasted twenty minutes inland; oat milk at no extra charge.',
    items: [
      { name: 'Espresso', description: 'Seasonal single origin.', price: '$3.25' },
      { name: 'Flat white', description: 'Double shot, silky milk.', price: '$4.50' },
      { name: 'Filter coffee', description: 'Batch brewed, free refill while you sit in.', price: '$3.50' },
      {
        name: 'Cardamom chai',
        description: 'Spiced in house with our cardamom and black tea.',
        price: '$4.75',
      },
      {
        name: 'Apple juice',
        description: 'Pressed on the bench farm, unfiltered.',
        price: '$4.00',
        labels: ['vegan'],
      },
    ],
  },
];

/** The menu as the plain-text file visitors can download (`/assets/menu.txt`). */
export function menuAsText(siteName: string): string {
  const lines = [`${siteName} — Menu`, '', 'Prices include tax. Ask us about allergens.', ''];
  for (const section of MENU) {
    lines.push(section.title.toUpperCase(), section.intro, '');
    for (const item of section.items) {
      const labels = item.labels?.length ? ` [${item.labels.join(', ')}]` : '';
      lines.push(`  ${item.name.padEnd(34, '.')} ${item.price}`, `    ${item.description}${labels}`);
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

/** The allergens the guide lists, in its column order. */
export const ALLERGENS = ['Wheat', 'Rye', 'Milk', 'Eggs', 'Nuts', 'Fish', 'Sesame'] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** What each menu item contains, by item name. Every item must be listed (a unit test keeps this honest). */
const ALLERGENS_BY_ITEM: Readonly<Record<string, readonly Allergen[]>> = {
  'Harbor country loaf': ['Wheat'],
  'Dark rye with caraway': ['Rye', 'Wheat'],
  'Seeded spelt tin': ['Wheat', 'Sesame'],
  Baguette: ['Wheat'],
  'Cardamom knot': ['Wheat', 'Milk', 'Eggs'],
  'Butter croissant': ['Wheat', 'Milk', 'Eggs'],
  'Hazelnut morning bun': ['Wheat', 'Milk', 'Eggs', 'Nuts'],
  'Rye & dark chocolate cookie': ['Rye', 'Milk', 'Eggs'],
  'Rhubarb frangipane tart': ['Wheat', 'Milk', 'Eggs', 'Nuts'],
  'Toast & cultured butter': ['Wheat', 'Milk'],
  'Smoked trout tartine': ['Rye', 'Wheat', 'Milk', 'Fish'],
  'Tomato & white bean toast': ['Wheat'],
  'Soup of the day': ['Wheat', 'Milk'],
  Espresso: [],
  'Flat white': ['Milk'],
  'Filter coffee': [],
  'Cardamom chai': ['Milk'],
  'Apple juice': [],
};

/** One row per menu item, in menu order. Throws for an item the allergen list does not cover. */
export function allergenTable(): { item: string; contains: readonly Allergen[] }[] {
  return MENU.flatMap((section) =>
    section.items.map((item) => {
      const contains = ALLERGENS_BY_ITEM[item.name];
      if (!contains) throw new Error(`No allergen information for "${item.name}"`);
      return { item: item.name, contains };
    }),
  );
}

/**
 * The menu as the restaurant-menu widget reads it. The widget has no field for dietary notes: they close each
 * item's description, as the plain-text menu prints them.
 */
export const MENU_CATEGORIES = MENU.map((section) => ({
  name: section.title,
  description: section.intro,
  items: section.items.map(({ name, description, price, labels }) => ({
    name,
    description: labels?.length ? `${description} (${labels.join(', ')})` : description,
    price,
  })),
}));
