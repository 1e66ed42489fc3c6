import type { Database, Statement } from 'better-sqlite3';
import { queuedWrite } from './write-queue';

export interface PushSubscriptionRow {
  endpoint: string;
  subDomain: string;
  deviceId: 0 | 1 | 2;
  subscribedAt: string;
}

interface Row {
  endpoint: string;
  sub_domain: string;
  device_id: 0 | 1 | 2;
  subscribed_at: string;
}

/** The `push_subscriptions` table: the push endpoints each site may send notifications to. */
export class PushSubscriptions {
  readonly #db: Database;
  readonly #upsert: Statement<[string, string, string, number, string]>;
  readonly #remove: Statement<[string, string]>;
  readonly #list: Statement<[string]>;

  constructor(db: Database) {
    this.#db = db;
    // Subscribing again (another device layout, the same browser) updates the row: one endpoint, one row.
    this.#upsert = db.prepare(
      `INSERT INTO push_subscriptions (site_alias, endpoint, sub_domain, device_id, subscribed_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (site_alias, endpoint) DO UPDATE SET sub_domain = excluded.sub_domain, device_id = excluded.device_id, subscribed_at = excluded.subscribed_at`,
    );
    this.#remove = db.prepare('DELETE FROM push_subscriptions WHERE site_alias = ? AND endpoint = ?');
    this.#list = db.prepare(
      'SELECT endpoint, sub_domain, device_id, subscribed_at FROM push_subscriptions WHERE site_alias = ? ORDER BY subscribed_at, endpoint',
    );
  }

  add(
    siteAlias: string,
    subscription: { endpoint: string; subDomain: string; deviceId: 0 | 1 | 2 },
    now = new Date(),
  ): Promise<void> {
    return queuedWrite(this.#db, () => {
      this.#upsert.run(
        siteAlias,
        subscription.endpoint,
        subscription.subDomain,
        subscription.deviceId,
        now.toISOString(),
      );
    });
  }

  /** Whether there was such a subscription. */
  remove(siteAlias: string, endpoint: string): Promise<boolean> {
    return queuedWrite(this.#db, () => this.#remove.run(siteAlias, endpoint).changes > 0);
  }

  list(siteAlias: string): PushSubscriptionRow[] {
    return (this.#list.all(siteAlias) as Row[]).map((row) => ({
      endpoint: row.endpoint,
      subDomain: row.sub_domain,
      deviceId: row.device_id,
      subscribedAt: row.subscribed_at,
    }));
  }
}
