import { WidgetAttribute } from '@vitrine/widget-api/constants';

/**
 * Every attribute core reads from server-rendered markup. Servers and templates use these names (or the
 * helpers beside them) so both sides agree; `docs/markup.md` describes each.
 */
export const MarkupAttribute = {
  /** On a widget's element: the widget's name, as given to `defineWidget`. */
  widget: WidgetAttribute.widget,
  /** On a widget's element: its configuration, a JSON object checked with the widget's config schema. */
  widgetConfig: WidgetAttribute.config,
  /** On a widget's element: the id of this widget instance on the site (spec §3). */
  widgetId: WidgetAttribute.id,
  /** On a widget's element: the widget version the page was published with (spec §3). */
  widgetVersion: WidgetAttribute.version,
  /** On a widget's element: `false` starts it at once; absent or anything else, when it scrolls into view. */
  lazyLoad: WidgetAttribute.lazyLoad,
  /** On a widget's element: URL of the ES module that registers the widget, imported when first needed. */
  widgetModule: WidgetAttribute.module,
  /** Written by core on a widget's element: `loading`, `mounted` or `failed`. */
  widgetState: 'data-vitrine-widget-state',
  /** On `<script type="application/json">` holding the site parameters. */
  siteParams: 'data-vitrine-site-params',
  /** On the element whose children are the page content; it also receives focus after a navigation. */
  content: 'data-vitrine-content',
  /** On a `<style>` holding one page CSS field; the value names the field (`css`, `devicecss`, …). */
  css: 'data-vitrine-css',
  /** On a `<link rel="stylesheet">` that came from the page's `cssLink`. */
  cssLink: 'data-vitrine-css-link',
  /** On head elements that came from the page's `headsection`; replaced on every navigation. */
  head: 'data-vitrine-head',
  /** On a link that must load the whole document instead of loading in-page (spec §2). */
  disableAjax: 'data-disable-ajax',
  /** On a link (or an ancestor) whose page must not be fetched ahead of a click. */
  noPrefetch: 'data-vitrine-no-prefetch',
  /** On a link (or an ancestor): prefetch its page when it enters the viewport (`intent`: on intent only). */
  prefetch: 'data-vitrine-prefetch',
  /** On the sticky header whose current height anchors allow for. */
  stickyHeader: 'data-vitrine-sticky-header',
  /** On the error block's Try Again link. */
  retry: 'data-vitrine-retry',
  /** On the `<html>` element: the page's uuid at render time, so the first page can be revalidated too. */
  pageUuid: 'data-vitrine-page-uuid',
  /**
   * On the `<html>` element of a password-protected page's document (or of its password form): core never
   * keeps that page in the page cache, as with `passwordProtected` in page JSON.
   */
  passwordProtected: 'data-vitrine-password-protected',
  /** On a notification bar: core shows it after its delay (the server renders it `hidden`). */
  notification: 'data-vitrine-notification',
  /** On a notification bar: seconds before it shows; default 0. */
  notificationDelay: 'data-notification-delay',
  /** On a notification bar: seconds it stays before hiding itself; absent or 0 keeps it until closed. */
  notificationDuration: 'data-notification-duration',
  /** On the notification bar's close control. */
  notificationClose: 'data-notification-close',
  /** On a scroll responder: CSS selector of the target whose bottom edge sets the scroll threshold. */
  scrollableTarget: 'data-scrollable-target',
  /** On a scroll responder: the class added past the threshold; default `vitrine-scrolled`. */
  scrollClass: 'data-scroll-class',
  /** On a scroll responder: the fraction of the target's bottom edge to scroll past; default 0.5. */
  scrollThreshold: 'data-scroll-threshold',
  /** On an element that animates in when it enters the viewport: the animation's name (`fadeInUp`, …). */
  wowAnimation: 'data-wow-animation',
  /** On an entrance-animated element: the animation's duration as a CSS time (`1s`, `600ms`). */
  wowDuration: 'data-wow-duration',
  /** On an entrance-animated element: the delay after it enters, as a CSS time; default 0. */
  wowDelay: 'data-wow-delay',
  /** On an entrance-animated element: how many times the animation runs (a number or `infinite`); default 1. */
  wowIteration: 'data-wow-iteration',
  /** On an entrance-animated element: pixels above the viewport's bottom edge where it starts; default 0. */
  wowOffset: 'data-wow-offset',
  /** On a link: `popup` makes it open its target's content in a popup instead of navigating. */
  linkType: 'data-vitrine-link-type',
  /** On a popup link: the page whose content the popup shows; defaults to the link's `href`. */
  popupTarget: 'data-vitrine-popup-target',
  /** On a popup link: the entrance animation (`fadeIn`, `zoomIn`, `slideInDown`, `slideInUp`, `none`). */
  popupAnimation: 'data-popup-animation',
  /** On a popup link: any CSS colour for the overlay; default black at 50% opacity. */
  popupOverlayColor: 'data-popup-overlay-color',
  /** On a popup link: the popup's width, a fraction of the window below 1, else pixels. */
  popupWidth: 'data-popup-width',
  /** On a popup link: the popup's height, a fraction of the window below 1, else pixels. */
  popupHeight: 'data-popup-height',
  /** On the element that holds a popup's content (set by core; widgets and styles can select it). */
  popupContent: 'data-vitrine-popup-content',
  /** On a `<style>` holding one of the open popup's css fields; the value names the field. */
  popupCss: 'data-vitrine-popup-css',
  /** On core's own popup stylesheet. */
  popupStyles: 'data-vitrine-popup-styles',
  /** On the password popup's form (in the HTML the password popup endpoint returns). */
  passwordForm: 'data-vitrine-password-form',
  /** On the password popup's Cancel button. */
  passwordCancel: 'data-vitrine-password-cancel',
  /** On a password popup warning, hidden until needed: `wrong` or `missing` (spec §5). */
  passwordWarning: 'data-vitrine-password-warning',
  /**
   * Inside the `missing` warning, hidden: where a 429's wait is said; its value is the sentence, `{wait}` standing
   * for the wait ("40 seconds"). Optional: without it core appends "Please try again in {wait}.".
   */
  passwordWait: 'data-vitrine-password-wait',
  /** On a custom widget's element: its configuration, base64 of a JSON object (spec §3 "Custom widget"). */
  customWidgetConfig: 'data-widget-config',
  /** On a custom widget's element: the site collection(s) it is bound to. */
  binding: 'data-binding',
  /** On `<script type="application/json">`: the first document's `customwidgetjs` and `customwidgetstrings`. */
  customWidgets: 'data-vitrine-custom-widgets',
  /** On the element (last in `<body>`) that holds the page's `insite_scripts`; core creates it if missing. */
  insiteScripts: 'data-vitrine-insite-scripts',
  /** On a `<script>`: `once` runs it once per document, not again when a later page brings it back. */
  run: 'data-vitrine-run',
  /** On `<script type="application/json">`: the first document's `extensionsToRender`, a JSON list. */
  extensions: 'data-vitrine-extensions',
} as const;

/** The `data-vitrine-run` value of scripts that run once per document. */
export const RUN_ONCE = 'once';

/** The `data-vitrine-link-type` value of popup links. */
export const POPUP_LINK_TYPE = 'popup';

/** The class older content marks entrance-animated elements with (`class="wow fadeInUp"`), beside `data-wow-animation`. */
export const WOW_CLASS = 'wow';

export type MarkupAttributeName = (typeof MarkupAttribute)[keyof typeof MarkupAttribute];

/**
 * Custom widgets (owner-written code, spec §3) carry `data-widget-id` without `data-vitrine-widget`; package
 * widgets carry both, and belong to the widget host.
 */
export const CUSTOM_WIDGET_SELECTOR = `[${MarkupAttribute.widgetId}]:not([${MarkupAttribute.widget}])`;
