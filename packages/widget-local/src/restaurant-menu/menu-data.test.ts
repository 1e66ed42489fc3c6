import { describe, expect, it } from 'vitest';
import { initiallyOpen, readMenu } from './menu-data';

describe('readMenu', () => {
  it('keeps named categories and items, trims texts, and reports what it leaves out', () => {
    const { categories, warnings } = readMenu([
      { name: ' Breakfast ', items: [{ name: 'Toast', price: '$4' }, { price: '$2' }, 'junk'] },
      { items: [] },
      { name: 'Coffee', description: 'Roasted up the road', items: 'none' },
    ]);
    expect(categories).toEqual([
      {
        name: 'Breakfast',
        description: undefined,
        items: [{ name: 'Toast', description: undefined, price: '$4' }],
      },
      { name: 'Coffee', description: 'Roasted up the road', items: [] },
    ]);
    expect(warnings).toEqual([
      'item 2 of "Breakfast" is left out: it has no name',
      'item 3 of "Breakfast" is left out: it has no name',
      'menu category 2 is left out: it has no name',
    ]);
  });
});

describe('initiallyOpen', () => {
  it('opens only the first category on mobile, every category elsewhere', () => {
    expect(initiallyOpen('mobile', 3)).toEqual([true, false, false]);
    expect(initiallyOpen('desktop', 3)).toEqual([true, true, true]);
    expect(initiallyOpen('tablet', 2)).toEqual([true, true]);
  });
});
