import {
  PUSH_SUBSCRIPTIONS_PATH,
  pushSubscriptionQuery,
  pushUnsubscriptionQuery,
} from '@vitrine/widget-push/protocol';
import type { Context, Hono } from 'hono';
import type { PushSubscriptions } from '../db/push-subscriptions';
import { SITE_ALIAS } from '../site/site';
import { clientKeyOf } from './client-address';
import type { RateLimiter } from './rate-limits';
import { tooManyRequests } from './rate-limits';

const TEXT = 'text/plain; charset=utf-8';

function refusal(c: Context, status: 400 | 404, message: string) {
  return c.body(`${message}\n`, status, { 'content-type': TEXT });
}

/**
 * Widgets spec §7: `POST …/notifications/subscriptions?subEp&subDomain&deviceID` stores a push subscription in
 * SQLite, `DELETE` with `subEp` removes it. No body either way (the widget does not read the answer); the query
 * is checked with the push widget's own schema. Rate limited per client (`push`).
 */
export function registerPushRoutes(
  app: Hono,
  subscriptions: PushSubscriptions,
  { rateLimiter }: { rateLimiter: RateLimiter },
): void {
  const route = (c: Context) => {
    c.header('cache-control', 'no-store');
    const wait = rateLimiter.take('push', clientKeyOf(c));
    if (wait > 0) return { refused: tooManyRequests(c, wait) };
    if (c.req.param('siteAlias') !== SITE_ALIAS) return { refused: refusal(c, 404, 'No such site') };
    return { refused: undefined };
  };

  app.post(PUSH_SUBSCRIPTIONS_PATH, async (c) => {
    const { refused } = route(c);
    if (refused) return refused;
    const parsed = pushSubscriptionQuery.safeParse(c.req.query());
    if (!parsed.success)
      return refusal(c, 400, 'Send subEp (an https push endpoint), subDomain and deviceID (0, 1 or 2)');
    const { subEp, subDomain, deviceID } = parsed.data;
    await subscriptions.add(SITE_ALIAS, {
      endpoint: subEp,
      subDomain,
      deviceId: Number(deviceID) as 0 | 1 | 2,
    });
    return c.body(null, 201);
  });

  app.delete(PUSH_SUBSCRIPTIONS_PATH, async (c) => {
    const { refused } = route(c);
    if (refused) return refused;
    const parsed = pushUnsubscriptionQuery.safeParse(c.req.query());
    if (!parsed.success) return refusal(c, 400, 'Send subEp, the https push endpoint to remove');
    // Removing what is not there is done all the same: the visitor is unsubscribed either way.
    await subscriptions.remove(SITE_ALIAS, parsed.data.subEp);
    return c.body(null, 204);
  });
}
