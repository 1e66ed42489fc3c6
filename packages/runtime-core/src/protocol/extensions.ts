import { DEVICES } from '@vitrine/widget-api/constants';
import * as z from 'zod/mini';

export { EXTENSION_PATH, MAX_EXTENSION_REQUEST_BYTES } from './constants';

const field = z.string().check(z.minLength(1), z.maxLength(200));

/**
 * The form fields of `POST /_dm/s/rt/scripts/ajax_ext.jsp` (widgets spec §7): the site, the page on screen,
 * the extension and the id of its placeholder element, and the device the page was rendered for.
 */
export const extensionRequestSchema = z.object({
  siteAlias: field,
  pageAlias: field,
  extId: field,
  elementId: field,
  dm_device: z.enum(DEVICES),
});
export type ExtensionRequest = z.infer<typeof extensionRequestSchema>;

/**
 * One entry of a page's `extensionsToRender` (core-runtime spec §3): which extension to render, into the
 * element with which id. Core checks each entry on its own, so one bad entry costs only itself.
 */
export const extensionToRenderSchema = z.looseObject({ extId: field, elementId: field });
export type ExtensionToRender = z.infer<typeof extensionToRenderSchema>;
