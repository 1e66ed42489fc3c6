import {
  EXTENSION_PATH,
  extensionRequestSchema,
  MAX_EXTENSION_REQUEST_BYTES,
} from '@vitrine/runtime-core/protocol';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { SiteExtensions } from '../db/site-extensions';
import { clientKeyOf } from './client-address';
import { OWNER_PAGE_CSP } from './owner-guard';
import type { RateLimiter } from './rate-limits';
import { tooManyRequests } from './rate-limits';

const TEXT = 'text/plain; charset=utf-8';

/**
 * `POST /_dm/s/rt/scripts/ajax_ext.jsp` (widgets spec §7): the HTML of one of the site's extensions, from
 * SQLite, for the device given, which core puts in place of the extension's placeholder. The form is checked
 * with the protocol's schema; a body over 4 KB is refused before it is read. Rate limited per client
 * (`extensions`).
 */
export function registerExtensionRoutes(
  app: Hono,
  extensions: SiteExtensions,
  { rateLimiter }: { rateLimiter: RateLimiter },
): void {
  app.post(
    EXTENSION_PATH,
    bodyLimit({
      maxSize: MAX_EXTENSION_REQUEST_BYTES,
      onError: (c) => c.body('Request body too large\n', 413, { 'content-type': TEXT }),
    }),
    async (c) => {
      c.header('cache-control', 'no-store');
      const wait = rateLimiter.take('extensions', clientKeyOf(c));
      if (wait > 0) return tooManyRequests(c, wait);
      const fields = Object.fromEntries(new URLSearchParams(await c.req.text()));
      const parsed = extensionRequestSchema.safeParse(fields);
      if (!parsed.success)
        return c.body('Send the form fields siteAlias, pageAlias, extId, elementId and dm_device\n', 400, {
          'content-type': TEXT,
        });
      const { siteAlias, extId, dm_device } = parsed.data;
      const html = extensions.html(siteAlias, extId, dm_device);
      if (html === undefined)
        return c.body('No such extension on this site\n', 404, { 'content-type': TEXT });
      // Core puts this HTML into the page; opened by itself it is a page with nothing to run.
      c.header('content-security-policy', OWNER_PAGE_CSP);
      return c.body(html, 200, { 'content-type': 'text/html; charset=utf-8' });
    },
  );
}
