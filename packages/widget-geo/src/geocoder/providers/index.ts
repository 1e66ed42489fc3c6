import type { GeocoderProvider } from '../types';
import { googleAdapter } from './google';
import { hereAdapter } from './here';
import { mapboxAdapter } from './mapbox';
import { mappyAdapter } from './mappy';
import { nominatimAdapter } from './nominatim';
import { opencageAdapter } from './opencage';
import type { ProviderAdapter } from './provider';

export const PROVIDER_ADAPTERS: Readonly<Record<GeocoderProvider, ProviderAdapter>> = {
  google: googleAdapter,
  openstreetmap: nominatimAdapter,
  mapbox: mapboxAdapter,
  mappy: mappyAdapter,
  opencage: opencageAdapter,
  here: hereAdapter,
};
