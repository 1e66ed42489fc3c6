import { EDITOR_MARKER, isPreviewHash } from '../config/mode';

// Only code that runs once a click's code has arrived (the engine, the fallback without it) needs this: it is
// kept off the critical path.

/**
 * `url` carrying the mode markers of `from` (the address the document was opened at), so an in-page
 * navigation, a reload, a redirect and a not-found page stay in the editor or in preview: the `nee=` query
 * marker when `url` has none, and the preview hash when `url` has no fragment of its own (a link's own anchor
 * wins: it says where to scroll). Other origins get nothing.
 */
export function withModeMarkers(url: URL, from: URL): URL {
  const next = new URL(url.href);
  if (next.origin !== from.origin) return next;
  const editor = EDITOR_MARKER.exec(from.search)?.[1];
  if (editor && !EDITOR_MARKER.test(next.search))
    next.search = next.search ? `${next.search}&${editor}` : editor;
  if (!next.hash && isPreviewHash(from.hash)) next.hash = from.hash;
  return next;
}
