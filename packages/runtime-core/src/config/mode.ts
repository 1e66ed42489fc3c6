import type { Mode } from '@vitrine/widget-api';

/** The query marker of the builder's editor (`nee=`), wherever it is in the query. */
export const EDITOR_MARKER = /[?&](nee=[^&#]*)/;

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
