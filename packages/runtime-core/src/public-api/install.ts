import type { Device, Mode } from '@vitrine/widget-api';
import { LazyChunk } from '../chunks/lazy-chunk';
import type { SiteConfig } from '../config/site-config';
import type { NavItem } from '../markup/site-params';
import type { DmApi } from './dmapi';
import { DMAPI_EVENTS } from './events-map';

/** Methods that need the public-API chunk: the stub forwards them once it has loaded. */
const DEFERRED = [
  'runOnReady',
  'runBeforeAjaxNavigation',
  'loadScript',
  'subscribeEvent',
  'subscribeToAllEvents',
  'getCollection',
  'loadCollectionsAPI',
  'drawMap',
  'geocode',
  'geocodeSuggest',
] as const;

export interface DmApiStub {
  /** Needed at once: code writes `dmAPI.subscribeEvent(dmAPI.EVENTS.FORM_SUBMISSION, …)` at its top level. */
  readonly EVENTS: typeof DMAPI_EVENTS;
  /** Resolves to the complete API once its code has loaded (it loads on the first call that needs it). */
  readonly ready: Promise<DmApi>;
  getSiteName(): string;
  getSiteExternalId(): string | undefined;
  getSitePlanID(): string | undefined;
  getCurrentDeviceType(): Device;
  getCurrentEnvironment(): Mode;
  getNavItems(): NavItem[];
  getNavItemsAsync(): Promise<NavItem[]>;
}

/**
 * Puts `window.dmAPI` on the page at boot, small: the site getters answer at once, and calls that need the
 * rest of the API (`runOnReady`, `loadScript`, `subscribeEvent`, collections, maps, …) load its chunk and run in
 * order — code written for the established builder calls them before anything else is ready. Once loaded,
 * the complete API is copied onto the same object, so references kept by page code stay valid. A `dmAPI`
 * that is already on the page (another runtime's) is left alone.
 */
export function installDmApi(win: Window, config: SiteConfig, mode: Mode, load: () => Promise<DmApi>): void {
  const global = win as unknown as { dmAPI?: unknown };
  if (global.dmAPI) return;
  const target: Record<string, unknown> = {};
  const api = new LazyChunk('the public widget API', () =>
    load().then((loaded) => Object.assign(target, loaded) as unknown as DmApi),
  );
  const ensureLoaded = (): Promise<DmApi> => api.load();
  const stub: DmApiStub = {
    EVENTS: DMAPI_EVENTS,
    get ready() {
      return ensureLoaded();
    },
    getSiteName: () => config.siteAlias,
    getSiteExternalId: () => config.externalUid,
    getSitePlanID: () => config.planId,
    getCurrentDeviceType: () => config.device,
    getCurrentEnvironment: () => mode,
    getNavItems: () => structuredClone(config.navItems),
    getNavItemsAsync: () => Promise.resolve(structuredClone(config.navItems)),
  };
  Object.defineProperties(target, Object.getOwnPropertyDescriptors(stub));
  for (const method of DEFERRED) {
    target[method] = (...args: unknown[]) => {
      const result = ensureLoaded().then((api) => (api[method] as (...a: unknown[]) => unknown)(...args));
      result.catch(() => {});
      return result;
    };
  }
  global.dmAPI = target;
}
