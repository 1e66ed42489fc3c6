/** Spec widgets §9: the default share text. */
export const DEFAULT_SHARE_TEXT = 'I wanted to share this great website with you';

/** Spec widgets §9: the share popup window is 600 by 560. */
export const SHARE_WINDOW = { width: 600, height: 560 } as const;

export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'pinterest', 'whatsapp', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  whatsapp: 'WhatsApp',
  email: 'Email',
};

/** The networks' own share endpoints, as each documents them for a link or a popup. */
export function shareUrl(network: ShareNetwork, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${u}&description=${t}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${text} ${url}`)}`;
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
  }
}

/**
 * The networks the element asks for, in its order, without repeats. Names it does not know are dropped and
 * reported, so a typo costs one button, not the widget; a value that is no list at all gives every network.
 */
export function readNetworks(raw: unknown): { networks: ShareNetwork[]; warnings: string[] } {
  if (raw === undefined) return { networks: [...SHARE_NETWORKS], warnings: [] };
  if (!Array.isArray(raw))
    return {
      networks: [...SHARE_NETWORKS],
      warnings: [`networks ${JSON.stringify(raw)} is not a list; every network is shown`],
    };
  const networks: ShareNetwork[] = [];
  const warnings: string[] = [];
  for (const name of raw) {
    const known =
      typeof name === 'string' && (SHARE_NETWORKS as readonly string[]).includes(name.toLowerCase());
    if (!known) warnings.push(`unknown share network ${JSON.stringify(name)} is left out`);
    else if (!networks.includes(name.toLowerCase() as ShareNetwork))
      networks.push(name.toLowerCase() as ShareNetwork);
  }
  return { networks, warnings };
}

/** Window features of a popup of `SHARE_WINDOW`'s size, centred on the browser window that opens it. */
export function shareWindowFeatures(
  screenLeft: number,
  screenTop: number,
  outerWidth: number,
  outerHeight: number,
): string {
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round(screenTop + (outerHeight - SHARE_WINDOW.height) / 2));
  return `popup,width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top}`;
}
