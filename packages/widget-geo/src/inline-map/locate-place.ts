import type { Logger } from '@vitrine/widget-api';
import type { Geocoder } from '../geocoder/types';

/** Where a map points, or why it points nowhere (already logged). */
export type PlaceOutcome =
  | { found: true; lat: number; lng: number; label: string | undefined }
  | { found: false; reason: string };

const NOTHING_TO_SHOW = 'the map has neither an address nor lat/lng: nothing to show';
const noAddressResults = (address: string) => `no address results were found for "${address}"`;

export interface PlaceRequest {
  lat?: number | undefined;
  lng?: number | undefined;
  address?: string | undefined;
}

/**
 * The place of an inline map or a `drawMap` call: its coordinates when it has both, else its address geocoded
 * (the first result). The map helper's two cases (spec core-runtime §8) are logged as warnings here, so every
 * caller logs them alike; a geocoder failure or an abort rejects, for the caller to report. `geocoder` is
 * asked for only when there is an address to look up: its code is a chunk of its own, downloaded then.
 */
export async function locatePlace(
  { lat, lng, address }: PlaceRequest,
  geocoder: () => Pick<Geocoder, 'search'> | Promise<Pick<Geocoder, 'search'>>,
  logger: Logger,
  signal?: AbortSignal,
): Promise<PlaceOutcome> {
  if (lat !== undefined && lng !== undefined) return { found: true, lat, lng, label: undefined };
  const query = address?.trim();
  if (!query) {
    logger.warn(NOTHING_TO_SHOW);
    return { found: false, reason: NOTHING_TO_SHOW };
  }
  const [first] = await (await geocoder()).search(query, { signal });
  if (!first) {
    const reason = noAddressResults(query);
    logger.warn(reason);
    return { found: false, reason };
  }
  return { found: true, lat: first.y, lng: first.x, label: first.label };
}
