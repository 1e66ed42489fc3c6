import * as z from 'zod/mini';

const isInstant = (text: string) => !Number.isNaN(Date.parse(text));

export const countdownConfig = z.object({
  /** When the event starts: an ISO 8601 date and time with its offset (`2026-12-21T18:00:00-08:00`). */
  until: z.string().check(z.refine(isInstant, 'expected an ISO 8601 date and time')),
  /** What is counted down to, read before the time left: "Solstice night bake starts in". */
  label: z._default(z.string(), 'Starts in'),
  /** Shown once the moment has come. */
  doneLabel: z._default(z.string(), 'It has started'),
});

export type CountdownConfig = z.output<typeof countdownConfig>;
