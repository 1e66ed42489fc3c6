import { platformUrl } from '@vitrine/widget-api';
import type { GeocoderErrorKind } from '../geocoder-error';
import { asArray, asLatitude, asLongitude, asRecord, at, Malformed } from '../read';
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

/** `{ lat, lng }`, as numbers or as numbers written as text. */
export function readLatLng(value: unknown, path: string): LatLng {
  const record = asRecord(value, path);
  return { lat: asLatitude(record.lat, at(path, 'lat')), lng: asLongitude(record.lng, at(path, 'lng')) };
}

/** Exactly `length` coordinates, alternately longitude and latitude: `[lng, lat]`, or a box's two corners. */
export function readLngLats<N extends 2 | 4>(value: unknown, path: string, length: N): LngLats[N] {
  return asArray(value, path, length).map((coordinate, index) =>
    (index % 2 === 0 ? asLongitude : asLatitude)(coordinate, at(path, index)),
  ) as LngLats[N];
}

interface LngLats {
  2: [lng: number, lat: number];
  4: [west: number, south: number, east: number, north: number];
}

/** `{ northeast, southwest }`, the shape Google and OpenCage give bounds in. */
export function readCorners(value: unknown, path: string): GeocodeBounds {
  const record = asRecord(value, path);
  return {
    northeast: readLatLng(record.northeast, at(path, 'northeast')),
    southwest: readLatLng(record.southwest, at(path, 'southwest')),
  };
}

/** Bounds from their west, south, east and north edges. */
export function boundsFromEdges(west: number, south: number, east: number, north: number): GeocodeBounds {
  return { northeast: { lat: north, lng: east }, southwest: { lat: south, lng: west } };
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

/**
 * The caller's endpoint without trailing slashes, or the provider's default. A root-relative endpoint is the
 * platform's own geocoder, at the page's API origin.
 */
export function baseUrl(endpoint: string | undefined, fallback: string): string {
  const chosen = (endpoint?.trim() || fallback).replace(/\/+$/, '');
  return chosen.startsWith('/') ? platformUrl(chosen) : chosen;
}

/** The results `read` makes of `body`; a body that does not fit is the provider's `bad-response`. */
export function readBody(
  body: unknown,
  title: string,
  read: (body: unknown) => GeocodeResult[] | ProviderFailure,
): GeocodeResult[] | ProviderFailure {
  try {
    return read(body);
  } catch (error) {
    if (!(error instanceof Malformed)) throw error;
    return {
      kind: 'bad-response',
      message: `${title} answered with an unexpected response (${error.message}).`,
    };
  }
}
