import type { LogEntry } from '@vitrine/runtime-core/protocol';
import type { Database, Statement } from 'better-sqlite3';
import { retryWhileBusy } from './busy-retry';

export interface StoredLogEntry extends LogEntry {
  id: number;
  received_at: string;
  user_agent: string | null;
}

/** How long stored rows of a table that only grows are kept: by age, and by count (the newest are kept). */
export interface RetentionLimits {
  days: number;
  rows: number;
}

/** Rows a retention pass deletes per statement, so a large clean-up never holds the lock (or the loop) long. */
const DELETE_BATCH_ROWS = 2_000;

/**
 * Deletes a table's rows older than `days` and beyond the newest `rows`, a batch at a time, pausing between
 * batches for other requests. The table needs an `id` that grows with time and a `received_at` ISO date.
 */
async function trimTable(
  db: Database,
  table: 'client_logs' | 'flag_notifications',
  { days, rows }: RetentionLimits,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  // The newest id beyond the row limit: everything at or below it goes.
  const boundary = db.prepare(`SELECT id FROM ${table} ORDER BY id DESC LIMIT 1 OFFSET ?`);
  const deleteBatch = db.prepare(
    `DELETE FROM ${table} WHERE id IN (
       SELECT id FROM ${table} WHERE received_at < ? OR id <= ? ORDER BY id LIMIT ${DELETE_BATCH_ROWS}
     )`,
  );
  let deleted = 0;
  for (;;) {
    const over = (boundary.get(rows) as { id: number } | undefined)?.id ?? 0;
    const { changes } = await retryWhileBusy(() => deleteBatch.run(cutoff, over));
    deleted += changes;
    if (changes < DELETE_BATCH_ROWS) return deleted;
    await new Promise((resolve) => setImmediate(resolve));
  }
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
  async add(entries: readonly LogEntry[], userAgent: string | undefined, now = new Date()): Promise<void> {
    const store = this.#db.transaction(() => {
      for (const entry of entries)
        this.#insert.run(entry.priority, entry.log, now.toISOString(), userAgent ?? null);
    });
    await retryWhileBusy(() => store.immediate());
  }

  /** The newest entries, oldest first. */
  recent(limit = 500): StoredLogEntry[] {
    return (this.#recent.all(limit) as StoredLogEntry[]).reverse();
  }

  /** Applies the retention limits; answers how many entries went. */
  trim(limits: RetentionLimits, now = new Date()): Promise<number> {
    return trimTable(this.#db, 'client_logs', limits, now);
  }
}

/** The `flag_notifications` table: which feature flags pages reported using. */
export class FlagNotifications {
  readonly #db: Database;
  readonly #insert: Statement<[string, string]>;
  readonly #recent: Statement<[number]>;

  constructor(db: Database) {
    this.#db = db;
    this.#insert = db.prepare('INSERT INTO flag_notifications (flags, received_at) VALUES (?, ?)');
    this.#recent = db.prepare('SELECT flags, received_at FROM flag_notifications ORDER BY id DESC LIMIT ?');
  }

  async add(flags: readonly string[], now = new Date()): Promise<void> {
    await retryWhileBusy(() => this.#insert.run(JSON.stringify(flags), now.toISOString()));
  }

  recent(limit = 100): Array<{ flags: string[]; received_at: string }> {
    return (this.#recent.all(limit) as Array<{ flags: string; received_at: string }>)
      .reverse()
      .map((row) => ({ flags: JSON.parse(row.flags) as string[], received_at: row.received_at }));
  }

  trim(limits: RetentionLimits, now = new Date()): Promise<number> {
    return trimTable(this.#db, 'flag_notifications', limits, now);
  }
}
