import { platformUrl, retryAfterMs } from '@vitrine/widget-api';
import type { LogEntry, LogLevel } from '../protocol/services';
import { LOG_LEVELS, MAX_LOG_ENTRIES, MAX_LOG_TEXT_LENGTH } from '../protocol/services';

export const LOGS_ENDPOINT = '/_dm/s/rt/actions/logs';
/**
 * The spec leaves both to configuration (§9) and gives no numbers: 50 entries is far more than a healthy
 * page logs, and a second of quiet lets a burst of errors travel as one request.
 */
export const DEFAULT_LOG_BATCH_LIMIT = 50;
export const DEFAULT_LOG_DEBOUNCE_MS = 1_000;
/** How long to hold the logs when the server says "too many" (429) without saying for how long. */
export const DEFAULT_LOG_BACKOFF_MS = 60_000;

export interface Logger {
  trace(message: string, ...details: unknown[]): void;
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
  log(level: LogLevel, message: string, ...details: unknown[]): void;
  /** Sends what is pending now instead of after the debounce delay. */
  flush(): Promise<void>;
  /** Sends what is pending (by beacon) and stops listening to the page. */
  stop(): void;
}

export interface LoggerOptions {
  /** Entries one request carries; over it, a warning is prepended and the rest are dropped. */
  batchLimit?: number;
  /** Quiet time after the last entry before the batch is sent. */
  debounceMs?: number;
  /** Entries below this level are not sent. Default TRACE: everything. */
  minLevel?: LogLevel;
  fetch?: typeof fetch;
  /** `navigator.sendBeacon`, used when the page is being hidden or left. */
  sendBeacon?: (url: string, data: Blob) => boolean;
  /** Where `visibilitychange` and `pagehide` are listened for; none in a worker or a test without a page. */
  win?: Window;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  now?: () => number;
}

/** The entry prepended to a batch that went over the limit. */
export function overLimitWarning(batchLimit: number, pending: number): LogEntry {
  return {
    priority: 'WARN',
    log: `Client log batch limit of ${batchLimit} exceeded: ${pending} entries were pending, only the first ${batchLimit} were sent`,
  };
}

/**
 * The client log sender (spec §7 `POST /_dm/s/rt/actions/logs`): entries wait until the page has been
 * quiet for the debounce delay, then go as one `{logs: [{priority, log}]}` request. When the page is hidden
 * or left, whatever is pending goes at once with `sendBeacon`, which the browser delivers after the page is
 * gone. A request that fails puts its entries back, to leave with the next batch. A server that answers 429
 * (or 503) with `Retry-After` is taken at its word: the entries wait, nothing is sent before that time (no
 * beacon either: it would be refused the same), and then they go as one batch.
 */
export function createLogger({
  batchLimit = DEFAULT_LOG_BATCH_LIMIT,
  debounceMs = DEFAULT_LOG_DEBOUNCE_MS,
  minLevel = 'TRACE',
  fetch: fetchImpl = globalThis.fetch?.bind(globalThis),
  sendBeacon,
  win,
  setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: cancel = (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now = Date.now,
}: LoggerOptions = {}): Logger {
  // One slot is kept for the over-limit warning, so a batch always passes the server's entry cap.
  const limit = Math.max(1, Math.min(Math.floor(batchLimit) || DEFAULT_LOG_BATCH_LIMIT, MAX_LOG_ENTRIES - 1));
  const threshold = LOG_LEVELS.indexOf(minLevel);
  const url = platformUrl(LOGS_ENDPOINT, win?.document);
  let pending: LogEntry[] = [];
  let timer: unknown;
  /** Until when the server asked for quiet (a 429's Retry-After); 0 when it did not. */
  let quietUntil = 0;

  const scheduleSend = (delayMs: number): void => {
    if (timer !== undefined) cancel(timer);
    timer = schedule(() => void send(), Math.max(delayMs, quietUntil - now()));
  };

  const takeBatch = (): LogEntry[] => {
    const all = pending;
    pending = [];
    if (all.length <= limit) return all;
    return [overLimitWarning(limit, all.length), ...all.slice(0, limit)];
  };

  const send = async (): Promise<void> => {
    if (timer !== undefined) cancel(timer);
    timer = undefined;
    if (pending.length === 0) return;
    if (now() < quietUntil) {
      scheduleSend(0);
      return;
    }
    const batch = takeBatch();
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ logs: batch }),
        credentials: 'same-origin',
        keepalive: true,
      });
      const wait = retryAfterMs(response.headers?.get('retry-after'), now());
      if (response.status === 429 || (response.status === 503 && wait !== undefined)) {
        quietUntil = now() + (wait ?? DEFAULT_LOG_BACKOFF_MS);
        pending = [...batch.filter((entry) => !isOverLimitWarning(entry)), ...pending];
        scheduleSend(0);
        return;
      }
      if (!response.ok && response.status >= 500) throw new Error(`HTTP ${response.status}`);
    } catch {
      // Offline or the server is down: keep the entries for the next batch (the limit still applies).
      pending = [...batch.filter((entry) => !isOverLimitWarning(entry)), ...pending];
    }
  };

  const beacon = (): void => {
    if (pending.length === 0 || now() < quietUntil) return;
    if (timer !== undefined) cancel(timer);
    timer = undefined;
    const batch = takeBatch();
    const body = new Blob([JSON.stringify({ logs: batch })], { type: 'application/json' });
    // A refused beacon (its queue is full) still has a chance as a keepalive request.
    if (sendBeacon?.(url, body)) return;
    pending = batch.filter((entry) => !isOverLimitWarning(entry)).concat(pending);
    void send();
  };

  const onVisibilityChange = (): void => {
    if (win?.document.visibilityState === 'hidden') beacon();
  };
  win?.document.addEventListener('visibilitychange', onVisibilityChange);
  win?.addEventListener('pagehide', beacon);

  const log = (level: LogLevel, message: string, ...details: unknown[]): void => {
    if (!(LOG_LEVELS as readonly string[]).includes(level)) level = 'INFO';
    if (LOG_LEVELS.indexOf(level) < threshold) return;
    pending.push({ priority: level, log: formatLog(message, details) });
    scheduleSend(debounceMs);
  };

  return {
    log,
    trace: (message, ...details) => log('TRACE', message, ...details),
    debug: (message, ...details) => log('DEBUG', message, ...details),
    info: (message, ...details) => log('INFO', message, ...details),
    warn: (message, ...details) => log('WARN', message, ...details),
    error: (message, ...details) => log('ERROR', message, ...details),
    flush: send,
    stop() {
      beacon();
      win?.document.removeEventListener('visibilitychange', onVisibilityChange);
      win?.removeEventListener('pagehide', beacon);
    },
  };
}

const isOverLimitWarning = (entry: LogEntry) =>
  entry.priority === 'WARN' && entry.log.startsWith('Client log batch limit of ');

/** One line of text per entry: the message, then each detail (errors with their stack), cut to the cap. */
export function formatLog(message: unknown, details: readonly unknown[] = []): string {
  const parts = [describe(message), ...details.map(describe)];
  const text = parts.join(' ');
  return text.length > MAX_LOG_TEXT_LENGTH ? `${text.slice(0, MAX_LOG_TEXT_LENGTH - 1)}…` : text;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // Circular structures and BigInts cannot be JSON: their string form is better than losing the entry.
    return String(value);
  }
}
