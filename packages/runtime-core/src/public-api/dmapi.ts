import type {
  DrawMapOptions,
  DrawnMap,
  GeoCallOptions,
  GeoResult,
  GeoService,
  Mode,
  PublicEventName,
} from '@vitrine/widget-api';
import { loadThirdPartyScript, THIRD_PARTY_PROVIDERS } from '@vitrine/widget-api/third-party';
import type { SiteConfig } from '../config/site-config';
import type { Emitter } from '../events/emitter';
import type { NavigationEvents, Page } from '../events/navigation-events';
import type { PublicEvents } from '../events/public-events';
import type { Services } from '../services/index';
import { noop } from '../util/noop';
import { widgetLogger } from '../widgets/widget-logger';
import { DMAPI_EVENTS } from './events-map';
import type { GeoAccess } from './geo';
import { createGeoAccess, readMapSettings, resolveMapContainer } from './geo';
import type { DmApiSyncMembers } from './sync-members';
import { syncMembers } from './sync-members';

export interface ReadyInfo {
  /** False for the first run on a document, true after an in-page navigation. */
  isAjax: boolean;
}

/**
 * `window.dmAPI`: the public widget API's compatibility surface, so custom-widget code written for the
 * established builder runs unchanged (core-runtime spec §3, §4). Every method is safe to call at any time,
 * including before the page finished loading; none throws into the caller's code.
 */
export interface DmApi extends DmApiSyncMembers {
  runOnReady(namespace: string, callback: (info: ReadyInfo) => void): void;
  runBeforeAjaxNavigation(namespace: string, callback: () => void): void;
  loadScript(url: string, callback?: () => void): Promise<void>;
  getCollection(request: { collectionName: string }): Promise<unknown>;
  loadCollectionsAPI(): Promise<unknown>;
  subscribeEvent(event: PublicEventName, callback: (payload: unknown) => void): () => void;
  subscribeToAllEvents(callback: (event: PublicEventName, payload: unknown) => void): () => void;
  /**
   * Draws a map into `container` (an element or a CSS selector) on `lat`/`lng`, or on `address` geocoded with
   * the site's geocoder; resolves once it is drawn. Needs the maps package (docs/widget-geo.md).
   */
  drawMap(options: DrawMapCall): Promise<DrawnMap>;
  /** The site's geocoder's results for an address: `{ x, y, label, raw }`, an empty list when none. */
  geocode(query: string, options?: GeoCallOptions): Promise<GeoResult[]>;
  /** Up to five suggestions for what a visitor is typing. */
  geocodeSuggest(query: string, options?: GeoCallOptions): Promise<GeoResult[]>;
}

export interface DrawMapCall extends DrawMapOptions, GeoCallOptions {
  container: HTMLElement | string;
}

export interface DmApiOptions {
  win: Window;
  config: SiteConfig;
  mode: Mode;
  events: Emitter<NavigationEvents>;
  publicEvents: Emitter<PublicEvents>;
  page: () => Page;
  /**
   * Core's services, loaded on first use: the collections, and the client log the map helper's messages go to
   * (spec §8). Without them, collection calls reject and those messages stay in the console.
   */
  services?: () => Promise<Services>;
  /** Maps and geocoding; by default, the maps package's service found on the page (see `createGeoAccess`). */
  geo?: GeoAccess;
}

