import type {
  DrawMapOptions,
  DrawnMap,
  GeoCallOptions,
  GeoService,
  GeoServiceOptions,
  SiteMapSettings,
} from '@vitrine/widget-api';
import { loadOnce, parseConfig } from '@vitrine/widget-api';
import type { GeocoderProvider } from '../geocoder/types';
import { inlineMapConfig } from '../inline-map/config';
import { locatePlace } from '../inline-map/locate-place';
import { type DrawnLeafletMap, drawLeafletMap } from '../map/draw-map';
import { resolveTileSource } from '../map/tile-providers';

/** The options `drawMap` reads; anything else a caller passes is ignored, not an error. */
const DRAW_MAP_FIELDS = ['lat', 'lng', 'address', 'zoom', 'provider', 'title'] as const;

/** The map each element shows, so drawing into it again replaces the map instead of failing in Leaflet. */
const drawnInto = new WeakMap<HTMLElement, DrawnLeafletMap>();
/** The last drawing started in each element: the next one waits for it, so two never race for one element. */
const drawingIn = new WeakMap<HTMLElement, Promise<unknown>>();

/**
 * The geo service behind the public API's `drawMap`, `geocode` and `geocodeSuggest` (see docs/widget-geo.md):
 * one geocoder for the site's settings, so answers are cached and shared across calls; maps drawn without
 * React, on the same Leaflet code as the map widgets.
 */
export function createGeoService({ maps, locale, logger }: GeoServiceOptions): GeoService {
  // Made on first use, and downloaded then (a map drawn at given coordinates needs none): an unknown provider in
  // the site's settings rejects that call, clearly, and the next call tries again.
  const siteGeocoder = loadOnce(() =>
    import('../geocoder/geocoder').then(({ createGeocoder }) =>
      createGeocoder({
        provider: (maps.geocoder ?? maps.provider ?? 'openstreetmap') as GeocoderProvider,
        apiKey: maps.geocoderApiKey ?? maps.apiKey,
        endpoint: maps.endpoint,
        language: locale,
      }),
    ),
  );
  const lookup =
    (kind: 'search' | 'suggest', method: string) =>
    async (query: string, { signal }: GeoCallOptions = {}) => {
      if (typeof query !== 'string')
        throw new TypeError(`${method} needs the address as text, not ${describe(query)}`);
      return (await siteGeocoder())[kind](query, { signal });
    };

  return {
    geocode: lookup('search', 'dmAPI.geocode'),
    suggest: lookup('suggest', 'dmAPI.geocodeSuggest'),

    async drawMap(container, options, { signal } = {}): Promise<DrawnMap> {
      const parsed = await parseConfig(inlineMapConfig, mapConfig(maps, options));
      if (!parsed.ok) throw new TypeError(`dmAPI.drawMap: ${parsed.problems.join('; ')}`);
      const config = parsed.config;
      const place = await locatePlace(config, siteGeocoder, logger, signal);
      if (!place.found) throw new Error(`dmAPI.drawMap: ${place.reason}`);
      // A region with a name, unless the page gave the element its own.
      if (!container.hasAttribute('role')) container.setAttribute('role', 'region');
      if (!container.hasAttribute('aria-label') && !container.hasAttribute('aria-labelledby'))
        container.setAttribute('aria-label', config.title);
      const tiles = resolveTileSource({ ...config, language: locale, logger, signal });
      const draw = async () => {
        drawnInto.get(container)?.remove();
        const map = await drawLeafletMap(container, {
          tiles,
          markers: [{ id: 'place', lat: place.lat, lng: place.lng, title: config.title }],
          zoom: config.zoom,
          signal,
        });
        drawnInto.set(container, map);
        return map;
      };
      const turn = (drawingIn.get(container) ?? Promise.resolve()).then(draw, draw);
      drawingIn.set(
        container,
        turn.catch(() => {}),
      );
      const drawn = await turn;
      return {
        lat: place.lat,
        lng: place.lng,
        label: place.label,
        remove() {
          drawn.remove();
          if (drawnInto.get(container) === drawn) drawnInto.delete(container);
        },
      };
    },
  };
}

/**
 * The inline map's config for a `drawMap` call: the caller's options over the site's settings. The site's key,
 * tiles and attribution belong to the site's provider, so a call that asks for another provider goes without
 * them; the geocoder is always the site's.
 */
export function mapConfig(maps: SiteMapSettings, options: DrawMapOptions): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const field of DRAW_MAP_FIELDS) if (options[field] !== undefined) own[field] = options[field];
  const sameProvider = own.provider === undefined || own.provider === (maps.provider ?? 'openstreetmap');
  return {
    provider: maps.provider,
    ...(sameProvider ? { apiKey: maps.apiKey, tileUrl: maps.tileUrl, attribution: maps.attribution } : {}),
    geocoder: maps.geocoder ?? maps.provider,
    geocoderApiKey: maps.geocoderApiKey ?? maps.apiKey,
    endpoint: maps.endpoint,
    ...own,
  };
}

function describe(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`;
}
