/**
 * The attribute that marks the site's sticky header (runtime-core's `MarkupAttribute.stickyHeader`, which boot
 * carries; a test there keeps the two the same).
 */
export const STICKY_HEADER_ATTRIBUTE = 'data-vitrine-sticky-header';

/** What a running mini-header answers (core's effects chunk runs it). */
export interface MiniHeaderHeights {
  /** The header's height once the page is scrolled to put `documentTop` just below it. */
  heightAbove(documentTop: number): number;
}

/** A sticky header core runs as a mini-header carries it while it runs. */
export interface StickyHeaderElement extends HTMLElement {
  vitrineMiniHeader?: MiniHeaderHeights;
}

/**
 * The one measure of how much of the top the site's sticky header covers, for everything that scrolls an
 * element into view (core's anchors, a form's invalid field): the height the header has once `documentTop`
 * is scrolled to just below it. That is a mini-header's scrolled height when the page is then past its
 * threshold (not the height it has now, before the scroll), else the header's height now; zero when no
 * `data-vitrine-sticky-header` is sticking.
 */
export function stickyHeaderOffset(doc: Document, documentTop: number): number {
  const header = doc.querySelector<StickyHeaderElement>(`[${STICKY_HEADER_ATTRIBUTE}]`);
  if (!header) return 0;
  const position = doc.defaultView?.getComputedStyle(header).position;
  if (position !== 'sticky' && position !== 'fixed') return 0;
  return header.vitrineMiniHeader?.heightAbove(documentTop) ?? header.getBoundingClientRect().height;
}
