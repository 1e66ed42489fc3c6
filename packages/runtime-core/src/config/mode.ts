import type { Mode } from '@vitrine/widget-api';

/**
 * The runtime's mode from the page URL (core-runtime spec §2, §6): a `nee=` query marker means the builder's
 * editor, a hash containing `preview` means preview, anything else is a published (live) site.
 */
export function detectMode(location: Pick<Location, 'search' | 'hash'>): Mode {
  if (/[?&]nee=/.test(location.search)) return 'editor';
  if (location.hash.includes('preview')) return 'preview';
  return 'live';
}
