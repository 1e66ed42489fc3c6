import type { InferOutput } from '@vitrine/widget-api';
import { lenient } from '@vitrine/widget-api';
import * as z from 'zod/mini';
import { readServices } from './health-services';

/** The health-booking plugin's fields, each with its default: a server's markup parses with this alone. */
export const healthBookingFields = z.object({
  /** What can be booked: each with its own scheduling page (its length and questions are set there). */
  services: z._default(z.array(z.unknown()), []),
  serviceLabel: z._default(z.string(), 'Type of appointment'),
  label: z._default(z.string(), 'Request an appointment'),
  /** Shown under the button: what happens to the visitor's details, and where to turn when it is urgent. */
  note: z._default(
    z.string(),
    'Your details go to our scheduling service only, not to this website. In an emergency, call your local emergency number.',
  ),
});
/**
 * Garbage in a field gives its default; a service that cannot be booked is left out (`readServices`). Each with
 * a warning the host logs.
 */
export const healthBookingConfig = lenient(healthBookingFields, (config, warn) => {
  const { services, warnings } = readServices(config.services);
  for (const warning of warnings) warn(warning);
  return { ...config, services };
});
export type HealthBookingConfig = InferOutput<typeof healthBookingConfig>;
