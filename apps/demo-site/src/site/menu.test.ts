import { describe, expect, it } from 'vitest';
import { allergenTable, MENU, menuAsText } from './menu';

describe('menuAsText', () => {
  it('lists every item of the menu with its price', () => {
    const text = menuAsText('Harbor & Rye');
    for (const item of MENU.flatMap((section) => section.items)) {
      expect(text).toContain(item.name);
      expect(text).toContain(item.price);
    }
  });
});

describe('allergenTable', () => {
  it('covers every menu item, in menu order', () => {
    const names = MENU.flatMap((section) => section.items.map((item) => item.name));
    expect(allergenTable().map((row) => row.item)).toEqual(names);
  });

  it('knows the rye loaf has rye and the espresso nothing', () => {
    const table = new Map(allergenTable().map((row) => [row.item, row.contains]));
    expect(table.get('Dark rye with caraway')).toContain('Rye');
    expect(table.get('Espresso')).toEqual([]);
  });
});
