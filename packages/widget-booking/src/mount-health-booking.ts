import { reactMount } from '@vitrine/widget-api/react';
import { HealthBooking } from './HealthBooking';

export const mount = reactMount(HealthBooking);
