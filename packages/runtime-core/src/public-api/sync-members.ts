import type { Device, Mode } from '@vitrine/widget-api';
import type { SiteConfig } from '../config/site-config';
import type { Page } from '../events/navigation-events';
import type { NavItem } from '../markup/site-params';
import { DMAPI_EVENTS } from './events-map';
import type { ImageSize, ImageWidths } from './image-urls';
import { IMAGE_WIDTHS, resizedImageUrl, WIDGET_API_IMAGE_WIDTHS } from './image-urls';
import { homeLink, normalizedPageUrl } from './page-urls';

/**
 * The members of `dmAPI` whose established signature is synchronous: site code calls them at its top level and
 * uses the answer at once, so they are on the page from boot, before `dmAPI.ready`. The complete API has the
 * same functions.
 */
export interface DmApiSyncMembers {
  /** Needed at once: code writes `dmAPI.subscribeEvent(dmAPI.EVENTS.FORM_SUBMISSION, …)` at its top level. */
  readonly EVENTS: typeof DMAPI_EVENTS;
  getSiteName(): string;
  getSiteExternalId(): string | undefined;
  getSitePlanID(): string | undefined;
  getCurrentDeviceType(): Device;
  getCurrentEnvironment(): Mode;
  getNavItems(): NavItem[];
  getNavItemsAsync(): Promise<NavItem[]>;
  /** The image resized for a size (`thumbnail`, `mobile`, `tablet`, `desktop`) with the runtime's widths. */
  getOptimizedImageURL(url: string, size?: ImageSize): string;
  /** The same with the widget-API widths (mobile 320, tablet 780, desktop 1200). */
  getResizedImageURL(url: string, size?: ImageSize): string;
  getNormalizedUrl(): string;
  getHomeLink(): string;
}

export interface SyncMembersContext {
  win: Window;
  config: SiteConfig;
  mode: Mode;
  /** The page on screen. */
  page: () => Page;
}

export function syncMembers({ win, config, mode, page }: SyncMembersContext): DmApiSyncMembers {
  const resizer =
    (configured: unknown, defaults: ImageWidths) =>
    (url: string, size: ImageSize = 'desktop'): string =>
      resizedImageUrl(url, size, configured, defaults, win.location.href);
  return {
    EVENTS: DMAPI_EVENTS,
    getSiteName: () => config.siteAlias,
    getSiteExternalId: () => config.externalUid,
    getSitePlanID: () => config.planId,
    getCurrentDeviceType: () => config.device,
    getCurrentEnvironment: () => mode,
    getNavItems: () => structuredClone(config.navItems),
    getNavItemsAsync: async () => structuredClone(config.navItems),
    getOptimizedImageURL: resizer(config.raw.ImageWidths, IMAGE_WIDTHS),
    getResizedImageURL: resizer(config.raw.WidgetImageWidths, WIDGET_API_IMAGE_WIDTHS),
    // Inside the editor's frame the query is the editor's, not the page's.
    getNormalizedUrl: () =>
      normalizedPageUrl(
        config.siteAlias,
        page().pageAlias || config.initialPageAlias,
        win.location.search,
        mode === 'editor' && win.parent !== win,
      ),
    getHomeLink: () => homeLink(config.siteAlias, win.location),
  };
}
