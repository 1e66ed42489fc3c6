import type { LogEntry } from '@vitrine/runtime-core/protocol';
import type { Database, Statement } from 'better-sqlite3';

export interface StoredLogEntry extends LogEntry {
  id: number;
  received_at: string;
  user_agent: string | null;
}

/** The `client_logs` table: what visitors' browsers reported through the client logger. */
export class ClientLogs {
  readonly #db: Database;
  readonly #insert: Statement<[string, string, string, string | null]>;
  readonly #recent: Statement<[number]>;

  constructor(db: Database) {
    this.#db = db;
    this.#insert = db.prepare(
      'INSERT INTO client_logs (priority, log, received_at, user_agent) VALUES (?, ?, ?, ?)',
    );
    this.#recent = db.prepare(
      'SELECT id, priority, log, received_at, user_agent FROM client_logs ORDER BY id DESC LIMIT ?',
    );
  }

  /** Stores a whole batch or, if anything fails, none of it. */
  add(entries: readonly LogEntry[], userAgent: string | undefined, now = new Date()): void {
    this.#db.transaction(() => {
      for (const entry of entries)
        this.#insert.run(entry.priority, entry.log, now.toISOString(), userAgent ?? null);
    })();
  }

  /** The newest entries, oldest first. */
  recent(limit = 500): StoredLogEntry[] {
    return (this.#recent.all(limit) as StoredLogEntry[]).reverse();
  }
}

/** The `flag_notifications` table: which feature flags pages reported using. */
export class FlagNotifications {
  readonly #insert: Statement<[string, string]>;
  readonly #recent: Statement<[number]>;

  constructor(db: Database) {
    this.#insert = db.prepare('INSERT INTO flag_notifications (flags, received_at) VALUES (?, ?)');
    this.#recent = db.prepare('SELECT flags, received_at FROM flag_notifications ORDER BY id DESC LIMIT ?');
  }

  add(flags: readonly string[], now = new Date()): void {
    this.#insert.run(JSON.stringify(flags), now.toISOString());
  }

  recent(limit = 100): Array<{ flags: string[]; received_at: string }> {
    return (this.#recent.all(limit) as Array<{ flags: string; received_at: string }>)
      .reverse()
      .map((row) => ({ flags: JSON.parse(row.flags) as string[], received_at: row.received_at }));
  }
}
