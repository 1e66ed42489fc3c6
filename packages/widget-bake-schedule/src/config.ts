import * as z from 'zod/mini';
import { WEEKDAYS } from './todays-bakes';

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const bakeScheduleConfig = z.object({
  title: z._default(z.string(), 'Out of the oven today'),
  timeZone: z._default(z.string().check(z.refine(isTimeZone, 'unknown time zone')), 'UTC'),
  items: z.array(
    z.object({
      name: z.string().check(z.minLength(1)),
      days: z.array(z.enum(WEEKDAYS)),
      readyAt: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time as HH:MM'))),
    }),
  ),
  /** Shown on a day with nothing scheduled. */
  emptyMessage: z._default(z.string(), 'No bakes today: come and see what is left on the shelves.'),
});

export type BakeScheduleConfig = z.output<typeof bakeScheduleConfig>;
