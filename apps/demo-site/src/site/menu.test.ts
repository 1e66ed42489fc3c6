import { describe, expect, it } from 'vitest';
import { MENU, menuAsText } from './menu';

describe('menuAsText', () => {
  it('lists every item of the menu with its price', () => {
    const text = menuAsText('Harbor & Rye');
    for (const item of MENU.flatMap((section) => section.items)) {
      expect(text).toContain(item.name);
      expect(text).toContain(item.price);
    }
  });
});
