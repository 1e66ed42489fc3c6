/** What one client (an address) may hold of the server at once, and how slow it may be. */
export interface ConnectionLimits {
  /** Connections one address may have open at once; past it a new one gets 429 and is closed. */
  connectionsPerClient: number;
  /** Request bodies one address may be sending at once; past it a request gets 429 and is not read. */
  bodiesPerClient: number;
  /** A request's headers must have arrived this long after it began. */
  headersTimeoutMs: number;
  /** A connection with no traffic either way for this long is closed. */
  idleTimeoutMs: number;
  /** A kept-alive connection waiting for its next request is closed after this. */
  keepAliveTimeoutMs: number;
  /** A body may take its time for this long (of the server waiting for it) … */
  bodyGraceMs: number;
  /** … and must average at least this many bytes a second of waiting after that, or it is cut (408). */
  bodyMinBytesPerSecond: number;
}

/**
 * A browser opens six connections to a site and sends one or two bodies at once; headers come in one packet.
 * A body at 1 KB/s after its first 10 s lets a 10 MB photo arrive from a phone on a poor line (2G runs at
 * 10–30 KB/s) while a client dripping a byte every few seconds is cut within seconds of its grace.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  connectionsPerClient: 32,
  bodiesPerClient: 8,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  bodyGraceMs: 10_000,
  bodyMinBytesPerSecond: 1024,
};

/** A body arrived slower than the minimum rate: answered 408, and the connection closed. */
export class BodyTooSlowError extends Error {
  override name = 'BodyTooSlowError';
}

/** Whether an error is, or was caused by, a body cut for its pace (body readers wrap the stream's error). */
export function isBodyTooSlow(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (cause instanceof BodyTooSlowError) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** One body being read, as the watch sees it. */
export interface WatchedBody {
  /** The server started waiting for the client's next bytes (a read is pending). */
  waiting(): void;
  /** Bytes arrived (the pending read was answered). */
  received(bytes: number): void;
  /** The body ended, failed or was left: the watch forgets it. */
  done(): void;
  /** Called (once) when the body falls behind: its reader fails it. */
  onCut?: (error: BodyTooSlowError) => void;
}

interface Watched {
  bytes: number;
  waitedMs: number;
  waitingSince: number | undefined;
  handle: WatchedBody;
}

/** How often the watch looks at the bodies it watches. */
const CHECK_EVERY_MS = 1_000;

/**
 * Cuts request bodies that arrive too slowly. Only the time the server spends waiting for the client counts
 * (a body the server is slow to read, behind a busy disk, is not the client's fault): after `bodyGraceMs` of it,
 * a body must have brought `bodyMinBytesPerSecond` for every second of waiting past the grace. One timer for
 * all bodies, running only while there are some; `check` is public so tests drive it with their own clock.
 */
export class SlowBodyWatch {
  readonly #bodies = new Set<Watched>();
  readonly #graceMs: number;
  readonly #minBytesPerSecond: number;
  readonly #now: () => number;
  readonly #autoCheck: boolean;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    { bodyGraceMs, bodyMinBytesPerSecond }: Pick<ConnectionLimits, 'bodyGraceMs' | 'bodyMinBytesPerSecond'>,
    { now = () => performance.now(), autoCheck = true }: { now?: () => number; autoCheck?: boolean } = {},
  ) {
    this.#graceMs = bodyGraceMs;
    this.#minBytesPerSecond = bodyMinBytesPerSecond;
    this.#now = now;
    this.#autoCheck = autoCheck;
  }

  get size(): number {
    return this.#bodies.size;
  }

  /** Starts watching a body; its `onCut` is called (once) when it falls behind. */
  watch(): WatchedBody {
    const body: Watched = { bytes: 0, waitedMs: 0, waitingSince: undefined, handle: undefined as never };
    this.#bodies.add(body);
    if (this.#autoCheck && !this.#timer) {
      this.#timer = setInterval(() => this.check(), CHECK_EVERY_MS);
      this.#timer.unref();
    }
    const stopWaiting = () => {
      if (body.waitingSince === undefined) return;
      body.waitedMs += this.#now() - body.waitingSince;
      body.waitingSince = undefined;
    };
    body.handle = {
      waiting: () => {
        body.waitingSince ??= this.#now();
      },
      received: (bytes) => {
        stopWaiting();
        body.bytes += bytes;
      },
      done: () => {
        stopWaiting();
        this.#forget(body);
      },
    };
    return body.handle;
  }

  /** Cuts every body that has fallen behind the minimum rate by now. */
  check(): void {
    const now = this.#now();
    for (const body of [...this.#bodies]) {
      const waited = body.waitedMs + (body.waitingSince === undefined ? 0 : now - body.waitingSince);
      const owed = ((waited - this.#graceMs) / 1000) * this.#minBytesPerSecond;
      if (waited > this.#graceMs && body.bytes < owed) {
        this.#forget(body);
        body.handle.onCut?.(
          new BodyTooSlowError(
            `The request body arrived slower than ${this.#minBytesPerSecond} bytes a second`,
          ),
        );
      }
    }
  }

  #forget(body: Watched): void {
    this.#bodies.delete(body);
    if (this.#bodies.size === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }
}

/** Bodies each client is sending now, against its cap. */
export class OpenBodies {
  readonly #open = new Map<string, number>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  /** Counts a body for `client`: a release function, or undefined when the client is at its cap. */
  open(client: string): (() => void) | undefined {
    const count = this.#open.get(client) ?? 0;
    if (count >= this.#max) return undefined;
    this.#open.set(client, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#open.get(client) ?? 1) - 1;
      if (left > 0) this.#open.set(client, left);
      else this.#open.delete(client);
    };
  }
}
