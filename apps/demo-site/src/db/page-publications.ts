import { randomUUID } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { queuedWrite } from './write-queue';

export interface PagePublication {
  alias: string;
  uuid: string;
  published_at: string;
}

/** The `page_publications` table: which publication of each page is live. */
export class PagePublications {
  readonly #db: Database;
  readonly #get: Statement<[string]>;
  readonly #insertIfMissing: Statement<[string, string, string]>;
  readonly #update: Statement<[string, string, string]>;

  constructor(db: Database) {
    this.#db = db;
    this.#get = db.prepare('SELECT alias, uuid, published_at FROM page_publications WHERE alias = ?');
    this.#insertIfMissing = db.prepare(
      'INSERT OR IGNORE INTO page_publications (alias, uuid, published_at) VALUES (?, ?, ?)',
    );
    this.#update = db.prepare('UPDATE page_publications SET uuid = ?, published_at = ? WHERE alias = ?');
  }

  /** Gives every alias without a publication its first one; existing publications are kept. */
  seed(aliases: readonly string[], now = new Date()): void {
    this.#db.transaction(() => {
      for (const alias of aliases) this.#insertIfMissing.run(alias, randomUUID(), now.toISOString());
    })();
  }

  get(alias: string): PagePublication | undefined {
    return this.#get.get(alias) as PagePublication | undefined;
  }

  /** A new publication of a known page: new uuid, new date. Undefined when the alias has none. */
  republish(alias: string, now = new Date()): Promise<PagePublication | undefined> {
    const publish = this.#db.transaction(() => {
      const current = this.get(alias);
      if (!current) return undefined;
      // Two republishes within one millisecond must still read as two publications.
      const previous = Date.parse(current.published_at);
      const publishedAt = new Date(Math.max(now.getTime(), previous + 1)).toISOString();
      const next = { alias, uuid: randomUUID(), published_at: publishedAt };
      this.#update.run(next.uuid, next.published_at, alias);
      return next;
    });
    return queuedWrite(this.#db, () => publish.immediate());
  }
}
