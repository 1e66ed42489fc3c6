import type { GeoService, GeoServiceDefinition, GeoServiceOptions } from '@vitrine/widget-api';
import { registerService, SERVICE_QUEUE_GLOBAL } from '@vitrine/widget-api';
import { recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimServiceQueue,
  createGeoAccess,
  GEO_MODULE_SPECIFIER,
  importMapHas,
  readMapSettings,
  resolveMapContainer,
  SERVICE_QUEUE,
} from './geo';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.lang = '';
});

/** A window of its own per test: the service queue lives on it. */
const freshWindow = () =>
  ({ document, HTMLElement: window.HTMLElement }) as unknown as Window & Record<string, unknown>;

function geoDefinition(version = '0.1.0') {
  const created: GeoServiceOptions[] = [];
  const service = { drawMap: vi.fn(), geocode: vi.fn(), suggest: vi.fn() } as unknown as GeoService;
  const definition: GeoServiceDefinition = {
    name: 'geo',
    version,
    load: vi.fn(async () => ({
      createGeoService: (options: GeoServiceOptions) => {
        created.push(options);
        return service;
      },
    })),
  };
  return { definition, service, created };
}

function addImportMap(imports: Record<string, string>) {
  const script = document.createElement('script');
  script.type = 'importmap';
  script.textContent = JSON.stringify({ imports });
  document.head.append(script);
}

describe('readMapSettings', () => {
  it('keeps the known text fields of the site parameter, nothing else', () => {
    expect(
      readMapSettings({
        provider: 'mapbox',
        apiKey: 'pk.1',
        endpoint: '/geo',
        tileUrl: ' ',
        attribution: 3,
        script: 'alert(1)',
      }),
    ).toEqual({ provider: 'mapbox', apiKey: 'pk.1', endpoint: '/geo' });
    expect(readMapSettings(undefined)).toEqual({});
    expect(readMapSettings('openstreetmap')).toEqual({});
  });
});

describe('importMapHas', () => {
  it("finds a specifier in any of the page's import maps, and ignores a malformed one", () => {
    const broken = document.createElement('script');
    broken.type = 'importmap';
    broken.textContent = '{ not json';
    document.head.append(broken);
    expect(importMapHas(document, GEO_MODULE_SPECIFIER)).toBe(false);
    addImportMap({ react: '/cdn/widget-api/vendor/react.js' });
    addImportMap({ [GEO_MODULE_SPECIFIER]: '/cdn/widget-geo/widget-geo.js' });
    expect(importMapHas(document, GEO_MODULE_SPECIFIER)).toBe(true);
    expect(importMapHas(document, '@vitrine/widget-form')).toBe(false);
  });
});

describe('resolveMapContainer', () => {
  it('takes an element or a selector, and says clearly what is wrong otherwise', () => {
    const element = document.createElement('div');
    element.id = 'map';
    document.body.append(element);
    expect(resolveMapContainer(document, element)).toBe(element);
    expect(resolveMapContainer(document, '#map')).toBe(element);
    expect(() => resolveMapContainer(document, '#nowhere')).toThrow(
      'dmAPI.drawMap: no element on the page matches "#nowhere"',
    );
    expect(() => resolveMapContainer(document, '##')).toThrow('"##" is not a valid CSS selector');
    expect(() => resolveMapContainer(document, undefined)).toThrow(
      'dmAPI.drawMap needs a container: an element of the page, or a CSS selector',
    );
    expect(() => resolveMapContainer(document, { id: 'map' })).toThrow(TypeError);
  });
});

