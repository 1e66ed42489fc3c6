/**
 * How long SQLite itself may wait for a lock, inside the synchronous driver call. Every millisecond of it
 * holds the event loop, so it is kept to a blink; longer waits happen in the write queue (`write-queue.ts`),
 * between turns.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 10;
/** How long a write keeps retrying a locked database before the request is answered 503. */
export const WRITE_RETRY_DEADLINE_MS = 5_000;
/** What a 503 for a busy database tells the client to wait, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** The database stayed locked by another writer for longer than `WRITE_RETRY_DEADLINE_MS`. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

/** better-sqlite3's `SqliteError` for a lock held elsewhere: SQLITE_BUSY and its extended codes. */
export function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code === 'SQLITE_LOCKED');
}
