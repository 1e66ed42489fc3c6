import type {
  GeoService,
  GeoServiceDefinition,
  Logger,
  ServiceDefinition,
  ServiceQueue,
  SiteMapSettings,
} from '@vitrine/widget-api';
import { loadOnce } from '@vitrine/widget-api/dom/load-once';
import { claimQueue } from '@vitrine/widget-api/dom/queue-claim';

/**
 * widget-api's `SERVICE_QUEUE_GLOBAL`, spelled here: importing the value would move widget-api's constants into a
 * chunk of their own, shared with this lazy one, and add a request's worth of bytes to every page's critical
 * path. A test holds the two equal.
 */
export const SERVICE_QUEUE = '__vitrineServices';

/** The import map entry core loads the maps package from when a page calls for maps before any map widget. */
export const GEO_MODULE_SPECIFIER = '@vitrine/widget-geo';

const MAP_SETTING_FIELDS = [
  'provider',
  'apiKey',
  'geocoder',
  'geocoderApiKey',
  'endpoint',
  'tileUrl',
  'attribution',
] as const;

/** The site parameter `Maps`, its text fields only: anything else is left out, never passed on. */
export function readMapSettings(raw: unknown): SiteMapSettings {
  const settings: SiteMapSettings = {};
  if (typeof raw !== 'object' || raw === null) return settings;
  for (const field of MAP_SETTING_FIELDS) {
    const value = (raw as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') settings[field] = value;
  }
  return settings;
}

/** Whether one of the page's import maps names `specifier` (bare specifiers resolve only through one). */
export function importMapHas(doc: Document, specifier: string): boolean {
  for (const script of doc.querySelectorAll('script[type="importmap"]')) {
    try {
      const map = JSON.parse(script.textContent ?? '') as { imports?: Record<string, unknown> };
      if (typeof map.imports?.[specifier] === 'string') return true;
    } catch {
      // The browser ignores a malformed import map too.
    }
  }
  return false;
}

/** The element a `drawMap` call names: an element, or a selector matching one. */
export function resolveMapContainer(doc: Document, container: unknown): HTMLElement {
  if (typeof container === 'string') {
    let found: Element | null;
    try {
      found = doc.querySelector(container);
    } catch {
      throw new TypeError(`dmAPI.drawMap: "${container}" is not a valid CSS selector`);
    }
    if (!found) throw new Error(`dmAPI.drawMap: no element on the page matches "${container}"`);
    container = found;
  }
  const view = doc.defaultView;
  if (!view || !(container instanceof view.HTMLElement))
    throw new TypeError('dmAPI.drawMap needs a container: an element of the page, or a CSS selector');
  return container;
}

export interface GeoAccessOptions {
  win: Window;
  maps: SiteMapSettings;
  logger: Logger;
  /** How the maps package is imported from the import map; a dynamic `import()` unless a test says otherwise. */
  importModule?: (specifier: string) => Promise<unknown>;
}

export interface GeoAccess {
  /** The maps package's service, created on first use; rejects saying why there is none. */
  service(method: string): Promise<GeoService>;
}

/**
 * Where the public API finds maps and geocoding. Core never imports the maps package: the package registers a
 * `geo` service through the global service queue when its module runs (before or after this claims the queue).
 * A page that calls for maps before any map widget started gets the package from its import map entry, when it
 * has one; otherwise the call rejects saying what is missing.
 */
export function createGeoAccess({
  win,
  maps,
  logger,
  importModule = (specifier) => import(/* @vite-ignore */ specifier),
}: GeoAccessOptions): GeoAccess {
  let definition: GeoServiceDefinition | undefined;
  const receive = (definitions: unknown[]): void => {
    for (const candidate of definitions) {
      if (!isGeoServiceDefinition(candidate)) {
        console.warn('[vitrine] ignored a service registration that is not a known service', candidate);
      } else if (definition) {
        console.warn(
          `[vitrine] a second geo service (${candidate.version}) was ignored: ${definition.version} is in use`,
        );
      } else {
        definition = candidate;
      }
    }
  };
  receive(claimServiceQueue(win, receive));

  // Made once; a failure is forgotten, so a later call tries again: the package may arrive with a widget, or the
  // network come back.
  const created = loadOnce(async (method: string): Promise<GeoService> => {
    if (!definition && importMapHas(win.document, GEO_MODULE_SPECIFIER)) {
      try {
        await importModule(GEO_MODULE_SPECIFIER);
      } catch (error) {
        throw new Error(
          `${method} could not load the maps package from the import map entry "${GEO_MODULE_SPECIFIER}"`,
          { cause: error },
        );
      }
    }
    if (!definition)
      throw new Error(
        `${method} needs the maps package (${GEO_MODULE_SPECIFIER}) on the page: no map widget registered it, and the page's import map has no "${GEO_MODULE_SPECIFIER}" entry to load it from`,
      );
    const { createGeoService } = await definition.load();
    return createGeoService({ maps, locale: win.document.documentElement.lang || 'en', logger });
  });
  return { service: created };
}

/** The claimed queue: its `claimed` mark tells a second copy of core that services are already taken. */
interface ClaimedServiceQueue extends ServiceQueue {
  readonly claimed: true;
}

/**
 * Takes over the global service queue: services registered before are returned, later ones go straight to
 * `receive`. A queue another core already claimed is left to it.
 */
export function claimServiceQueue(scope: object, receive: (definitions: unknown[]) => void): unknown[] {
  const claimed: ClaimedServiceQueue = {
    claimed: true,
    push(...definitions: ServiceDefinition[]) {
      receive(definitions);
      return definitions.length;
    },
  };
  const queued = claimQueue<unknown, ClaimedServiceQueue>(scope, SERVICE_QUEUE, claimed, (existing) => {
    if ((existing as Partial<ClaimedServiceQueue> | null)?.claimed !== true) return false;
    console.error('[vitrine] another copy of runtime-core already took the services of this page');
    return true;
  });
  return queued ?? [];
}

function isGeoServiceDefinition(value: unknown): value is GeoServiceDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as GeoServiceDefinition).name === 'geo' &&
    typeof (value as GeoServiceDefinition).load === 'function'
  );
}
