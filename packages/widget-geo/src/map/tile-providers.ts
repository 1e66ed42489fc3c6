import type { Logger, ThirdPartyProvider } from '@vitrine/widget-api';
import { isSiteUrl, platformUrl } from '@vitrine/widget-api';
import { MAP_THIRD_PARTIES, thirdPartyFetch } from '../third-parties';

import type { MapProvider } from './map-providers';

export { MAP_PROVIDERS, type MapProvider } from './map-providers';

/** What Leaflet's `L.tileLayer(url, options)` needs. */
export interface TileSource {
  url: string;
  attribution: string;
  maxZoom: number;
  subdomains?: string;
  tileSize?: number;
  zoomOffset?: number;
  /** Who serves the tiles when not the site: Leaflet requests them itself, once this provider is allowed. */
  thirdParty?: ThirdPartyProvider;
  /**
   * Google's: its tiles need a session, a call to Google made only once the visitor let it through the map's
   * facade (so the map and its facade show at once, before any answer). Gives the tiles to draw: Google's, or
   * OpenStreetMap's where Google refused. Asked once, whichever map of the widget asks.
   */
  withSession?: () => Promise<TileSource>;
}

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const OPENSTREETMAP_TILES: TileSource = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: OSM_ATTRIBUTION,
  maxZoom: 19,
  thirdParty: MAP_THIRD_PARTIES.openstreetmap,
};

/** Mapbox's Static Tiles API: 512 px tiles of a style, hence the zoom offset. */
const MAPBOX_TILES_URL =
  'https://api.mapbox.com/styles/v1/mapbox/streets-v12/tiles/{z}/{x}/{y}?access_token={accessToken}';
const MAPBOX_ATTRIBUTION = `&copy; <a href="https://www.mapbox.com/about/maps/">Mapbox</a> ${OSM_ATTRIBUTION} <a href="https://www.mapbox.com/map-feedback/">Improve this map</a>`;

/** Mappy's raster tiles, as the public mappy.com map requests them (no published template: check first). */
const MAPPY_TILES_URL = 'https://map{s}.mappy.net/map/1.0/slab/standard/256/{z}/{x}/{y}';
const MAPPY_ATTRIBUTION = `&copy; <a href="https://www.mappy.com/">Mappy</a> ${OSM_ATTRIBUTION}`;

/** Google's Map Tiles API (the official raster tiles): a session made with the key, then 2D tiles. */
const GOOGLE_TILES_SESSION_URL = 'https://tile.googleapis.com/v1/createSession';
const GOOGLE_TILES_URL = 'https://tile.googleapis.com/v1/2dtiles/{z}/{x}/{y}?session={session}&key={key}';
const GOOGLE_ATTRIBUTION = 'Map data &copy; Google';

/** A map widget's config passes as it is (`{ ...config, logger }`): its tile fields have these names. */
export interface TileOptions {
  provider: MapProvider;
  /** The provider's key or access token (Mapbox, Google, Mappy). */
  apiKey?: string | undefined;
  /** Replaces the provider's tiles: a `{z}/{x}/{y}` template (the demo serves its own). */
  tileUrl?: string | undefined;
  /** Attribution shown with `tileUrl`; the provider's otherwise. */
  attribution?: string | undefined;
  /** A BCP 47 language code for Google's tiles. */
  language?: string | undefined;
  logger: Logger;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

const fillKey = (template: string, key: string, value: string) =>
  template.replace(`{${key}}`, encodeURIComponent(value));

/**
 * The tiles of a provider. OpenStreetMap, Mapbox and Mappy are plain URL templates. Google's official tiles
 * need a session token first (one POST with the key, `withSession`, once the visitor allows it); without a key,
 * or when that request fails, the map falls back to OpenStreetMap's tiles and says so in the log, rather than
 * showing an empty grey map.
 */
export async function resolveTileSource(options: TileOptions): Promise<TileSource> {
  const { provider, apiKey, tileUrl, logger } = options;
  // Root-relative tiles are the platform's own, served at the page's API origin; a whole URL is a tile host's,
  // counted as the chosen provider's, unless it is the site's own.
  if (tileUrl)
    return tileUrl.startsWith('/') || isSiteUrl(tileUrl)
      ? {
          url: tileUrl.startsWith('/') ? platformUrl(tileUrl) : tileUrl,
          attribution: options.attribution ?? OSM_ATTRIBUTION,
          maxZoom: 19,
        }
      : {
          url: tileUrl,
          attribution: options.attribution ?? OSM_ATTRIBUTION,
          maxZoom: 19,
          thirdParty: MAP_THIRD_PARTIES[provider],
        };
  switch (provider) {
    case 'openstreetmap':
      return OPENSTREETMAP_TILES;
    case 'mapbox':
      if (!apiKey) break;
      return {
        url: fillKey(MAPBOX_TILES_URL, 'accessToken', apiKey),
        attribution: MAPBOX_ATTRIBUTION,
        maxZoom: 20,
        tileSize: 512,
        zoomOffset: -1,
        thirdParty: MAP_THIRD_PARTIES.mapbox,
      };
    case 'mappy':
      return {
        url: MAPPY_TILES_URL,
        attribution: MAPPY_ATTRIBUTION,
        maxZoom: 18,
        subdomains: '1234',
        thirdParty: MAP_THIRD_PARTIES.mappy,
      };
    case 'google': {
      if (!apiKey) break;
      const google = {
        url: fillKey(GOOGLE_TILES_URL, 'key', apiKey),
        attribution: GOOGLE_ATTRIBUTION,
        maxZoom: 22,
        thirdParty: MAP_THIRD_PARTIES.google,
      };
      let sessionTiles: Promise<TileSource> | undefined;
      const tiles: TileSource = {
        ...google,
        withSession: () => {
          sessionTiles ??= googleTilesSession(apiKey, options).then((session) =>
            session ? { ...google, url: fillKey(google.url, 'session', session) } : OPENSTREETMAP_TILES,
          );
          return sessionTiles;
        },
      };
      return tiles;
    }
  }
  logger.warn(`the ${provider} map needs an API key: showing OpenStreetMap tiles instead`);
  return OPENSTREETMAP_TILES;
}

async function googleTilesSession(apiKey: string, options: TileOptions): Promise<string | undefined> {
  // Asked for only once the visitor let Google through (its category, or the facade's Load once).
  const doFetch = options.fetch ?? thirdPartyFetch(MAP_THIRD_PARTIES.google, 'granted');
  try {
    const response = await doFetch(`${GOOGLE_TILES_SESSION_URL}?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mapType: 'roadmap', language: options.language ?? 'en', region: 'US' }),
      signal: options.signal ?? null,
    });
    const body = (await response.json()) as { session?: unknown };
    if (response.ok && typeof body.session === 'string') return body.session;
    options.logger.warn(
      `Google's map tiles refused a session (HTTP ${response.status}): showing OpenStreetMap`,
    );
  } catch (error) {
    if (options.signal?.aborted) throw error;
    options.logger.warn("Google's map tiles could not be reached: showing OpenStreetMap", error);
  }
  return undefined;
}
