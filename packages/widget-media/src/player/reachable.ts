/**
 * Whether the provider's player page can be reached: a cross-origin iframe that fails to load tells the page
 * nothing (its `load` still fires, on the browser's error page), so a request beside it tells instead. HEAD
 * and `no-cors`: nothing is read, only whether the network answered.
 */
export async function isReachable(url: string, signal: AbortSignal): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal });
    return true;
  } catch {
    return signal.aborted;
  }
}
