import { reactMount } from '@vitrine/widget-api/react';
import { Reviews } from './Reviews';

export const mount = reactMount(Reviews);
