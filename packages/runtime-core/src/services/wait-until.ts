/** Spec §9 waitUntil defaults. */
export const WAIT_UNTIL_INTERVAL_MS = 100;
export const WAIT_UNTIL_TIMEOUT_MS = 30_000;
/** Spec §9: without `requestIdleCallback`, a callback is given 50 ms of time. */
export const IDLE_FALLBACK_BUDGET_MS = 50;

export interface Timers {
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  now?: () => number;
}

export interface WaitUntilOptions extends Timers {
  intervalMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Resolves once `predicate()` is truthy, checking now and then every 100 ms; rejects after 30 s, when the
 * signal aborts, or when the predicate throws. For conditions no event announces (a third-party global
 * appearing); anything observable should be observed instead.
 */
export function waitUntil(
  predicate: () => unknown,
  {
    intervalMs = WAIT_UNTIL_INTERVAL_MS,
    timeoutMs = WAIT_UNTIL_TIMEOUT_MS,
    signal,
    setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: cancel = (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    now = Date.now,
  }: WaitUntilOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = now() + timeoutMs;
    let timer: unknown;
    const finish = (error?: unknown) => {
      cancel(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) resolve();
      else reject(error);
    };
    const onAbort = () => finish(signal?.reason ?? new Error('waitUntil was aborted'));
    const check = () => {
      let done: unknown;
      try {
        done = predicate();
      } catch (error) {
        finish(error);
        return;
      }
      if (done) finish();
      else if (now() >= deadline) finish(new Error(`waitUntil timed out after ${timeoutMs} ms`));
      else timer = schedule(check, Math.min(intervalMs, Math.max(0, deadline - now())));
    };
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    check();
  });
}

export interface IdleDeadlineLike {
  readonly didTimeout: boolean;
  timeRemaining(): number;
}

/**
 * Runs `callback` when the browser is idle. Without `requestIdleCallback` (Safari) it runs on the next
 * task and is told it has 50 ms, the budget browsers give an idle period. Returns a cancel function.
 */
export function onIdle(
  callback: (deadline: IdleDeadlineLike) => void,
  {
    win = globalThis as unknown as Partial<Window>,
    setTimeout: schedule = (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: cancel = (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    now = () => globalThis.performance?.now() ?? Date.now(),
  }: Timers & { win?: Partial<Window> } = {},
): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(callback);
    return () => win.cancelIdleCallback?.(handle);
  }
  const start = now();
  const handle = schedule(
    () =>
      callback({
        didTimeout: false,
        timeRemaining: () => Math.max(0, IDLE_FALLBACK_BUDGET_MS - (now() - start)),
      }),
    1,
  );
  return () => cancel(handle);
}
