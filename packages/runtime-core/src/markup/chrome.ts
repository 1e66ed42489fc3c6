/**
 * The markup of the site chrome core starts: the drawer, the navigation's More / Less, the language
 * switcher, back-to-top, the cookie notice, the click-to buttons and the powered-by banner. Each feature's
 * code is downloaded only by pages whose markup has its root attribute (`ChromeFeature`); `docs/markup.md`
 * describes every attribute.
 */
export const ChromeFeature = {
  /** On a `<dialog>`: a drawer; the value is its origin, `side` (default), `side-reverse` or `top`. */
  drawer: 'data-vitrine-drawer',
  /** On a `<nav>` whose list shows its first N items and a More entry; the value is N (default 5, -1 all). */
  nav: 'data-vitrine-nav',
  /** On the element that holds the language switcher's button and list. */
  languages: 'data-vitrine-languages',
  /** On the back-to-top button; the value is a selector of where focus goes (default the `<body>`). */
  backToTop: 'data-vitrine-back-to-top',
  /** On the (empty, `hidden`) element the cookie notice is shown in. */
  cookieNotice: 'data-vitrine-cookie-notice',
  /** On a `tel:`, `mailto:` or map link: `call`, `email` or `map`. */
  clickTo: 'data-vitrine-click-to',
  /** On the powered-by banner, rendered `hidden`: shown unless the site is a reseller's. */
  poweredBy: 'data-vitrine-powered-by',
} as const;

export type ChromeFeatureName = keyof typeof ChromeFeature;

/** The other attributes the chrome reads. */
export const ChromeAttribute = {
  /** On the hamburger button: toggles the drawer its `aria-controls` names. */
  drawerToggle: 'data-vitrine-drawer-toggle',
  /** On a drawer: the page content is pushed aside rather than covered (dragging to close is then off). */
  drawerPush: 'data-drawer-push',
  /** On a control inside a drawer that closes it. */
  drawerClose: 'data-drawer-close',
  /**
   * On a side drawer: the media query (default `(min-width: 1024px)`) at which it is the generic sidebar
   * layout instead, open beside the content rather than over it.
   */
  drawerSidebar: 'data-drawer-sidebar',
  /**
   * On a sidebar drawer: the page's `sidebarPosition`, `left`, `right` or `none` (no sidebar on this page);
   * core keeps it from each page's answer. Absent, the sidebar stands on its origin's side.
   */
  sidebarPosition: 'data-sidebar-position',
  /** On a navigation: the text of its More entry; default "More Options". */
  navMoreLabel: 'data-nav-more-label',
  /** On a navigation: the text of its Less entry; default "Less Options". */
  navLessLabel: 'data-nav-less-label',
  /** On a navigation: the text that leaves a sub-navigation; default "Back to home". */
  navBackLabel: 'data-nav-back-label',
  /** On a navigation: what a sub-navigation's toggle is named after its item's title; default "more pages". */
  navSubLabel: 'data-nav-sub-label',
  /** On a language link: where it leads on pages that have no version in its language (its home page). */
  languageHome: 'data-language-home',
  /** On a click-to-call link: the number as shown once revealed (default the link's number). */
  phone: 'data-phone',
  /** On the cookie notice: the privacy page its text links to. */
  privacyHref: 'data-privacy-href',
  /** On any link or button (a footer's "Cookie settings"): opens the consent settings dialog. */
  consentSettings: 'data-vitrine-consent-settings',
} as const;
