import {
  fetchThirdParty,
  isSiteUrl,
  THIRD_PARTY_PROVIDERS,
  ThirdPartyLoadError,
  type ThirdPartyOptions,
  type ThirdPartyProvider,
} from '@vitrine/widget-api';
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
 * `consent` as the loader takes it: `granted` once the visitor let the provider through a facade (Load once).
 */
export function thirdPartyFetch(
  provider: ThirdPartyProvider,
  consent?: ThirdPartyOptions['consent'],
): typeof fetch {
  return (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), document.baseURI);
    if (isSiteUrl(url.href)) return fetch(input, init);
    return fetchThirdParty(document, url.href, {
      provider,
      consent,
      init,
      signal: init?.signal ?? undefined,
    });
  };
}

/** The provider a failure was waiting on, where a call failed for want of the visitor's consent. */
export function waitingForConsent(error: unknown): ThirdPartyProvider | undefined {
  const failure = error instanceof Error && !(error instanceof ThirdPartyLoadError) ? error.cause : error;
  return failure instanceof ThirdPartyLoadError && failure.reason === 'consent'
    ? failure.provider
    : undefined;
}
