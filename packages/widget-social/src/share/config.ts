import * as z from 'zod/mini';
import { DEFAULT_SHARE_TEXT } from './share-networks';

export const shareButtonsConfig = z.object({
  /** Spec widgets §3 Share widget: the text shared with the link. */
  text: z._default(z.string(), DEFAULT_SHARE_TEXT),
  /** Which networks, in order (`SHARE_NETWORKS`); read by `readNetworks`, which drops unknown names. */
  networks: z.optional(z.unknown()),
  /** The address shared; the page's canonical address (else its own) when absent. */
  url: z.optional(z.string()),
  /** The button that opens the device's share sheet, where the device has the Web Share API. */
  deviceShareLabel: z._default(z.string(), 'Share…'),
});

export type ShareButtonsConfig = z.output<typeof shareButtonsConfig>;
