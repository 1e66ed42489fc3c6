/**
 * The page's Content Security Policy nonce, for the scripts core and the third-party loader insert: the `csp-nonce` meta tag (as Turbo
 * reads it), else the nonce of a script the server rendered (core's own module script carries it). Browsers
 * hide the `nonce` attribute once parsed, but the element's `nonce` property still gives it.
 */
export function cspNonce(doc: Document): string | undefined {
  const meta = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  if (meta) return meta;
  for (const script of doc.querySelectorAll('script')) if (script.nonce) return script.nonce;
  return undefined;
}
