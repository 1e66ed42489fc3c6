import type { Database, Statement } from 'better-sqlite3';

/** The `site_collections` table: each named collection of a site, as the JSON text the runtime receives. */
export class SiteCollections {
  readonly #db: Database;
  readonly #get: Statement<[string, string]>;
  readonly #insertIfMissing: Statement<[string, string, string, string]>;

  constructor(db: Database) {
    this.#db = db;
    this.#get = db.prepare('SELECT value FROM site_collections WHERE site_alias = ? AND name = ?');
    this.#insertIfMissing = db.prepare(
      'INSERT OR IGNORE INTO site_collections (site_alias, name, value, updated_at) VALUES (?, ?, ?, ?)',
    );
  }

  /** Gives the site each collection it does not have yet; collections already stored are kept. */
  seed(siteAlias: string, collections: Readonly<Record<string, unknown>>, now = new Date()): void {
    this.#db.transaction(() => {
      for (const [name, value] of Object.entries(collections))
        this.#insertIfMissing.run(siteAlias, name, JSON.stringify(value), now.toISOString());
    })();
  }

  /** The collection's JSON text, or undefined when the site has no collection of that name. */
  get(siteAlias: string, name: string): string | undefined {
    return (this.#get.get(siteAlias, name) as { value: string } | undefined)?.value;
  }
}
