import type { Database } from 'better-sqlite3';
import { DatabaseBusyError, isBusyError, WRITE_RETRY_DEADLINE_MS } from './busy-retry';

/** Writes waiting at once beyond which a new one is refused (503): a queue that long is minutes of work. */
export const DEFAULT_MAX_QUEUED_WRITES = 500;
/**
 * How long the queue runs writes back to back before it lets other work (page requests, reads) have the event
 * loop: a few quick writes per turn, never a long run of them.
 */
export const WRITE_SLICE_MS = 4;

/** Too many writes are waiting already: answered 503 with `Retry-After`, like a busy database. */
export class WriteQueueFullError extends DatabaseBusyError {
  override name = 'WriteQueueFullError';
}

export interface WriteQueueOptions {
  /** Writes allowed to wait at once (the one running included). */
  maxQueued?: number;
  /** How long one write keeps trying a database locked by another process before it fails. */
  deadlineMs?: number;
  now?: () => number;
  /** The pause between attempts on a locked database. */
  wait?: (ms: number) => Promise<unknown>;
  /** Lets the event loop run other work between slices. */
  yieldTurn?: () => Promise<unknown>;
  /** Runs one attempt of a write; tests put a failing disk here. */
  attempt?: <T>(write: () => T) => T;
}

interface Job {
  write: () => unknown;
  deadline: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one writer of a database connection. better-sqlite3 is synchronous, and each attempt on a database locked
 * by another process holds the event loop for SQLite's own busy wait (10 ms): when every waiting write retried
 * by itself, forty of them kept the loop busy until they gave up and a page took seconds. Here writes wait in
 * line and only the first one tries, 2, 4 … 64 ms apart; the rest wait without a cost. Writes run in slices of
 * a few milliseconds with a turn of the event loop between, so reads (which never queue: WAL) go on meanwhile.
 * The queue is bounded: past `maxQueued` a write is refused at once.
 */
export class WriteQueue {
  readonly #jobs: Job[] = [];
  readonly #maxQueued: number;
  readonly #deadlineMs: number;
  readonly #now: () => number;
  readonly #wait: (ms: number) => Promise<unknown>;
  readonly #yieldTurn: () => Promise<unknown>;
  readonly #attempt: <T>(write: () => T) => T;
  #draining = false;

  constructor({
    maxQueued = DEFAULT_MAX_QUEUED_WRITES,
    deadlineMs = WRITE_RETRY_DEADLINE_MS,
    now = () => performance.now(),
    wait = pause,
    yieldTurn = nextTurn,
    attempt = (write) => write(),
  }: WriteQueueOptions = {}) {
    this.#maxQueued = maxQueued;
    this.#deadlineMs = deadlineMs;
    this.#now = now;
    this.#wait = wait;
    this.#yieldTurn = yieldTurn;
    this.#attempt = attempt;
  }

  /** Writes waiting, the running one included. */
  get length(): number {
    return this.#jobs.length;
  }

  /**
   * Runs a synchronous write (one statement or an `.immediate()` transaction: all or nothing, so a busy
   * failure changed nothing) when its turn comes, and answers its result.
   */
  run<T>(write: () => T): Promise<T> {
    if (this.#jobs.length >= this.#maxQueued)
      return Promise.reject(new WriteQueueFullError(`${this.#jobs.length} writes are waiting already`));
    return new Promise<T>((resolve, reject) => {
      this.#jobs.push({
        write,
        deadline: this.#now() + this.#deadlineMs,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      if (!this.#draining) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#draining = true;
    // Writes asked for in this turn of the loop run in the next one, together.
    await this.#yieldTurn();
    let sliceStart = this.#now();
    let busyAttempts = 0;
    while (this.#jobs.length > 0) {
      const job = this.#jobs[0] as Job;
      let result: unknown;
      try {
        result = this.#attempt(job.write);
      } catch (error) {
        if (!isBusyError(error)) {
          this.#jobs.shift();
          job.reject(error);
          continue;
        }
        // Every write whose time is up goes now, without another attempt that would hold the loop.
        const now = this.#now();
        for (const late of this.#jobs.filter((waiting) => waiting.deadline <= now)) {
          this.#jobs.splice(this.#jobs.indexOf(late), 1);
          late.reject(new DatabaseBusyError('The database stayed locked by another writer'));
        }
        // 2, 4, 8 … 64 ms: quick when the lock is brief, without spinning when it is not.
        await this.#wait(Math.min(2 ** (busyAttempts + 1), 64));
        busyAttempts += 1;
        sliceStart = this.#now();
        continue;
      }
      busyAttempts = 0;
      this.#jobs.shift();
      job.resolve(result);
      if (this.#now() - sliceStart >= WRITE_SLICE_MS) {
        await this.#yieldTurn();
        sliceStart = this.#now();
      }
    }
    this.#draining = false;
  }
}

const queues = new WeakMap<Database, WriteQueue>();

/** The write queue of a connection (made with the defaults the first time it is asked for). */
export function writeQueueOf(db: Database): WriteQueue {
  let queue = queues.get(db);
  if (!queue) {
    queue = new WriteQueue();
    queues.set(db, queue);
  }
  return queue;
}

/** Gives a connection its own queue (a configured bound; a failing disk in tests). */
export function setWriteQueue(db: Database, queue: WriteQueue): void {
  queues.set(db, queue);
}

/** Runs a write through the connection's one writer: see `WriteQueue`. */
export function queuedWrite<T>(db: Database, write: () => T): Promise<T> {
  return writeQueueOf(db).run(write);
}
