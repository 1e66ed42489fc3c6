import type { PageResponse } from '@vitrine/runtime-core/protocol';
import { PASSWORD_STATUS, pageResponseSchema } from '@vitrine/runtime-core/protocol';
import type { Device } from '@vitrine/widget-api';
import { sidebarPosition } from '../site/components/SiteDrawer';
import { customWidgetJs } from '../site/custom-widgets';
import { HOME_ALIAS } from '../site/site';
import type { RenderedPage } from './render-page';

/**
 * Checks an answer against the protocol schema core parses it with. A failure is a bug in this server, so
 * it throws (and the request gets a 500) instead of sending core something it would reject.
 */
export function validatePageResponse(body: PageResponse): PageResponse {
  const result = pageResponseSchema.safeParse(body);
  if (!result.success) {
    throw new Error(`The page JSON does not match pageResponseSchema: ${result.error.message}`);
  }
  return body;
}

/** The page JSON (`?dm_ajaxCall=true`) of a rendered page. */
export function pageResponse(
  rendered: RenderedPage,
  device: Device,
  { passwordProtected = false }: { passwordProtected?: boolean } = {},
): PageResponse {
  const { page, publication } = rendered;
  const [firstCssLink] = rendered.cssLinks;
  return validatePageResponse({
    title: page.title,
    headsection: rendered.headHtml,
    content: rendered.contentHtml,
    ...Object.fromEntries(rendered.css),
    ...(rendered.cssLinks.length > 1
      ? { cssLink: rendered.cssLinks }
      : firstCssLink
        ? { cssLink: firstCssLink }
        : {}),
    isHomePage: page.alias === HOME_ALIAS,
    alias: page.alias,
    pageAlias: page.alias,
    pageID: page.pageId,
    sidebarPosition: sidebarPosition(page.alias),
    uuid: publication.uuid,
    parameters: {
      device,
      pageID: page.pageId,
      ...(page.serverInstructions ? { srvInstruct: page.serverInstructions } : {}),
    },
    collections: {},
    insite_scripts: rendered.insiteHtml,
    customwidgetjs: customWidgetJs(page.customWidgets ?? []),
    ...(page.customWidgetStrings ? { customwidgetstrings: page.customWidgetStrings } : {}),
    ...(page.extensions ? { extensionsToRender: page.extensions } : {}),
    ...(passwordProtected ? { passwordProtected } : {}),
  });
}

/** The page JSON of a protected page asked for without a valid token: nothing of its content. */
export function passwordResponse(): PageResponse {
  return validatePageResponse({ status: PASSWORD_STATUS });
}

/** The page JSON of an alias that moved: core loads `location` as a whole document. */
export function redirectResponse(location: string): PageResponse {
  return validatePageResponse({ redirect: location });
}
