import type { Logger } from '@vitrine/widget-api';
import * as z from 'zod/mini';
import type { LatLng } from '../geocoder/types';

/** One place of the geo location widget (spec widgets §3 "Geo location widget"), checked and normalised. */
export interface GeoLocation {
  uniqueId: string;
  latitude: number;
  longitude: number;
  title: string;
  formattedAddress: string;
  phone: string;
  url: string;
  description: string;
  displayTitle: boolean;
  displayPhoneNumber: boolean;
  displayLink: boolean;
  showDescription: boolean;
  showPhone: boolean;
  clickToCallText: string;
}

/** A number, or a string holding one (builders often write coordinates as text). */
const numeric = z.pipe(
  z.union([z.number(), z.string().check(z.trim(), z.minLength(1))]),
  z.transform((value) => Number(value)),
);
const latitude = numeric.check(z.refine((value) => Number.isFinite(value) && Math.abs(value) <= 90));
const longitude = numeric.check(z.refine((value) => Number.isFinite(value) && Math.abs(value) <= 180));
const text = z._default(z.catch(z.string(), ''), '');
/** Flags written as booleans or as "true"/"false" text; anything else is off. */
const flag = (fallback: boolean) =>
  z._default(
    z.catch(
      z.pipe(
        z.union([z.boolean(), z.string()]),
        z.transform((value) => value === true || value === 'true'),
      ),
      fallback,
    ),
    fallback,
  );

const locationSchema = z.object({
  uniqueId: z.pipe(
    z.union([z.string().check(z.trim(), z.minLength(1)), z.number()]),
    z.transform((value) => String(value)),
  ),
  latitude,
  longitude,
  title: text,
  formattedAddress: text,
  phone: text,
  url: text,
  description: text,
  displayTitle: flag(true),
  displayPhoneNumber: flag(true),
  displayLink: flag(true),
  showDescription: flag(true),
  showPhone: flag(true),
  clickToCallText: text,
});

/** Base64 of UTF-8 text (what `btoa` cannot do alone), for servers and tests that write the widget's config. */
export function encodeLocations(locations: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(locations));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function decodeBase64Text(encoded: string): string {
  const binary = atob(encoded.trim());
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The widget's locations from its base64 JSON list. Bad input never throws: an undecodable list gives no
 * locations, a location with missing or malformed fields is skipped, each problem logged. Duplicate ids keep
 * the first location.
 */
export function parseLocations(encoded: string | undefined, logger: Logger): GeoLocation[] {
  if (!encoded) {
    logger.warn('the geo location widget has no locations');
    return [];
  }
  let list: unknown;
  try {
    list = JSON.parse(decodeBase64Text(encoded));
  } catch (error) {
    logger.error('the locations list is not base64-encoded JSON', error);
    return [];
  }
  if (!Array.isArray(list)) {
    logger.error('the locations list is not a JSON array');
    return [];
  }
  // An empty list shows as much as no list: say so the same way.
  if (list.length === 0) logger.warn('the geo location widget has no locations');
  const locations: GeoLocation[] = [];
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const parsed = z.safeParse(locationSchema, item);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(location)'))];
      logger.warn(`location ${index + 1} skipped: missing or malformed ${fields.join(', ')}`);
      return;
    }
    if (seen.has(parsed.data.uniqueId)) {
      logger.warn(`location ${index + 1} skipped: uniqueId "${parsed.data.uniqueId}" is used twice`);
      return;
    }
    seen.add(parsed.data.uniqueId);
    locations.push(parsed.data);
  });
  return locations;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres between two points (haversine formula). */
export function haversineKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The location closest to `from` (spec widgets §4: straight-line distance), or undefined for none. */
export function nearestLocation(
  locations: readonly GeoLocation[],
  from: LatLng,
): { location: GeoLocation; distanceKm: number } | undefined {
  let best: { location: GeoLocation; distanceKm: number } | undefined;
  for (const location of locations) {
    const distanceKm = haversineKm(from, { lat: location.latitude, lng: location.longitude });
    if (!best || distanceKm < best.distanceKm) best = { location, distanceKm };
  }
  return best;
}