export function createDmApi({
  win,
  config,
  mode,
  events,
  publicEvents,
  page,
  services,
  geo = createGeoAccess({
    win,
    maps: readMapSettings(config.raw.Maps),
    logger: widgetLogger('dmAPI', services),
  }),
}: DmApiOptions): DmApi {
  const ready = new Map<string, (info: ReadyInfo) => void>();
  // Namespaces that already ran for the page on screen: registering again replaces the callback for the
  // next page instead of running it twice on this one.
  const ranOnThisPage = new Set<string>();
  // Namespaces registered by code that ran for the page on screen. A widget that starts after the page's ready
  // run (custom widgets start when the visitor reaches them) registers for this page then: its callback runs
  // once, even though an earlier page's callback already ran for this one.
  const registeredOnThisPage = new Set<string>();
  const beforeNavigation = new Map<string, () => void>();

  const runSafely = (what: string, callback: () => void): void => {
    try {
      callback();
    } catch (error) {
      console.error(`[vitrine] dmAPI ${what} callback failed`, error);
    }
  };

  events.on('before-navigate', () => {
    for (const [namespace, callback] of beforeNavigation)
      runSafely(`runBeforeAjaxNavigation("${namespace}")`, callback);
  });
  let afterNavigation = false;
  /** Runs a namespace's latest callback, once per page. */
  const runReady = (namespace: string): void => {
    if (ranOnThisPage.has(namespace)) return;
    const callback = ready.get(namespace);
    if (!callback) return;
    ranOnThisPage.add(namespace);
    const info = { isAjax: afterNavigation };
    runSafely(`runOnReady("${namespace}")`, () => callback(info));
  };
  events.on('page-load', () => {
    afterNavigation = true;
    ranOnThisPage.clear();
    registeredOnThisPage.clear();
    // After a task, so code that arrived with the new page (custom widgets) can register its callbacks first,
    // and each namespace runs once, with its newest callback.
    win.setTimeout(() => {
      for (const namespace of ready.keys()) runReady(namespace);
    }, 0);
  });

  // Maps drawn for page code leave with the content they were drawn in; a map outside it stays.
  const drawnMaps = new Map<DrawnMap, HTMLElement>();
  events.on('page-load', () => {
    for (const [map, container] of drawnMaps)
      if (!container.isConnected) {
        drawnMaps.delete(map);
        map.remove();
      }
  });
  /** Runs a call and gives its promise; a caller that ignores it never gets an unhandled rejection. */
  const settled = <T>(call: () => Promise<T>): Promise<T> => {
    const result = call();
    result.catch(noop);
    return result;
  };
  /** A call on the maps package's geo service, once it is found (or the reason it is not). */
  const withGeo = <T>(method: string, call: (service: GeoService) => Promise<T>): Promise<T> =>
    settled(async () => call(await geo.service(method)));

  const withCollections = (): Promise<Services['collections']> =>
    services
      ? services().then(({ collections }) => collections)
      : Promise.reject(new Error('This runtime has no collections service'));

  return {
    ...syncMembers({ win, config, mode, page }),
    runOnReady(namespace, callback) {
      if (typeof callback !== 'function') return;
      ready.set(namespace, callback);
      if (!registeredOnThisPage.has(namespace)) {
        registeredOnThisPage.add(namespace);
        ranOnThisPage.delete(namespace);
      }
      // Always asynchronous, even when the page is ready: code written for the established runtime relies
      // on the callback running after the rest of its own script.
      win.setTimeout(() => runReady(namespace), 0);
    },
    runBeforeAjaxNavigation(namespace, callback) {
      if (typeof callback === 'function') beforeNavigation.set(namespace, callback);
    },
    loadScript(url, callback) {
      // Functional: in `opt-in` mode the script waits for that category, in the other modes it runs at once.
      const loading = loadThirdPartyScript(win.document, url, {
        provider: THIRD_PARTY_PROVIDERS.customWidgetScript,
        name: `the script ${url}`,
      });
      const done = loading.then(() => {
        if (callback) runSafely(`loadScript("${url}")`, callback);
      });
      // Callers that ignore the promise must not get an unhandled rejection; callers that await it still see it.
      done.catch((error: unknown) => console.error('[vitrine]', error));
      return done;
    },
    getCollection: (request) => withCollections().then((service) => service.get(request.collectionName)),
    loadCollectionsAPI: () =>
      withCollections().then((service) => ({ data: (name: string) => service.data(name) })),
    subscribeEvent(event, callback) {
      return publicEvents.on(event, (payload) => callback(payload));
    },
    drawMap: (options) =>
      settled(async () => {
        if (typeof options !== 'object' || options === null)
          throw new TypeError(
            'dmAPI.drawMap needs options: { container, lat, lng } or { container, address }',
          );
        const { container, signal, ...map } = options;
        const element = resolveMapContainer(win.document, container);
        const drawn = await withGeo('dmAPI.drawMap', (service) =>
          service.drawMap(element, map, signal ? { signal } : {}),
        );
        drawnMaps.set(drawn, element);
        const remove = drawn.remove;
        return {
          ...drawn,
          remove() {
            drawnMaps.delete(drawn);
            remove.call(drawn);
          },
        };
      }),
    geocode: (query, options) => withGeo('dmAPI.geocode', (service) => service.geocode(query, options)),
    geocodeSuggest: (query, options) =>
      withGeo('dmAPI.geocodeSuggest', (service) => service.suggest(query, options)),
    subscribeToAllEvents(callback) {
      const stops = [...new Set(Object.values(DMAPI_EVENTS))].map((event) =>
        publicEvents.on(event, (payload) => callback(event, payload)),
      );
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}
