import { abortError, GeocoderError, type GeocoderErrorKind } from './geocoder-error';
import type { ProviderAdapter, ProviderRequest } from './providers/provider';
import type { GeocodeResult } from './types';

/** The error kind of an HTTP status all providers share (spec: 401/403 a refused key, 429 a quota). */
function statusKind(status: number): GeocoderErrorKind {
  if (status === 401 || status === 403) return 'invalid-key';
  if (status === 429) return 'quota';
  return 'http';
}

/** Sends one provider request and turns its answer into results or a {@link GeocoderError}. */
export async function fetchResults(
  adapter: ProviderAdapter,
  request: ProviderRequest,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
): Promise<GeocodeResult[]> {
  const { provider, title } = adapter;
  let status: number | undefined;
  let text: string;
  let ok: boolean;
  try {
    const response = await fetchImpl(request.url, {
      method: 'GET',
      headers: { accept: 'application/json', ...request.headers },
      signal,
    });
    status = response.status;
    ok = response.ok;
    text = await response.text();
  } catch (cause) {
    if (signal.aborted) throw abortError();
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new GeocoderError('network', `Could not reach ${title}: ${reason}.`, { provider, status, cause });
  }

  let body: unknown;
  let json = true;
  try {
    body = JSON.parse(text);
  } catch {
    json = false;
  }

  if (!ok) {
    const kind = adapter.statusKind?.(status) ?? statusKind(status);
    const detail = json ? errorDetail(body) : undefined;
    const because = `HTTP ${status}${detail ? `: ${detail}` : ''}`;
    const message =
      kind === 'invalid-key'
        ? `${title} refused the request (${because}). Check the API key.`
        : kind === 'quota'
          ? `${title} quota exceeded (${because}). Try again later.`
          : `${title} answered with an error (${because}).`;
    throw new GeocoderError(kind, message, { provider, status });
  }
  if (!json) {
    throw new GeocoderError(
      'bad-response',
      `${title} answered with something that is not JSON (HTTP ${status}).`,
      {
        provider,
        status,
      },
    );
  }

  const parsed = adapter.parse(body);
  if (Array.isArray(parsed)) return parsed;
  throw new GeocoderError(parsed.kind, parsed.message, { provider, status });
}

/** The explanation an error answer carries, in whichever field its provider puts it. */
function errorDetail(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const candidates = [
    record.error_message, // Google
    record.error_description, // HERE
    record.message, // Mapbox
    record.title, // HERE
    (record.status as Record<string, unknown> | undefined)?.message, // OpenCage
    record.error, // Nominatim: a string, or { message }
    (record.error as Record<string, unknown> | undefined)?.message,
  ];
  const found = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return found?.trim().slice(0, 200);
}
