import type { Logger } from '@vitrine/widget-api';
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

// Read by hand, not with a zod schema: the unions, pipes and fallbacks it took made zod's shared chunk, which
// every map widget downloads when it starts, twice the size of the other widgets' (see docs/widget-geo.md).

/** A number, or text holding one (builders often write coordinates as text). */
function coordinate(value: unknown, limit: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit
    ? number
    : undefined;
}

function identifier(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

/** Optional text: anything that is not text is none. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Flags written as booleans or as "true"/"false" text; other text is off, anything else the default. */
function flag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' ? value === 'true' : fallback;
}

/** The location, or the names of the fields that make it unusable. */
function readLocation(item: unknown): GeoLocation | string[] {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return ['(location)'];
  const record = item as Record<string, unknown>;
  const uniqueId = identifier(record.uniqueId);
  const latitude = coordinate(record.latitude, 90);
  const longitude = coordinate(record.longitude, 180);
  if (uniqueId === undefined || latitude === undefined || longitude === undefined) {
    const fields = { uniqueId, latitude, longitude };
    return Object.keys(fields).filter((name) => fields[name as keyof typeof fields] === undefined);
  }
  return {
    uniqueId,
    latitude,
    longitude,
    title: text(record.title),
    formattedAddress: text(record.formattedAddress),
    phone: text(record.phone),
    url: text(record.url),
    description: text(record.description),
    displayTitle: flag(record.displayTitle, true),
    displayPhoneNumber: flag(record.displayPhoneNumber, true),
    displayLink: flag(record.displayLink, true),
    showDescription: flag(record.showDescription, true),
    showPhone: flag(record.showPhone, true),
    clickToCallText: text(record.clickToCallText),
  };
}

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
    const location = readLocation(item);
    if (Array.isArray(location)) {
      logger.warn(`location ${index + 1} skipped: missing or malformed ${location.join(', ')}`);
      return;
    }
    if (seen.has(location.uniqueId)) {
      logger.warn(`location ${index + 1} skipped: uniqueId "${location.uniqueId}" is used twice`);
      return;
    }
    seen.add(location.uniqueId);
    locations.push(location);
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
