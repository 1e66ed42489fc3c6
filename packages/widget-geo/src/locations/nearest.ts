import type { LatLng } from '../geocoder/types';

/** Nearest-location timeout (spec widgets §9). */
export const NEAREST_TIMEOUT_MS = 50_000;

/** Location permission denied (spec widgets §8), word for word. */
export const PERMISSION_DENIED_MESSAGE =
  'We do not have permission to access your location. Please enable access in your settings';
const POSITION_UNAVAILABLE_MESSAGE = 'We could not find your location. Please try again.';

/**
 * Whether the browser will hand out the visitor's position: only on a secure connection or localhost
 * (spec widgets §5). Browsers count localhost as a secure context; the hostname check covers old ones.
 */
export function canLocateVisitor(win: Window = window): boolean {
  if (!('geolocation' in win.navigator)) return false;
  return win.isSecureContext === true || ['localhost', '127.0.0.1', '[::1]'].includes(win.location.hostname);
}

export type PositionOutcome = { ok: true; position: LatLng } | { ok: false; message: string };

/** The visitor's position, asked once, giving up after {@link NEAREST_TIMEOUT_MS}. Never rejects. */
export function locateVisitor(geolocation: Geolocation = navigator.geolocation): Promise<PositionOutcome> {
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({ ok: true, position: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      (error) =>
        resolve({
          ok: false,
          // GeolocationPositionError.PERMISSION_DENIED is 1 (not every environment defines the constant).
          message: error.code === 1 ? PERMISSION_DENIED_MESSAGE : POSITION_UNAVAILABLE_MESSAGE,
        }),
      { timeout: NEAREST_TIMEOUT_MS, maximumAge: 0, enableHighAccuracy: false },
    );
  });
}
