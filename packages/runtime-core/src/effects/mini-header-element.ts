// Types only: the navigation engine asks a running mini-header through its element. A module shared by the
// engine and the effects chunk would be one more file in the engine's list that boot carries.

/** What anchors ask a running mini-header. */
export interface MiniHeaderHeights {
  /** The header's height once the page is scrolled to put `documentTop` just below it. */
  heightAbove(documentTop: number): number;
}

/** A header the effects chunk runs as a mini-header carries it while it runs. */
export interface MiniHeaderElement extends HTMLElement {
  vitrineMiniHeader?: MiniHeaderHeights;
}
