import type { LogEntry } from '@vitrine/runtime-core/protocol';
import { MAX_LOG_TEXT_LENGTH } from '@vitrine/runtime-core/protocol';
import type { Database, Statement } from 'better-sqlite3';
import { queuedWrite } from './write-queue';

export interface StoredLogEntry extends LogEntry {
  id: number;
  received_at: string;
  user_agent: string | null;
}

/** How long stored rows of a table that only grows are kept: by age, by count and by bytes (newest kept). */
export interface RetentionLimits {
  days: number;
  rows: number;
  /** UTF-8 bytes of what the rows store (texts, and each batch's User-Agent once). */
  bytes: number;
}

/** What is kept of a log entry's text: the protocol's own cap, which the client logger cuts to. */
export const STORED_LOG_CHARS = MAX_LOG_TEXT_LENGTH;
/** What is kept of a batch's User-Agent, once per batch: real ones are a few hundred characters. */
export const STORED_USER_AGENT_CHARS = 512;
/** What is kept of one feature flag name, and how many names one notification keeps. */
export const STORED_FLAG_NAME_CHARS = 100;
export const STORED_FLAGS_PER_NOTIFICATION = 100;

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The first `max` UTF-16 units of `text`, never ending inside a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** A log batch as it will be stored, and what it costs in bytes (the byte budget and retention count this). */
export interface StoredLogBatch {
  entries: LogEntry[];
  userAgent: string | null;
  bytes: number;
}

export function storedLogBatch(entries: readonly LogEntry[], userAgent: string | undefined): StoredLogBatch {
  const cut = entries.map((entry) => ({
    priority: entry.priority,
    log: cutText(entry.log, STORED_LOG_CHARS),
  }));
  const agent = userAgent ? cutText(userAgent, STORED_USER_AGENT_CHARS) : null;
  const bytes = cut.reduce((sum, entry) => sum + utf8Bytes(entry.log), agent ? utf8Bytes(agent) : 0);
  return { entries: cut, userAgent: agent, bytes };
}

/** A flag notification as it will be stored (its JSON text), and its bytes. */
export function storedFlags(flags: readonly string[]): { json: string; bytes: number } {
  const json = JSON.stringify(
    flags.slice(0, STORED_FLAGS_PER_NOTIFICATION).map((flag) => cutText(flag, STORED_FLAG_NAME_CHARS)),
  );
  return { json, bytes: utf8Bytes(json) };
}

/** Rows a retention pass deletes per statement, so a large clean-up never holds the lock (or the loop) long. */
const DELETE_BATCH_ROWS = 2_000;

/**
 * Deletes a table's rows older than `days`, beyond the newest `rows` and beyond the newest `bytes`, a batch at
 * a time, pausing between batches for other requests. The table needs an `id` that grows with time, a
 * `received_at` ISO date and the `bytes` each row stores.
 */
