// Apart from GeocoderError: the map widgets tell aborts apart when they start, the geocoder comes only with an
// address to look up.

/** True for the rejection of an aborted or superseded lookup, which a UI just ignores. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export function abortError(): DOMException {
  return new DOMException('The geocoding lookup was aborted.', 'AbortError');
}
