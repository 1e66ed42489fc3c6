/**
 * Readers for the providers' JSON answers, in place of zod schemas: zod keeps the code of every kind of schema
 * a bundle uses, and the unions, tuples and refinements six answers need made its shared chunk weigh more than
 * the map widgets themselves. The public zod schemas (`./providers/schemas`) describe the same answers for
 * servers, and a test holds both to the same verdict on every recorded and malformed answer.
 *
 * A reader returns the value as an adapter uses it, or throws {@link Malformed} saying where the answer stopped
 * fitting; paths are written like zod's (`results.0.geometry.location.lat`).
 */
export class Malformed extends Error {
  constructor(path: string, expected: string) {
    super(`${path || 'the answer'}: expected ${expected}`);
  }
}

export const at = (path: string, key: string | number): string => (path ? `${path}.${key}` : String(key));

export function asRecord(value: unknown, path: string): Record<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return value as Record<string, unknown>;
  throw new Malformed(path, 'an object');
}

/** A list; with `length`, of exactly that many items (a tuple such as `[lng, lat]`). */
export function asArray(value: unknown, path: string, length?: number): unknown[] {
  if (Array.isArray(value) && (length === undefined || value.length === length)) return value;
  throw new Malformed(path, length === undefined ? 'a list' : `a list of ${length} items`);
}

export function asString(value: unknown, path: string): string {
  if (typeof value === 'string') return value;
  throw new Malformed(path, 'text');
}

export function asNumber(value: unknown, path: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new Malformed(path, 'a number');
}

// Nominatim writes every coordinate as text, OpenCage some: only plain decimal numbers count, not `0x1f`.
const NUMBER_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

/** A number, or a decimal number written as text. */
export function asNumeric(value: unknown, path: string): number {
  if (typeof value === 'string' && NUMBER_TEXT.test(value)) return Number(value);
  return asNumber(value, path);
}

export function asLatitude(value: unknown, path: string): number {
  const latitude = asNumeric(value, path);
  if (Math.abs(latitude) <= 90) return latitude;
  throw new Malformed(path, 'a latitude between -90 and 90');
}

export function asLongitude(value: unknown, path: string): number {
  const longitude = asNumeric(value, path);
  if (Math.abs(longitude) <= 180) return longitude;
  throw new Malformed(path, 'a longitude between -180 and 180');
}

/** `record[key]` read by `read`, or undefined when the field is missing (null is not missing: it is malformed). */
export function optional<T>(
  record: Record<string, unknown>,
  key: string,
  path: string,
  read: (value: unknown, path: string) => T,
): T | undefined {
  const value = record[key];
  return value === undefined ? undefined : read(value, at(path, key));
}
