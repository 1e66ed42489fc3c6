import { reactMount } from '@vitrine/widget-api/react';
import { BookingButton } from './BookingButton';

export const mount = reactMount(BookingButton);
