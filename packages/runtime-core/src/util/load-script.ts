import { cspNonce } from './csp-nonce';

/**
 * Adds a classic `<script src>` and settles when it ran (or failed to load). It carries the page's CSP nonce, as
 * every script core inserts does, so a policy that allows scripts by nonce (and not by host) still lets it run.
 */
export function loadClassicScript(doc: Document, src: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    const nonce = cspNonce(doc);
    if (nonce) script.nonce = nonce;
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`Could not load script ${src}`)), { once: true });
    doc.head.append(script);
  });
}
