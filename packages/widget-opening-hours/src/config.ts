import * as z from 'zod/mini';
import { isTimeZone } from './opening-status';

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'expected a time as HH:MM'));
const day = z._default(z.array(z.object({ opens: time, closes: time })), []);

export const openingHoursConfig = z.object({
  /** IANA time zone of the business; the visitor's own clock may be elsewhere. */
  timeZone: z._default(z.string().check(z.refine(isTimeZone, 'unknown time zone')), 'UTC'),
  hours: z.object({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day }),
  openLabel: z._default(z.string(), 'Open now'),
  closedLabel: z._default(z.string(), 'Closed'),
});

export type OpeningHoursConfig = z.output<typeof openingHoursConfig>;
