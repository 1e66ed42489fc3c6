import type { MiddlewareHandler } from 'hono';
import { LOGS_PATH } from './service-routes';

/**
 * The paths a page served from another origin (a static export, docs/cdn.md) calls: the platform's endpoints and
 * the demo's stand-ins for third parties (captcha tokens, geocoder, tiles). Site pages and the owner's pages are
 * never shared with another origin.
 */
const SHARED_PATHS = [/^\/_dm\//, /^\/api\/uis\//, /^\/_demo\/(captcha\/token|geocode\/|tiles\/)/];

/**
 * Only the client log carries credentials across origins: `navigator.sendBeacon` always sends them, and a browser
 * refuses a credentialed answer without `Access-Control-Allow-Credentials`. Every other call is made without
 * cookies (`credentials: 'same-origin'`), so no other path may be read with them.
 */
const CREDENTIALED_PATHS = new Set([LOGS_PATH]);

/** What the runtime and the widgets send besides the safelisted headers. */
const ALLOWED_HEADERS = 'accept, authorization, content-type, idempotency-key, location';
/** What they read from an answer: the wait a 429 or 503 asks for, the API helper's `location`. */
const EXPOSED_HEADERS = 'retry-after, location';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
/** Preflights are remembered this long (seconds), so a busy visitor asks once, not before every call. */
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * CORS for the site origins given (`--cors-origin`, exact origins): a preflight from one of them is answered 204
 * here, before any limit or route; an answer to one of them names that origin exactly (never `*`). A request from
 * any other origin gets no CORS header, so its browser reads nothing. The route still runs with every limit it
 * has (rate limits, body limits, the write queue): CORS decides who may read, not who may send.
 */
export function corsForSiteOrigins(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const path = c.req.path;
    if (!SHARED_PATHS.some((pattern) => pattern.test(path))) return next();
    if (!origin || !allowed.has(origin)) {
      await next();
      // A shared answer depends on who asks: a cache must not hand one origin's answer to another.
      c.header('vary', appendVary(c.res.headers.get('vary'), 'Origin'));
      return;
    }
    const credentials = CREDENTIALED_PATHS.has(path);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 204, {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': String(PREFLIGHT_MAX_AGE_S),
        ...(credentials ? { 'access-control-allow-credentials': 'true' } : {}),
        vary: 'Origin',
      });
    }
    await next();
    c.header('access-control-allow-origin', origin);
    c.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (credentials) c.header('access-control-allow-credentials', 'true');
    c.header('vary', appendVary(c.res.headers.get('vary'), 'Origin'));
  };
}

function appendVary(current: string | null, name: string): string {
  if (!current) return name;
  return current.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase())
    ? current
    : `${current}, ${name}`;
}
