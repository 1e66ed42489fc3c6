import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Who is asking, for throttles and rate limits: the connection's address. The demo is never behind a proxy, so
 * no forwarding header is trusted (a client could write any).
 */
export function clientKeyOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (unit tests) have no connection.
    return 'local';
  }
}
