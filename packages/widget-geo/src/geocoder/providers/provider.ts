import * as z from 'zod/mini';
import type { GeocoderErrorKind } from '../geocoder-error';
import type { GeocodeBounds, GeocodeKind, GeocodeResult, GeocoderProvider, LatLng } from '../types';

/** What a provider adapter needs to build one request. */
export interface RequestContext {
  kind: GeocodeKind;
  /** The query, trimmed and with its runs of white space made single spaces. */
  query: string;
  /** How many results to ask for. */
  limit: number;
  apiKey?: string;
  /** The caller's base URL, replacing the provider's own. */
  endpoint?: string;
  language?: string;
  near?: LatLng;
}

export interface ProviderRequest {
  url: string;
  headers?: Record<string, string>;
}

/** The answer of a provider that said, in a successful HTTP answer, that the request failed. */
export interface ProviderFailure {
  kind: GeocoderErrorKind;
  message: string;
}

export interface ProviderAdapter {
  readonly provider: GeocoderProvider;
  /** The service's name, as error messages say it. */
  readonly title: string;
  request(context: RequestContext): ProviderRequest;
  /** The results of a JSON answer, or the failure it reports or is (`bad-response`). */
  parse(body: unknown): GeocodeResult[] | ProviderFailure;
  /** The error kind of an HTTP status, where the provider documents one the shared mapping does not know. */
  statusKind?(status: number): GeocoderErrorKind | undefined;
}

/** A number, or a number written as a string (Nominatim writes every coordinate that way). */
const numeric = z.union([
  z.number(),
  z.string().check(z.regex(/^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/, 'Expected a number')),
]);
export type Numeric = z.infer<typeof numeric>;

export const latitudeSchema = numeric.check(
  z.refine((value) => Math.abs(Number(value)) <= 90, 'Expected a latitude between -90 and 90'),
);
export const longitudeSchema = numeric.check(
  z.refine((value) => Math.abs(Number(value)) <= 180, 'Expected a longitude between -180 and 180'),
);

export const latLngSchema = z.looseObject({ lat: latitudeSchema, lng: longitudeSchema });

/** `{ northeast, southwest }`, the shape Google and OpenCage give bounds in. */
export const cornersSchema = z.looseObject({ northeast: latLngSchema, southwest: latLngSchema });

export function toLatLng(value: { lat: Numeric; lng: Numeric }): LatLng {
  return { lat: Number(value.lat), lng: Number(value.lng) };
}

export function boundsFromCorners(corners: z.infer<typeof cornersSchema>): GeocodeBounds {
  return { northeast: toLatLng(corners.northeast), southwest: toLatLng(corners.southwest) };
}

/** Bounds from their west, south, east and north edges. */
export function boundsFromEdges(west: Numeric, south: Numeric, east: Numeric, north: Numeric): GeocodeBounds {
  return {
    northeast: { lat: Number(north), lng: Number(east) },
    southwest: { lat: Number(south), lng: Number(west) },
  };
}

/** `base` followed by the query parameters that have a value; `base` may be relative or carry a query. */
export function withQuery(base: string, parameters: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  if (!text) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${text}`;
}

/** The caller's endpoint without trailing slashes, or the provider's default. */
export function baseUrl(endpoint: string | undefined, fallback: string): string {
  const chosen = endpoint?.trim() || fallback;
  return chosen.replace(/\/+$/, '');
}

/** Parses `body` with `schema`; a body that does not fit is the provider's `bad-response`. */
export function parseBody<T>(
  schema: z.ZodMiniType<T>,
  body: unknown,
  title: string,
): { ok: true; data: T } | { ok: false; failure: ProviderFailure } {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'the answer'}: ${issue.message}`)
    .join('; ');
  return {
    ok: false,
    failure: { kind: 'bad-response', message: `${title} answered with an unexpected response (${issues}).` },
  };
}
