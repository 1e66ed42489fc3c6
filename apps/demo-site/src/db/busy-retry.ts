import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long SQLite itself may wait for a lock, inside the synchronous driver call. Every millisecond of it
 * holds the event loop, so it is kept to a blink; longer waits happen in `retryWhileBusy`, between turns.
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

export interface RetryOptions {
  deadlineMs?: number;
  now?: () => number;
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * Runs a synchronous write (a whole transaction) and, when another connection holds the lock, runs it again
 * after an asynchronous pause, so the server keeps answering other requests meanwhile. The write must be
 * all-or-nothing (one statement or an `.immediate()` transaction): a busy failure has then changed nothing.
 */
export async function retryWhileBusy<T>(
  write: () => T,
  { deadlineMs = WRITE_RETRY_DEADLINE_MS, now = Date.now, wait = sleep }: RetryOptions = {},
): Promise<T> {
  const deadline = now() + deadlineMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return write();
    } catch (error) {
      if (!isBusyError(error)) throw error;
      if (now() >= deadline) throw new DatabaseBusyError('The database stayed locked by another writer');
    }
    // 2, 4, 8 … 64 ms: quick when the lock is brief, without spinning when it is not.
    await wait(Math.min(2 ** (attempt + 1), 64));
  }
}
