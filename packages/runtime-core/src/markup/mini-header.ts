// Apart from `MarkupAttribute`, which boot carries: only the effects chunk and the navigation engine read these.

/** The mini-header's markup (core-runtime spec §1, §4): a sticky header that shrinks once scrolled. */
export const MiniHeaderAttribute = {
  /**
   * On a sticky header that is also a scroll responder: its height in CSS pixels in the scrolled state; empty or
   * not a positive number, three quarters of its height.
   */
  miniHeader: 'data-vitrine-mini-header',
  /** Core sets it on the mini-header while it is in its scrolled state, for the site's CSS. */
  scrolled: 'data-mini-header-scrolled',
} as const;

export interface MiniHeaderMarkup {
  /** The header's height in CSS pixels once scrolled; default three quarters of its height. */
  scrolledHeight?: number;
}

/** The attribute that makes a sticky header (with a scroll responder) a mini-header, to spread on it. */
export function miniHeaderAttributes({ scrolledHeight }: MiniHeaderMarkup = {}): Record<string, string> {
  return { [MiniHeaderAttribute.miniHeader]: scrolledHeight === undefined ? '' : String(scrolledHeight) };
}
