import { reactMount } from '@vitrine/widget-api/react';
import { Reviews } from './Reviews';

export const mount = reactMount(Reviews);

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { reviewsConfig } from './config';
