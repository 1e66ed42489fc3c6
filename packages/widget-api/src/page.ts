/** How the visitor reached a page (core-runtime spec §3): Home=0, Nav=1, Other=2. */
export const LinkType = { Home: 0, Nav: 1, Other: 2 } as const;
export type LinkTypeName = keyof typeof LinkType;

/** The page a widget lives on, as core describes it to widgets and event listeners. */
export interface PageInfo {
  /** Path and query of the page, without the AJAX marker or fragment. */
  readonly pageUrl: string;
  readonly pageAlias: string;
  /** A stable hash of `pageUrl`, usable as a key. */
  readonly pageUrlIdentifier: string;
  readonly linkType: (typeof LinkType)[LinkTypeName];
  readonly pageID: string | undefined;
  /** The fragment the page was scrolled to on arrival, if any. */
  readonly pageScrollTo: string | undefined;
}
