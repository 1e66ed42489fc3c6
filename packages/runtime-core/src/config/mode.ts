import type { Mode } from '@vitrine/widget-api';

/** The query marker of the builder's editor (`nee=`), wherever it is in the query. */
const EDITOR_MARKER = /[?&](nee=[^&#]*)/;

/**
 * The runtime's mode from the page URL (core-runtime spec §2, §6): a `nee=` query marker means the builder's
 * editor, a hash containing `preview` means preview, anything else is a published (live) site. Other query
 * flags (`preview=true`, `showCookieNotification=true`, …) are the server's and the features', not a mode.
 */
export function detectMode(location: Pick<Location, 'search' | 'hash'>): Mode {
  if (EDITOR_MARKER.test(location.search)) return 'editor';
  if (isPreviewHash(location.hash)) return 'preview';
  return 'live';
}

/** A fragment that marks preview mode: it is the mode's, never an anchor to scroll to. */
export function isPreviewHash(hash: string): boolean {
  return hash.includes('preview');
}

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
