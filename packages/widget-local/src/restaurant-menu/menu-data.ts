export interface MenuItem {
  name: string;
  description?: string;
  /** As the menu prints it (`$4.50`, `4,50 €`). */
  price?: string;
}

export interface MenuCategory {
  name: string;
  description?: string;
  items: MenuItem[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The categories and items that can be shown; nameless ones are left out, each with a warning. */
export function readMenu(raw: readonly unknown[]): { categories: MenuCategory[]; warnings: string[] } {
  const categories: MenuCategory[] = [];
  const warnings: string[] = [];
  raw.forEach((entry, index) => {
    const candidate = (entry ?? {}) as Record<string, unknown>;
    const name = text(candidate.name);
    if (!name) {
      warnings.push(`menu category ${index + 1} is left out: it has no name`);
      return;
    }
    const items: MenuItem[] = [];
    (Array.isArray(candidate.items) ? candidate.items : []).forEach((item: unknown, itemIndex) => {
      const fields = (item ?? {}) as Record<string, unknown>;
      const itemName = text(fields.name);
      if (!itemName) {
        warnings.push(`item ${itemIndex + 1} of "${name}" is left out: it has no name`);
        return;
      }
      items.push({ name: itemName, description: text(fields.description), price: text(fields.price) });
    });
    categories.push({ name, description: text(candidate.description), items });
  });
  return { categories, warnings };
}

/** On mobile all but the first category start collapsed (spec widgets §4). */
export function initiallyOpen(device: string, count: number): boolean[] {
  return Array.from({ length: count }, (_, index) => device !== 'mobile' || index === 0);
}
