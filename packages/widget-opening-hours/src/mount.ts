import { reactMount } from '@vitrine/widget-api/react';
import { OpeningHoursBadge } from './OpeningHoursBadge';

export const mount = reactMount(OpeningHoursBadge);
