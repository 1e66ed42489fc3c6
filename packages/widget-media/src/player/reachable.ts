import { fetchThirdParty, type ThirdPartyProvider } from '@vitrine/widget-api';

/**
 * Whether the provider's player page can be reached: a cross-origin iframe that fails to load tells the page
 * nothing (its `load` still fires, on the browser's error page), so a request beside it tells instead. HEAD
 * and `no-cors`: nothing is read, only whether the network answered. Only called on a play the visitor allowed.
 */
export async function isReachable(
  doc: Document,
  url: string,
  provider: ThirdPartyProvider,
  signal: AbortSignal,
): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    await fetchThirdParty(doc, url, {
      provider,
      name: `${provider.name}'s player`,
      init: { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store' },
      // Asked beside the player, which the visitor allowed (its facade's Load once, or the category).
      consent: 'granted',
      signal,
    });
    return true;
  } catch {
    return signal.aborted;
  }
}
