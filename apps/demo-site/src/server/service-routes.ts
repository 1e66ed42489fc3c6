import { flagsNotifyRequestSchema, logsRequestSchema } from '@vitrine/runtime-core/protocol';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ClientLogs, FlagNotifications } from '../db/client-logs';
import type { FormSubmissions } from '../db/form-submissions';
import type { OnlineAlbums } from '../db/online-albums';
import type { SiteCollections } from '../db/site-collections';

export interface ServiceStores {
  collections: SiteCollections;
  /** The contact form inbox; without it, no form endpoints. */
  formSubmissions?: FormSubmissions;
  clientLogs: ClientLogs;
  flagNotifications: FlagNotifications;
  /** The social network albums of the album call; without it, no album endpoint. */
  onlineAlbums?: OnlineAlbums;
}

/** A full batch (200 entries of 2,000 characters) fits; anything larger is not a logger's doing. */
export const LOGS_BODY_LIMIT_BYTES = 512 * 1024;
export const FLAGS_BODY_LIMIT_BYTES = 64 * 1024;

const TEXT = 'text/plain; charset=utf-8';

const tooLarge = (c: Context) => c.json({ error: 'Request body too large' }, 413);

/** The request body as JSON, or undefined when it is not JSON at all (sendBeacon may send any type). */
async function jsonBody(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The platform endpoints behind core's services (spec §7): site collections from SQLite, the client log
 * sink, feature flag notifications; with `admin`, `/_demo/logs` and `/_demo/flags` show what was stored.
 */
export function registerServiceRoutes(app: Hono, stores: ServiceStores, { admin = false } = {}): void {
  app.get('/_dm/s/rt/actions/sites/:siteName/collections/:collectionName', (c) => {
    c.header('cache-control', 'no-store');
    const value = stores.collections.get(c.req.param('siteName'), c.req.param('collectionName'));
    if (value === undefined) return c.json({ error: 'Site or collection not found' }, 404);
    return c.json({ value });
  });

  app.post(
    '/_dm/s/rt/actions/logs',
    bodyLimit({ maxSize: LOGS_BODY_LIMIT_BYTES, onError: tooLarge }),
    async (c) => {
      const parsed = logsRequestSchema.safeParse(await jsonBody(c));
      if (!parsed.success) return c.json({ error: 'Expected {logs: [{priority, log}]}' }, 400);
      stores.clientLogs.add(parsed.data.logs, c.req.header('user-agent'));
      return c.body(null, 204);
    },
  );

  app.post(
    '/api/uis/flags/notify',
    bodyLimit({ maxSize: FLAGS_BODY_LIMIT_BYTES, onError: tooLarge }),
    async (c) => {
      const parsed = flagsNotifyRequestSchema.safeParse(await jsonBody(c));
      if (!parsed.success) return c.json({ error: 'Expected a list of feature flag names' }, 400);
      stores.flagNotifications.add(parsed.data);
      return c.body(null, 204);
    },
  );

  if (admin) {
    app.get('/_demo/logs', (c) => {
      c.header('cache-control', 'no-store');
      return c.json(stores.clientLogs.recent());
    });
    app.get('/_demo/flags', (c) => {
      c.header('cache-control', 'no-store');
      return c.json(stores.flagNotifications.recent());
    });
  }

  // Methods the endpoints do not take get a plain answer rather than the site's 404 page.
  for (const path of ['/_dm/s/rt/actions/logs', '/api/uis/flags/notify'])
    app.on(['GET', 'PUT', 'DELETE', 'PATCH'], path, (c) =>
      c.body('Method not allowed\n', 405, { allow: 'POST', 'content-type': TEXT }),
    );
}
