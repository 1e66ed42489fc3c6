import type { InferOutput } from '@vitrine/widget-api';
import { lenient } from '@vitrine/widget-api';
import * as z from 'zod/mini';
import { DEFAULT_SHARE_TEXT, readNetworks } from './share-networks';

const shape = z.object({
  /** Spec widgets §3 Share widget: the text shared with the link. */
  text: z._default(z.string(), DEFAULT_SHARE_TEXT),
  /** Which networks, in order (`SHARE_NETWORKS`), in any case; read by `readNetworks`, below. */
  networks: z.optional(z.unknown()),
  /** The address shared; the page's canonical address (else its own) when absent. */
  url: z.optional(z.string()),
  /** The button that opens the device's share sheet, where the device has the Web Share API. */
  deviceShareLabel: z._default(z.string(), 'Share…'),
});

/**
 * Garbage in a field gives its default (lenient); the networks come out as the list to show: unknown names and
 * repeats left out, a value that is no list gives every network, each with a warning the host logs.
 */
export const shareButtonsConfig = lenient(shape, (config, warn) => {
  const { networks, warnings } = readNetworks(config.networks);
  for (const warning of warnings) warn(warning);
  return { ...config, networks };
});

export type ShareButtonsConfig = InferOutput<typeof shareButtonsConfig>;
