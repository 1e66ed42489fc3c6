import { reactMount } from '@vitrine/widget-api/react';
import { GeoLocations } from './GeoLocations';

export const mount = reactMount(GeoLocations);
