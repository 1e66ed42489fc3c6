import { describeWait } from '@vitrine/widget-api';
import type { Context } from 'hono';

/** `capacity` requests (or bytes) at once, refilled evenly over `perSeconds`: a token bucket. */
export interface RateLimit {
  capacity: number;
  perSeconds: number;
}

export const RATE_LIMIT_NAMES = [
  'logs',
  'flags',
  'forms',
  'uploads',
  'auth',
  'login',
  'captcha',
  'push',
  'reports',
  'log-bytes',
  'flag-bytes',
  'blog',
  'extensions',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export type RateLimits = Record<RateLimitName, RateLimit>;

/**
 * Per client (connection address), every public write and the blog's and extensions' calls. A page's logger
 * sends a batch a second at most while errors keep coming; a visitor sends a message or two; a password is
 * typed a few times. `uploads`, `log-bytes` and `flag-bytes` count bytes.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  logs: { capacity: 30, perSeconds: 60 },
  flags: { capacity: 30, perSeconds: 60 },
  forms: { capacity: 5, perSeconds: 300 },
  uploads: { capacity: 50 * 1024 * 1024, perSeconds: 60 * 60 },
  auth: { capacity: 10, perSeconds: 60 },
  login: { capacity: 10, perSeconds: 600 },
  captcha: { capacity: 30, perSeconds: 60 },
  // A visitor subscribes or unsubscribes a browser now and then, not dozens of times a minute.
  push: { capacity: 20, perSeconds: 60 },
  // A page blocked on something reports each load; a browser batches its reports, a few a minute.
  reports: { capacity: 30, perSeconds: 60 },
  // Bytes stored (after cutting): a page in trouble logs a few KB a minute; a full batch is at most 512 KB.
  'log-bytes': { capacity: 1024 * 1024, perSeconds: 60 },
  'flag-bytes': { capacity: 256 * 1024, perSeconds: 60 },
  // A reader loads more posts or searches a few times a minute; a page asks for each of its extensions once.
  blog: { capacity: 60, perSeconds: 60 },
  extensions: { capacity: 120, perSeconds: 60 },
};

/** Clients remembered per limit; past it the longest-idle ones are forgotten (they have refilled by then). */
const MAX_CLIENTS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/** Token buckets per limit and client, in memory: limits reset when the server restarts. */
export class RateLimiter {
  readonly #limits: RateLimits;
  readonly #now: () => number;
  readonly #buckets = new Map<RateLimitName, Map<string, Bucket>>();

  constructor(limits: RateLimits = DEFAULT_RATE_LIMITS, { now = Date.now }: { now?: () => number } = {}) {
    this.#limits = limits;
    this.#now = now;
  }

  /**
   * Takes `cost` from the client's bucket: 0 when allowed, otherwise the whole seconds to wait before the same
   * request would be (nothing is taken then). A cost over the capacity is never allowed.
   */
  take(name: RateLimitName, client: string, cost = 1): number {
    const { capacity, perSeconds } = this.#limits[name];
    const perMs = capacity / (perSeconds * 1000);
    const clients = this.#buckets.get(name) ?? new Map<string, Bucket>();
    this.#buckets.set(name, clients);
    const now = this.#now();
    const bucket = clients.get(client) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    // Re-inserted, so the map's order is least recently seen first.
    clients.delete(client);
    clients.set(client, bucket);
    if (clients.size > MAX_CLIENTS) clients.delete(clients.keys().next().value as string);
    if (cost > capacity) return Math.ceil(perSeconds);
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      return 0;
    }
    return Math.max(1, Math.ceil((cost - bucket.tokens) / perMs / 1000));
  }
}

/** 429 with `Retry-After`: JSON for scripts, a sentence for a browser that posted a form itself. */
export function tooManyRequests(c: Context, retryAfterSeconds: number, what = 'requests'): Response {
  c.header('retry-after', String(retryAfterSeconds));
  c.header('cache-control', 'no-store');
  const message = `Too many ${what} from your connection. Please try again in ${describeWait(retryAfterSeconds)}.`;
  return (c.req.header('accept') ?? '').includes('text/html')
    ? c.text(message, 429)
    : c.json({ error: message, retryAfterSeconds }, 429);
}

/** `name=count/seconds`, as given on the command line: `forms=5/300`. */
export function parseRateLimit(text: string): [RateLimitName, RateLimit] {
  const match = /^([a-z-]+)=(\d+)\/(\d+)$/.exec(text);
  const name = match?.[1] as RateLimitName | undefined;
  if (!match || !name || !RATE_LIMIT_NAMES.includes(name) || Number(match[2]) < 1 || Number(match[3]) < 1)
    throw new RangeError(
      `Not a rate limit: ${text} (expected name=count/seconds, name one of ${RATE_LIMIT_NAMES.join(', ')})`,
    );
  return [name, { capacity: Number(match[2]), perSeconds: Number(match[3]) }];
}
