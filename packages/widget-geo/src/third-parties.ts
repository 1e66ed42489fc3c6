import { fetchThirdParty, THIRD_PARTY_PROVIDERS, type ThirdPartyProvider } from '@vitrine/widget-api';
import type { GeocoderProvider } from './geocoder/types';
import type { MapProvider } from './map/map-providers';

/** Each tile provider as the third-party loader and docs/consent.md know it. */
export const MAP_THIRD_PARTIES: Record<MapProvider, ThirdPartyProvider> = {
  google: THIRD_PARTY_PROVIDERS.googleMaps,
  openstreetmap: THIRD_PARTY_PROVIDERS.openStreetMap,
  mapbox: THIRD_PARTY_PROVIDERS.mapbox,
  mappy: THIRD_PARTY_PROVIDERS.mappy,
};

/** Each geocoder the same way. */
export const GEOCODER_THIRD_PARTIES: Record<GeocoderProvider, ThirdPartyProvider> = {
  google: THIRD_PARTY_PROVIDERS.googleMaps,
  openstreetmap: THIRD_PARTY_PROVIDERS.openStreetMap,
  mapbox: THIRD_PARTY_PROVIDERS.mapbox,
  mappy: THIRD_PARTY_PROVIDERS.mappy,
  opencage: THIRD_PARTY_PROVIDERS.openCage,
  here: THIRD_PARTY_PROVIDERS.here,
};

/**
 * A `fetch` for code written against it (the geocoder, the tiles' session): calls off the site's origin go
 * through the third-party loader as `provider`'s; the site's own (a geocoder endpoint it proxies) do not.
 */
export function thirdPartyFetch(provider: ThirdPartyProvider): typeof fetch {
  return (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), document.baseURI);
    if (url.origin === location.origin) return fetch(input, init);
    return fetchThirdParty(document, url.href, { provider, init, signal: init?.signal ?? undefined });
  };
}
