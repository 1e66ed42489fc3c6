import type { GeocoderProvider } from './types';

export { abortError, isAbortError } from './abort';

/**
 * What went wrong: the provider refused the key (`invalid-key`), the key's quota or rate is exhausted
 * (`quota`), the answer is not a geocoding response (`bad-response`), the provider could not be reached
 * (`network`), or it answered with another error (`http`).
 */
export const GEOCODER_ERROR_KINDS = ['invalid-key', 'quota', 'bad-response', 'network', 'http'] as const;
export type GeocoderErrorKind = (typeof GEOCODER_ERROR_KINDS)[number];

export interface GeocoderErrorDetails {
  provider: GeocoderProvider;
  /** The HTTP status of the answer, when there was one. */
  status?: number;
  cause?: unknown;
}

/** The one error a geocoder rejects with, but for aborts (an AbortError). */
export class GeocoderError extends Error {
  override readonly name = 'GeocoderError';
  readonly kind: GeocoderErrorKind;
  readonly provider: GeocoderProvider;
  readonly status: number | undefined;

  constructor(kind: GeocoderErrorKind, message: string, { provider, status, cause }: GeocoderErrorDetails) {
    super(message, cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.provider = provider;
    this.status = status;
  }
}

export function isGeocoderError(error: unknown): error is GeocoderError {
  return error instanceof GeocoderError;
}
