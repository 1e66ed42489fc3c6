import type { Context, MiddlewareHandler } from 'hono';
import type { OpenBodies, SlowBodyWatch, WatchedBody } from './connection-limits';
import { tooManyRequests } from './rate-limits';

/** What any route not named in the rules may receive: enough for a small form, nothing to fill memory with. */
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;

export interface BodyLimitRule {
  method: string;
  path: RegExp;
  maxBytes: number;
}

/** A request body went over its route's limit while it streamed in. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes`);
  }
}

/** Whether an error is, or was caused by, a body over its limit (body readers wrap the stream's error). */
export function isBodyTooLarge(error: unknown): error is BodyTooLargeError {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (cause instanceof BodyTooLargeError) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** The limit of the first rule that matches the request; the default for every other route. */
export function bodyLimitOf(
  rules: readonly BodyLimitRule[],
  method: string,
  path: string,
  fallback = DEFAULT_BODY_LIMIT_BYTES,
): number {
  return rules.find((rule) => rule.method === method && rule.path.test(path))?.maxBytes ?? fallback;
}

/**
 * The body as a stream that counts what passes and fails with `BodyTooLargeError` at the first byte over
 * `maxBytes`. It pulls one chunk at a time from the connection and only when its reader asks, so nothing past
 * the limit is ever read into memory; `onEnd` is told when the body was read to its end. It never cancels the
 * source: the connection is still needed to answer 413, and the server closes it after that answer. A
 * `watched` body has its waits for the client timed, and fails with `BodyTooSlowError` when cut for its pace.
 */
export function boundedStream(
  source: ReadableStream<Uint8Array>,
  maxBytes: number,
  onEnd: () => void = () => {},
  watched?: WatchedBody,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (watched) watched.onCut = (error) => controller.error(error);
      },
      async pull(controller) {
        watched?.waiting();
        const { done, value } = await reader.read();
        if (done) {
          watched?.done();
          onEnd();
          controller.close();
          return;
        }
        watched?.received(value.byteLength);
        received += value.byteLength;
        if (received > maxBytes) {
          watched?.done();
          controller.error(new BodyTooLargeError(maxBytes));
        } else controller.enqueue(value);
      },
      cancel() {
        watched?.done();
      },
    },
    { highWaterMark: 0 },
  );
}

/** 413, and the connection closed after it: whatever else the client sends is not read. */
export function payloadTooLarge(c: Context, message = 'The request body is too large'): Response {
  c.header('connection', 'close');
  c.header('cache-control', 'no-store');
  return (c.req.header('accept') ?? '').includes('text/html')
    ? c.text(message, 413)
    : c.json({ error: message }, 413);
}

/** What else `limitRequestBodies` holds bodies to: their pace, and how many one client sends at once. */
export interface BodyWatchOptions {
  watch?: SlowBodyWatch;
  openBodies?: OpenBodies;
  clientKey?: (c: Context) => string;
}

/**
 * Bounds every request body before anything reads it: a declared length over the route's limit is answered
 * 413 at once; any other body is replaced by `boundedStream`, so a chunked body fails the moment it passes the
 * limit, whichever handler reads it. `app.onError` turns that failure into 413 (`isBodyTooLarge`). A body the
 * route answered without reading to its end gets `Connection: close` on the answer: the server then stops
 * reading that connection instead of draining whatever else the client sends. With `openBodies`, a client
 * already sending its cap of bodies gets 429 for another, unread.
 */
export function limitRequestBodies(
  rules: readonly BodyLimitRule[],
  { watch, openBodies, clientKey = () => 'local' }: BodyWatchOptions = {},
): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    const declared = raw.headers.get('content-length');
    const chunked = raw.headers.has('transfer-encoding');
    // A page view has no body (no length, no chunking): `raw.body` is not touched, since on the Node server it
    // would build a whole Request for every GET.
    const bodiless = (raw.method === 'GET' || raw.method === 'HEAD') && !chunked && declared === null;
    if (bodiless || (declared === '0' && !chunked) || !raw.body) return next();
    const maxBytes = bodyLimitOf(rules, raw.method, c.req.path);
    if (declared !== null && !chunked && Number(declared) > maxBytes) return payloadTooLarge(c);
    const release = openBodies?.open(clientKey(c));
    if (openBodies && !release) {
      c.header('connection', 'close');
      return tooManyRequests(c, 1, 'requests at once');
    }
    let readToEnd = false;
    const watched = watch?.watch();
    const body = boundedStream(
      raw.body,
      maxBytes,
      () => {
        readToEnd = true;
        // A body read to its end no longer holds the connection: the request may wait on (for the database).
        release?.();
      },
      watched,
    );
    c.req.raw = new Request(raw, { body, duplex: 'half' } as RequestInit);
    try {
      await next();
    } finally {
      watched?.done();
      release?.();
    }
    if (!readToEnd) c.header('connection', 'close');
  };
}
