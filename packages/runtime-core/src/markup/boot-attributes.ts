import { WidgetAttribute } from '@vitrine/widget-api/constants';

// The markup names boot reads, in a module of their own: the build splits chunks by module, so boot takes this
// one and the map (`attributes.ts`, which names these too) comes with the chunks that read it.
/** On `<script type="application/json">` holding the site parameters. */
export const SITE_PARAMS_ATTRIBUTE = 'data-vitrine-site-params';

/** On the element whose children are the page content; it also receives focus after a navigation. */
export const CONTENT_ATTRIBUTE = 'data-vitrine-content';

/** On a link that must load the whole document instead of loading in-page (spec §2). */
export const DISABLE_AJAX_ATTRIBUTE = 'data-disable-ajax';

/** On a link (or an ancestor) whose page must not be fetched ahead of a click. */
export const NO_PREFETCH_ATTRIBUTE = 'data-vitrine-no-prefetch';

/** On the error block's Try Again link. */
export const RETRY_ATTRIBUTE = 'data-vitrine-retry';

/** On a notification bar: core shows it after its delay (the server renders it `hidden`). */
export const NOTIFICATION_ATTRIBUTE = 'data-vitrine-notification';

/** On a scroll responder: CSS selector of the target whose bottom edge sets the scroll threshold. */
export const SCROLLABLE_TARGET_ATTRIBUTE = 'data-scrollable-target';

/** On an element that animates in when it enters the viewport: the animation's name (`fadeInUp`, …). */
export const WOW_ANIMATION_ATTRIBUTE = 'data-wow-animation';

/** On a link: `popup` makes it open its target's content in a popup instead of navigating. */
export const LINK_TYPE_ATTRIBUTE = 'data-vitrine-link-type';

/** On a popup link: the page whose content the popup shows; defaults to the link's `href`. */
export const POPUP_TARGET_ATTRIBUTE = 'data-vitrine-popup-target';

/** On the password popup's form (in the HTML the password popup endpoint returns). */
export const PASSWORD_FORM_ATTRIBUTE = 'data-vitrine-password-form';

/** On `<script type="application/json">`: the first document's `extensionsToRender`, a JSON list. */
export const EXTENSIONS_ATTRIBUTE = 'data-vitrine-extensions';

/** On any link or button (a footer's "Cookie settings"): opens the consent settings (docs/consent.md). */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-vitrine-consent-settings';

/**
 * A site script held until the visitor accepts its category (docs/consent.md): the browser does not run a
 * `text/plain` script, and core runs it (once per page view, with the nonce) when `data-category` is allowed.
 */
export const HELD_SCRIPT_SELECTOR = 'script[type="text/plain"][data-category]';

/** The `data-vitrine-link-type` value of popup links. */
export const POPUP_LINK_TYPE = 'popup';

/** The class older content marks entrance-animated elements with (`class="wow fadeInUp"`), beside `data-wow-animation`. */
export const WOW_CLASS = 'wow';

/**
 * Custom widgets (owner-written code, spec §3) carry `data-widget-id` without `data-vitrine-widget`; package
 * widgets carry both, and belong to the widget host.
 */
export const CUSTOM_WIDGET_SELECTOR = `[${WidgetAttribute.id}]:not([${WidgetAttribute.widget}])`;
