import { pushToQueue } from './dom/queue-claim';
import type { Logger } from './logger';

/**
 * One geocode result (spec core-runtime §3): `x` the longitude, `y` the latitude, `label` the address as the
 * provider writes it, `raw` the provider's own item. Some providers add more (HERE: `lat`, `lng`, `address`,
 * `components`, `bounds`); they come through untouched.
 */
export interface GeoResult {
  x: number;
  y: number;
  label: string;
  raw: unknown;
  bounds?: { northeast: { lat: number; lng: number }; southwest: { lat: number; lng: number } };
}

/**
 * The site's map settings (the site parameter `Maps`), the defaults of maps drawn through the public API:
 * whose tiles and geocoder, with which key, at which URLs. Field names and meanings are the inline map's.
 */
export interface SiteMapSettings {
  provider?: string;
  apiKey?: string;
  geocoder?: string;
  geocoderApiKey?: string;
  endpoint?: string;
  tileUrl?: string;
  attribution?: string;
}

/** What page code asks `dmAPI.drawMap` for, the container aside. Checked by the service, not trusted. */
export interface DrawMapOptions {
  lat?: number;
  lng?: number;
  /** Geocoded with the site's geocoder when there are no coordinates. */
  address?: string;
  zoom?: number;
  /** Whose tiles; the site's provider when left out. */
  provider?: string;
  /** The marker's title and the map region's accessible name. */
  title?: string;
}

/** A map drawn into a page element. */
export interface DrawnMap {
  lat: number;
  lng: number;
  /** The geocoder's label of the place, when it came from an address. */
  label: string | undefined;
  /** Takes the map out of its element again (listeners, tiles and DOM). */
  remove(): void;
}

export interface GeoCallOptions {
  signal?: AbortSignal;
}

/** Maps and geocoding for the public API: what a maps package gives core when it is on the page. */
export interface GeoService {
  drawMap(container: HTMLElement, options: DrawMapOptions, call?: GeoCallOptions): Promise<DrawnMap>;
  /** Results for an address; an empty list when nothing matches. */
  geocode(query: string, call?: GeoCallOptions): Promise<GeoResult[]>;
  /** Suggestions while a visitor types: at most five. */
  suggest(query: string, call?: GeoCallOptions): Promise<GeoResult[]>;
}

export interface GeoServiceOptions {
  maps: SiteMapSettings;
  /** BCP 47 language of the page, for the geocoder's answers. */
  locale: string;
  /** Where the map helper's messages go (spec core-runtime §8 "Map helper"). */
  logger: Logger;
}

/**
 * A service a package offers core, registered like a widget: small, with its code behind `load()`, so a page
 * pays for it only when something calls it.
 */
export interface GeoServiceDefinition {
  readonly name: 'geo';
  readonly version: string;
  load(): Promise<{ createGeoService(options: GeoServiceOptions): GeoService }>;
}

/** Every kind of service core knows how to use. */
export type ServiceDefinition = GeoServiceDefinition;

/** Where services register, whatever the load order: the widget queue's pattern (see `registerWidget`). */
export interface ServiceQueue {
  push(...definitions: ServiceDefinition[]): unknown;
}

import { SERVICE_QUEUE_GLOBAL } from './queue-names';

export { SERVICE_QUEUE_GLOBAL };

/** Offers a service to the core on the page, now or when core first needs it. */
export function registerService(definition: ServiceDefinition, scope: object = globalThis): void {
  pushToQueue(scope, SERVICE_QUEUE_GLOBAL, definition);
}
