import type { Device } from '@vitrine/widget-api';
import type { Database, Statement } from 'better-sqlite3';

/** One extension as a site stores it. */
export interface SiteExtension {
  extId: string;
  title: string;
  html: string;
  /** What phones get instead, when the extension has a shorter version. */
  htmlMobile?: string;
}

interface Row {
  html: string;
  html_mobile: string | null;
}

/** The `site_extensions` table: the HTML each of a site's extensions renders into its placeholder. */
export class SiteExtensions {
  readonly #db: Database;
  readonly #get: Statement<[string, string]>;
  readonly #insertIfMissing: Statement<[string, string, string, string, string | null, string]>;

  constructor(db: Database) {
    this.#db = db;
    this.#get = db.prepare(
      'SELECT html, html_mobile FROM site_extensions WHERE site_alias = ? AND ext_id = ?',
    );
    this.#insertIfMissing = db.prepare(
      'INSERT OR IGNORE INTO site_extensions (site_alias, ext_id, title, html, html_mobile, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
  }

  /** Gives the site each extension it does not have yet; extensions already stored are kept as they are. */
  seed(siteAlias: string, extensions: readonly SiteExtension[], now = new Date()): void {
    this.#db.transaction(() => {
      for (const extension of extensions)
        this.#insertIfMissing.run(
          siteAlias,
          extension.extId,
          extension.title,
          extension.html,
          extension.htmlMobile ?? null,
          now.toISOString(),
        );
    })();
  }

  /** The extension's HTML for a device, or undefined when the site has no such extension. */
  html(siteAlias: string, extId: string, device: Device): string | undefined {
    const row = this.#get.get(siteAlias, extId) as Row | undefined;
    if (!row) return undefined;
    return device === 'mobile' && row.html_mobile !== null ? row.html_mobile : row.html;
  }
}
