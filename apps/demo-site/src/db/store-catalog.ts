import type { Catalog, CatalogCategory, CatalogProduct } from '@vitrine/widget-store';
import type { Database, Statement } from 'better-sqlite3';

interface CategoryRow {
  id: number;
  name: string;
  description: string;
}

interface ProductRow {
  id: number;
  category_id: number;
  name: string;
  price_cents: number;
  description: string;
  image_url: string;
}

/** The `store_categories` and `store_products` tables: a site's catalogue for the static product browser. */
export class StoreCatalog {
  readonly #db: Database;
  readonly #categories: Statement<[string]>;
  readonly #products: Statement<[string]>;
  readonly #insertCategory: Statement<[string, number, string, string, number]>;
  readonly #insertProduct: Statement<[string, number, number, string, number, string, string, number]>;

  constructor(db: Database) {
    this.#db = db;
    this.#categories = db.prepare(
      'SELECT id, name, description FROM store_categories WHERE site_alias = ? ORDER BY position, id',
    );
    this.#products = db.prepare(
      'SELECT id, category_id, name, price_cents, description, image_url FROM store_products WHERE site_alias = ? ORDER BY position, id',
    );
    this.#insertCategory = db.prepare(
      'INSERT OR IGNORE INTO store_categories (site_alias, id, name, description, position) VALUES (?, ?, ?, ?, ?)',
    );
    this.#insertProduct = db.prepare(
      'INSERT OR IGNORE INTO store_products (site_alias, id, category_id, name, price_cents, description, image_url, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
  }

  /** Gives the site each category and product it does not have yet; stored ones are kept as the owner left them. */
  seed(siteAlias: string, catalog: Pick<Catalog, 'categories' | 'products'>): void {
    this.#db.transaction(() => {
      for (const [position, category] of catalog.categories.entries())
        this.#insertCategory.run(siteAlias, category.id, category.name, category.description ?? '', position);
      for (const [position, product] of catalog.products.entries())
        this.#insertProduct.run(
          siteAlias,
          product.id,
          product.categoryId,
          product.name,
          Math.round(product.price * 100),
          product.description,
          product.imageUrl,
          position,
        );
    })();
  }

  /** The site's catalogue in its order, prices in `currency`. */
  catalog(siteAlias: string, currency: string): Catalog {
    const categories = (this.#categories.all(siteAlias) as CategoryRow[]).map(
      (row): CatalogCategory => ({ id: row.id, name: row.name, description: row.description }),
    );
    const products = (this.#products.all(siteAlias) as ProductRow[]).map(
      (row): CatalogProduct => ({
        id: row.id,
        categoryId: row.category_id,
        name: row.name,
        price: row.price_cents / 100,
        description: row.description,
        imageUrl: row.image_url,
      }),
    );
    return { categories, products, currency };
  }
}
