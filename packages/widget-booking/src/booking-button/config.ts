import * as z from 'zod/mini';

export const bookingButtonConfig = z.object({
  /** The scheduling page on the provider (`https://calendly.com/{account}/{event}`); read by `isSchedulingUrl`. */
  schedulingUrl: z._default(z.string(), ''),
  label: z._default(z.string(), 'Book an appointment'),
});
export type BookingButtonConfig = z.output<typeof bookingButtonConfig>;
