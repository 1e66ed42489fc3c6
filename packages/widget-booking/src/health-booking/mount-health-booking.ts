import { reactMount } from '@vitrine/widget-api/react';
import { HealthBooking } from './HealthBooking';

export const mount = reactMount(HealthBooking);

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { healthBookingConfig } from './config';
