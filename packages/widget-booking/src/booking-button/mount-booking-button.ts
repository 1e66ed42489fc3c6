import { reactMount } from '@vitrine/widget-api/react';
import { BookingButton } from './BookingButton';

export const mount = reactMount(BookingButton);

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { bookingButtonConfig } from './config';
