import * as z from 'zod/mini';

export type { PageCssField } from './constants';
export { AJAX_CALL_PARAM, NOT_FOUND_ALIASES, PAGE_CSS_FIELDS, PASSWORD_STATUS } from './constants';

/** One custom widget's code as the server lists it with a page (`customwidgetjs`). */
export const customWidgetJsSchema = z.looseObject({
  widgetId: z.string(),
  version: z.optional(z.string()),
  /** The widget's JavaScript, base64-encoded. */
  js: z.string(),
  /**
   * Vitrine: a same-origin URL serving the same code wrapped in a `__vitrineCustomWidgets.define(…)` call.
   * Preferred when present, because it runs under a Content Security Policy without `blob:`.
   */
  url: z.optional(z.string()),
});

const optionalText = z.optional(z.nullable(z.string()));

/**
 * A page's content as the server sends it (core-runtime spec §3 "Page content from the server"). Fields the
 * runtime does not use yet are still typed so a server can be checked against the whole contract. Unknown
 * fields pass through: servers may add fields before clients know them.
 */
export const pageContentSchema = z.looseObject({
  title: optionalText,
  headsection: optionalText,
  content: optionalText,
  css: optionalText,
  devicecss: optionalText,
  customwidgetcss: optionalText,
  additionalWidgetCss: optionalText,
  pageFontSizeStyle: optionalText,
  flexsectionsstyles: optionalText,
  /** A stylesheet URL, or several. */
  cssLink: z.optional(z.nullable(z.union([z.string(), z.array(z.string())]))),
  isHomePage: z.optional(z.boolean()),
  parameters: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  insite_scripts: optionalText,
  url_redirect: optionalText,
  alias: optionalText,
  classic_link: optionalText,
  sidebarPosition: optionalText,
  extensionsToRender: z.optional(z.unknown()),
  customwidgetjs: z.optional(z.nullable(z.array(customWidgetJsSchema))),
  customwidgetstrings: z.optional(z.unknown()),
  /**
   * In a popup's answer (widgets spec §3 "Popup (widget-driven)"): the markup of the popups its content opens,
   * HTML or a list of HTML strings, shown after `content`. Anything else is ignored.
   */
  popups: z.optional(z.unknown()),
  /** Changes whenever the page is republished; the page cache compares it to detect stale entries. */
  uuid: optionalText,
  collections: z.optional(z.unknown()),
  pageID: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  /** Vitrine: the page is password protected; clients must not keep it in a cache. */
  passwordProtected: z.optional(z.boolean()),
});

/**
 * The answer to `GET {page url}?dm_ajaxCall=true` (spec §3 "AJAX response"): the page content plus the
 * fields that steer the load instead of rendering it.
 */
export const pageResponseSchema = z.looseObject({
  ...pageContentSchema.shape,
  /** `password` means the page needs a password first. */
  status: optionalText,
  error_message: optionalText,
  redirect: optionalText,
  pageAlias: optionalText,
});

export type CustomWidgetJs = z.infer<typeof customWidgetJsSchema>;
export type PageContent = z.infer<typeof pageContentSchema>;
export type PageResponse = z.infer<typeof pageResponseSchema>;
