import { flagsNotifyRequestSchema, logsRequestSchema } from '@vitrine/runtime-core/protocol';
import type { Context, Hono } from 'hono';
import type { ClientLogs, FlagNotifications } from '../db/client-logs';
import { storedFlags, storedLogBatch } from '../db/client-logs';
import type { FormSubmissions } from '../db/form-submissions';
import type { OnlineAlbums } from '../db/online-albums';
import type { PushSubscriptions } from '../db/push-subscriptions';
import type { SiteCollections } from '../db/site-collections';
import type { SiteExtensions } from '../db/site-extensions';
import type { StoreCatalog } from '../db/store-catalog';
import { clientKeyOf } from './client-address';
import type { RateLimiter, RateLimitName } from './rate-limits';
import { tooManyRequests } from './rate-limits';

export interface ServiceStores {
  collections: SiteCollections;
  /** The site's extensions; without it, no extension endpoint. */
  extensions?: SiteExtensions;
  /** The shop's catalogue; without it, the store page's static product browser is empty. */
  storeCatalog?: StoreCatalog;
  /** The contact form inbox; without it, no form endpoints. */
  formSubmissions?: FormSubmissions;
  /** The site's push subscriptions; without it, no subscription endpoints. */
  pushSubscriptions?: PushSubscriptions;
  clientLogs: ClientLogs;
  flagNotifications: FlagNotifications;
  /** The social network albums of the album call; without it, no album endpoint. */
  onlineAlbums?: OnlineAlbums;
}

/** A full batch (200 entries of 2,000 characters) fits; anything larger is not a logger's doing. */
export const LOGS_BODY_LIMIT_BYTES = 512 * 1024;
export const FLAGS_BODY_LIMIT_BYTES = 64 * 1024;
export const LOGS_PATH = '/_dm/s/rt/actions/logs';
export const FLAGS_PATH = '/api/uis/flags/notify';

const TEXT = 'text/plain; charset=utf-8';

/**
 * The request body as JSON, or undefined when it is not JSON at all (sendBeacon may send any type). The body is
 * bounded before this reads it (`limitRequestBodies`): one over its limit fails the read, and is answered 413.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The client's next request under `name`: 0 when it may go on, or the 429 to answer. */
function limited(c: Context, limiter: RateLimiter, name: RateLimitName): Response | undefined {
  const wait = limiter.take(name, clientKeyOf(c));
  return wait > 0 ? tooManyRequests(c, wait) : undefined;
}

/**
 * The platform endpoints behind core's services (spec §7): site collections from SQLite, the client log
 * sink, feature flag notifications. The two writes are rate limited per client (429 with Retry-After), by
 * count and by the bytes they would store.
 */
export function registerServiceRoutes(
  app: Hono,
  stores: ServiceStores,
  { rateLimiter }: { rateLimiter: RateLimiter },
): void {
  app.get('/_dm/s/rt/actions/sites/:siteName/collections/:collectionName', (c) => {
    c.header('cache-control', 'no-store');
    const value = stores.collections.get(c.req.param('siteName'), c.req.param('collectionName'));
    if (value === undefined) return c.json({ error: 'Site or collection not found' }, 404);
    return c.json({ value });
  });

  app.post(LOGS_PATH, async (c) => {
    const refused = limited(c, rateLimiter, 'logs');
    if (refused) return refused;
    const parsed = logsRequestSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return c.json({ error: 'Expected {logs: [{priority, log}]}' }, 400);
    const userAgent = c.req.header('user-agent');
    // The budget counts what would be stored (texts and User-Agent cut to their sizes), before it is.
    const wait = rateLimiter.take(
      'log-bytes',
      clientKeyOf(c),
      storedLogBatch(parsed.data.logs, userAgent).bytes,
    );
    if (wait > 0) return tooManyRequests(c, wait, 'log entries');
    await stores.clientLogs.add(parsed.data.logs, userAgent);
    return c.body(null, 204);
  });

  app.post(FLAGS_PATH, async (c) => {
    const refused = limited(c, rateLimiter, 'flags');
    if (refused) return refused;
    const parsed = flagsNotifyRequestSchema.safeParse(await jsonBody(c));
    if (!parsed.success) return c.json({ error: 'Expected a list of feature flag names' }, 400);
    const wait = rateLimiter.take('flag-bytes', clientKeyOf(c), storedFlags(parsed.data).bytes);
    if (wait > 0) return tooManyRequests(c, wait, 'flag notifications');
    await stores.flagNotifications.add(parsed.data);
    return c.body(null, 204);
  });

  // Methods the endpoints do not take get a plain answer rather than the site's 404 page.
  for (const path of [LOGS_PATH, FLAGS_PATH])
    app.on(['GET', 'PUT', 'DELETE', 'PATCH'], path, (c) =>
      c.body('Method not allowed\n', 405, { allow: 'POST', 'content-type': TEXT }),
    );
}
