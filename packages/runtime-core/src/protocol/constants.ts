// Kept apart from the schemas so the critical-path bundle can use them without pulling in zod.

export { AJAX_CALL_PARAM } from './ajax-call';

/** The `status` value that sends a page to the password flow. */
export const PASSWORD_STATUS = 'password';

/** Aliases the server answers with when the requested page does not exist (spec §8). */
export const NOT_FOUND_ALIASES: readonly string[] = ['page-not-found', '404'];

/** The CSS fields of page content, in the order their style elements appear in the head. */
export const PAGE_CSS_FIELDS = [
  'css',
  'devicecss',
  'customwidgetcss',
  'additionalWidgetCss',
  'pageFontSizeStyle',
  'flexsectionsstyles',
] as const;
export type PageCssField = (typeof PAGE_CSS_FIELDS)[number];

/** GET, query `siteAlias` and `pageUrl`: the password popup's HTML (spec §7). */
export const PASSWORD_POPUP_PATH = '/_dm/s/rt/widgets/passwordProtectedPages/rt_password_protected_popup.jsp';

/** POST `{password, pagePath}`: answers the name and value of the cookie that unlocks the page (spec §7). */
export function pageAuthPath(siteAlias: string): string {
  return `/_dm/s/rt/api/public/rt/site/${encodeURIComponent(siteAlias)}/page/auth`;
}

/** The server's error code for a wrong page password (spec §5). */
export const UNAUTHORIZED_ERROR_CODE = 'UnAuthorized';

/**
 * POST, form fields `siteAlias`, `pageAlias`, `extId`, `elementId`, `dm_device`: the HTML of one extension,
 * which replaces its placeholder element (widgets spec §7).
 */
export const EXTENSION_PATH = '/_dm/s/rt/scripts/ajax_ext.jsp';

/** The largest extension request body a server must read; core's requests are a few hundred bytes. */
export const MAX_EXTENSION_REQUEST_BYTES = 4096;