describe('createGeoAccess', () => {
  it('uses a service registered before it claimed the queue, with the site settings, locale and logger', async () => {
    const win = freshWindow();
    const { definition, service, created } = geoDefinition();
    registerService(definition, win);
    document.documentElement.lang = 'fr';
    const logger = recordingLogger();
    const geo = createGeoAccess({ win, maps: { provider: 'openstreetmap', endpoint: '/geo' }, logger });
    expect(definition.load).not.toHaveBeenCalled();

    expect(await geo.service('dmAPI.geocode')).toBe(service);
    expect(await geo.service('dmAPI.drawMap')).toBe(service);
    expect(definition.load).toHaveBeenCalledTimes(1);
    expect(created).toEqual([
      { maps: { provider: 'openstreetmap', endpoint: '/geo' }, locale: 'fr', logger },
    ]);
  });

  it('without the maps package rejects saying so, and uses the package once it arrives', async () => {
    const win = freshWindow();
    const importModule = vi.fn();
    const geo = createGeoAccess({ win, maps: {}, logger: recordingLogger(), importModule });
    await expect(geo.service('dmAPI.drawMap')).rejects.toThrow(
      'dmAPI.drawMap needs the maps package (@vitrine/widget-geo) on the page: no map widget registered it, and the page\'s import map has no "@vitrine/widget-geo" entry to load it from',
    );
    expect(importModule).not.toHaveBeenCalled();

    // A map widget's module runs later and registers the service through the claimed queue.
    const { definition, service } = geoDefinition();
    registerService(definition, win);
    expect(await geo.service('dmAPI.geocode')).toBe(service);
  });

  it("imports the package from the page's import map on first use, once", async () => {
    const win = freshWindow();
    addImportMap({ [GEO_MODULE_SPECIFIER]: '/cdn/widget-geo/widget-geo.js' });
    const { definition, service } = geoDefinition();
    // What the package's CDN module does when it runs.
    const importModule = vi.fn(async () => registerService(definition, win));
    const geo = createGeoAccess({ win, maps: {}, logger: recordingLogger(), importModule });
    const [first, second] = await Promise.all([geo.service('dmAPI.geocode'), geo.service('dmAPI.drawMap')]);
    expect(first).toBe(service);
    expect(second).toBe(service);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledWith(GEO_MODULE_SPECIFIER);
  });

  it('says so when the import map entry fails to load or registers nothing, and tries again next time', async () => {
    const win = freshWindow();
    addImportMap({ [GEO_MODULE_SPECIFIER]: '/cdn/widget-geo/widget-geo.js' });
    const importModule = vi
      .fn<(specifier: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({});
    const geo = createGeoAccess({ win, maps: {}, logger: recordingLogger(), importModule });
    const failed = geo.service('dmAPI.geocode');
    await expect(failed).rejects.toThrow(
      'dmAPI.geocode could not load the maps package from the import map entry "@vitrine/widget-geo"',
    );
    await expect(failed).rejects.toMatchObject({ cause: expect.any(TypeError) });
    await expect(geo.service('dmAPI.geocode')).rejects.toThrow('needs the maps package');
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('keeps the first geo service and ignores registrations that are not services', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = freshWindow();
    const first = geoDefinition('0.1.0');
    registerService(first.definition, win);
    const geo = createGeoAccess({ win, maps: {}, logger: recordingLogger() });
    registerService(geoDefinition('0.2.0').definition, win);
    registerService({ name: 'weather' } as never, win);
    expect(await geo.service('dmAPI.geocode')).toBe(first.service);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[vitrine] a second geo service (0.2.0) was ignored: 0.1.0 is in use',
      '[vitrine] ignored a service registration that is not a known service',
    ]);
  });
});

describe('claimServiceQueue', () => {
  it("claims the global widget-api's registerService pushes to", () => {
    expect(SERVICE_QUEUE).toBe(SERVICE_QUEUE_GLOBAL);
  });

  it('leaves a queue another core claimed to it, and says so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scope: Record<string, unknown> = {};
    const received: unknown[] = [];
    expect(claimServiceQueue(scope, (definitions) => received.push(...definitions))).toEqual([]);
    const claimed = scope[SERVICE_QUEUE_GLOBAL];
    expect(claimServiceQueue(scope, () => {})).toEqual([]);
    expect(scope[SERVICE_QUEUE_GLOBAL]).toBe(claimed);
    expect(error).toHaveBeenCalledWith(
      '[vitrine] another copy of runtime-core already took the services of this page',
    );
    const { definition } = geoDefinition();
    registerService(definition, scope);
    expect(received).toEqual([definition]);
  });
});
