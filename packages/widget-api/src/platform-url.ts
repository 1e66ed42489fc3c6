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
