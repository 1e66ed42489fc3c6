/**
 * `<meta name="vitrine-api-origin" content="https://api.example.com">` in a page's head: the origin that answers the
 * platform's dynamic calls (forms, logs, password auth, blog search, …) when the documents come from elsewhere, a
 * static host or a CDN. Without it the page's own origin answers, as a server that renders its pages does.
 */
export const API_ORIGIN_META = 'vitrine-api-origin';

/**
 * The URL of a platform path (`/_dm/s/rt/…`, `/api/uis/…`): at the API origin the page names, or the path itself
 * (the page's own origin). Read on every call: cheap, and right whichever document the caller runs in.
 */
export function platformUrl(path: string, doc: Document | undefined = globalThis.document): string {
  const origin = doc?.querySelector<HTMLMetaElement>(`meta[name="${API_ORIGIN_META}"]`)?.content.trim();
  return origin ? origin.replace(/\/+$/, '') + path : path;
}

/**
 * Whether loading `url` asks only the site itself: the page's origin, or the API origin the page names (which
 * answers the site's root-relative calls, a static export's geocoder and tiles among them). `data:` and `blob:`
 * URLs ask nobody. Anything else, or a URL that does not parse (a tile template with a placeholder host), is a
 * third party's, loaded under the visitor's consent (docs/consent.md).
 */
export function isSiteUrl(url: string, doc: Document = globalThis.document): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, doc.baseURI);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return parsed.protocol === 'data:' || parsed.protocol === 'blob:';
  return (
    parsed.origin === doc.location.origin ||
    parsed.origin === new URL(platformUrl('/', doc), doc.baseURI).origin
  );
}
