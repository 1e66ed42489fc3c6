import { WidgetAttribute } from '@vitrine/widget-api/constants';
import {
  CONTENT_ATTRIBUTE,
  DISABLE_AJAX_ATTRIBUTE,
  EXTENSIONS_ATTRIBUTE,
  LINK_TYPE_ATTRIBUTE,
  NO_PREFETCH_ATTRIBUTE,
  NOTIFICATION_ATTRIBUTE,
  PASSWORD_FORM_ATTRIBUTE,
  POPUP_TARGET_ATTRIBUTE,
  RETRY_ATTRIBUTE,
  SCROLLABLE_TARGET_ATTRIBUTE,
  SITE_PARAMS_ATTRIBUTE,
  WOW_ANIMATION_ATTRIBUTE,
} from './boot-attributes';

export { CUSTOM_WIDGET_SELECTOR, POPUP_LINK_TYPE, WOW_CLASS } from './boot-attributes';

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
  siteParams: SITE_PARAMS_ATTRIBUTE,
  content: CONTENT_ATTRIBUTE,
  /** On a `<style>` holding one page CSS field; the value names the field (`css`, `devicecss`, …). */
  css: 'data-vitrine-css',
  /** On a `<link rel="stylesheet">` that came from the page's `cssLink`. */
  cssLink: 'data-vitrine-css-link',
  /** On head elements that came from the page's `headsection`; replaced on every navigation. */
  head: 'data-vitrine-head',
  disableAjax: DISABLE_AJAX_ATTRIBUTE,
  noPrefetch: NO_PREFETCH_ATTRIBUTE,
  /** On a link (or an ancestor): prefetch its page when it enters the viewport (`intent`: on intent only). */
  prefetch: 'data-vitrine-prefetch',
  /** On the sticky header whose current height anchors allow for. */
  stickyHeader: 'data-vitrine-sticky-header',
  retry: RETRY_ATTRIBUTE,
  /** On the `<html>` element: the page's uuid at render time, so the first page can be revalidated too. */
  pageUuid: 'data-vitrine-page-uuid',
  /**
   * On the `<html>` element of a password-protected page's document (or of its password form): core never
   * keeps that page in the page cache, as with `passwordProtected` in page JSON.
   */
  passwordProtected: 'data-vitrine-password-protected',
  notification: NOTIFICATION_ATTRIBUTE,
  /** On a notification bar: seconds before it shows; default 0. */
  notificationDelay: 'data-notification-delay',
  /** On a notification bar: seconds it stays before hiding itself; absent or 0 keeps it until closed. */
  notificationDuration: 'data-notification-duration',
  /** On the notification bar's close control. */
  notificationClose: 'data-notification-close',
  scrollableTarget: SCROLLABLE_TARGET_ATTRIBUTE,
  /** On a scroll responder: the class added past the threshold; default `vitrine-scrolled`. */
  scrollClass: 'data-scroll-class',
  /** On a scroll responder: the fraction of the target's bottom edge to scroll past; default 0.5. */
  scrollThreshold: 'data-scroll-threshold',
  wowAnimation: WOW_ANIMATION_ATTRIBUTE,
  /** On an entrance-animated element: the animation's duration as a CSS time (`1s`, `600ms`). */
  wowDuration: 'data-wow-duration',
  /** On an entrance-animated element: the delay after it enters, as a CSS time; default 0. */
  wowDelay: 'data-wow-delay',
  /** On an entrance-animated element: how many times the animation runs (a number or `infinite`); default 1. */
  wowIteration: 'data-wow-iteration',
  /** On an entrance-animated element: pixels above the viewport's bottom edge where it starts; default 0. */
  wowOffset: 'data-wow-offset',
  linkType: LINK_TYPE_ATTRIBUTE,
  popupTarget: POPUP_TARGET_ATTRIBUTE,
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
  passwordForm: PASSWORD_FORM_ATTRIBUTE,
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
  extensions: EXTENSIONS_ATTRIBUTE,
} as const;

/** The `data-vitrine-run` value of scripts that run once per document. */
export const RUN_ONCE = 'once';

export type MarkupAttributeName = (typeof MarkupAttribute)[keyof typeof MarkupAttribute];