async function trimTable(
  db: Database,
  table: 'client_logs' | 'flag_notifications',
  { days, rows, bytes }: RetentionLimits,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  // The newest id beyond the row limit, and the newest one beyond the byte limit: everything at or below goes.
  const rowBoundary = db.prepare(`SELECT id FROM ${table} ORDER BY id DESC LIMIT 1 OFFSET ?`);
  const byteBoundary = db.prepare(
    `SELECT id FROM (SELECT id, SUM(bytes) OVER (ORDER BY id DESC) AS kept FROM ${table}) WHERE kept > ? LIMIT 1`,
  );
  const deleteBatch = db.prepare(
    `DELETE FROM ${table} WHERE id IN (
       SELECT id FROM ${table} WHERE received_at < ? OR id <= ? ORDER BY id LIMIT ${DELETE_BATCH_ROWS}
     )`,
  );
  let deleted = 0;
  for (;;) {
    const over = Math.max(
      (rowBoundary.get(rows) as { id: number } | undefined)?.id ?? 0,
      (byteBoundary.get(bytes) as { id: number } | undefined)?.id ?? 0,
    );
    const { changes } = await queuedWrite(db, () => deleteBatch.run(cutoff, over));
    deleted += changes;
    if (changes < DELETE_BATCH_ROWS) return deleted;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The `client_logs` table: what visitors' browsers reported through the client logger. */
export class ClientLogs {
  readonly #db: Database;
  readonly #insertBatch: Statement<[string, string | null]>;
  readonly #insert: Statement<[string, string, string, number | bigint, number]>;
  readonly #recent: Statement<[number]>;
  readonly #forgetBatches: Statement;

  constructor(db: Database) {
    this.#db = db;
    this.#insertBatch = db.prepare('INSERT INTO client_log_batches (received_at, user_agent) VALUES (?, ?)');
    this.#insert = db.prepare(
      'INSERT INTO client_logs (priority, log, received_at, batch_id, bytes) VALUES (?, ?, ?, ?, ?)',
    );
    this.#recent = db.prepare(
      `SELECT l.id, l.priority, l.log, l.received_at, COALESCE(b.user_agent, l.user_agent) AS user_agent
       FROM client_logs l LEFT JOIN client_log_batches b ON b.id = l.batch_id ORDER BY l.id DESC LIMIT ?`,
    );
    // Batches are numbered in time like their entries: those older than the oldest entry kept have none left.
    this.#forgetBatches = db.prepare(
      `DELETE FROM client_log_batches
       WHERE id < COALESCE((SELECT MIN(batch_id) FROM client_logs), 9223372036854775807)`,
    );
  }

  /**
   * Stores a whole batch or, if anything fails, none of it: texts cut to `STORED_LOG_CHARS`, the User-Agent
   * once for the batch, cut to `STORED_USER_AGENT_CHARS` (`storedLogBatch`). Answers the bytes stored.
   */
  async add(entries: readonly LogEntry[], userAgent: string | undefined, now = new Date()): Promise<number> {
    const batch = storedLogBatch(entries, userAgent);
    const at = now.toISOString();
    const agentBytes = batch.userAgent ? utf8Bytes(batch.userAgent) : 0;
    const store = this.#db.transaction(() => {
      const batchId = this.#insertBatch.run(at, batch.userAgent).lastInsertRowid;
      batch.entries.forEach((entry, index) => {
        const bytes = utf8Bytes(entry.log) + (index === 0 ? agentBytes : 0);
        this.#insert.run(entry.priority, entry.log, at, batchId, bytes);
      });
    });
    await queuedWrite(this.#db, () => store.immediate());
    return batch.bytes;
  }

  /** The newest entries, oldest first. */
  recent(limit = 500): StoredLogEntry[] {
    return (this.#recent.all(limit) as StoredLogEntry[]).reverse();
  }

  /** Applies the retention limits; answers how many entries went. */
  async trim(limits: RetentionLimits, now = new Date()): Promise<number> {
    const deleted = await trimTable(this.#db, 'client_logs', limits, now);
    await queuedWrite(this.#db, () => this.#forgetBatches.run());
    return deleted;
  }

  /** Bytes the stored entries take, as retention counts them. */
  storedBytes(): number {
    return (
      this.#db.prepare('SELECT COALESCE(SUM(bytes), 0) AS bytes FROM client_logs').get() as { bytes: number }
    ).bytes;
  }
}

/** The `flag_notifications` table: which feature flags pages reported using. */
export class FlagNotifications {
  readonly #db: Database;
  readonly #insert: Statement<[string, string, number]>;
  readonly #recent: Statement<[number]>;

  constructor(db: Database) {
    this.#db = db;
    this.#insert = db.prepare('INSERT INTO flag_notifications (flags, received_at, bytes) VALUES (?, ?, ?)');
    this.#recent = db.prepare('SELECT flags, received_at FROM flag_notifications ORDER BY id DESC LIMIT ?');
  }

  /** Stores the names cut as `storedFlags` cuts them; answers the bytes stored. */
  async add(flags: readonly string[], now = new Date()): Promise<number> {
    const { json, bytes } = storedFlags(flags);
    await queuedWrite(this.#db, () => this.#insert.run(json, now.toISOString(), bytes));
    return bytes;
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
