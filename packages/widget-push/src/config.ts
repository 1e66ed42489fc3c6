import type { InferOutput } from '@vitrine/widget-api';
import { lenient } from '@vitrine/widget-api';
import * as z from 'zod/mini';
import { unsupportedDisplay } from './push-state';

const shape = z.object({
  /** The site's VAPID public key (base64url, an uncompressed P-256 point) for `PushManager.subscribe`. */
  vapidPublicKey: z._default(z.string(), ''),
  /** The site's custom domain (`subDomain` of the call). Without one, the button is removed (spec widgets §5). */
  customDomain: z._default(z.string(), ''),
  /** The service worker that receives the pushes: same origin as the page, its scope covering the page. */
  serviceWorker: z._default(z.string(), '/push-service-worker.js'),
  subscribeText: z._default(z.string(), 'Subscribe to Notifications'),
  /** Spec widgets §4: the label of the enabled state. */
  unsubscribeText: z._default(z.string(), 'Unsubscribe from Notifications'),
  /**
   * Where push is unsupported: `button` hides the button, `column` hides the element's column (its parent),
   * `greyed` shows it greyed out (spec widgets §4). Read by `unsupportedDisplay`, which warns on garbage.
   */
  unsupported: z.optional(z.unknown()),
});

/** Garbage in a field gives its default, with a warning the host logs; `unsupported` comes out as the display. */
export const pushButtonConfig = lenient(shape, (config, warn) => {
  const { display, warning } = unsupportedDisplay(config.unsupported);
  if (warning) warn(warning);
  return { ...config, unsupported: display };
});

export type PushButtonConfig = InferOutput<typeof pushButtonConfig>;
