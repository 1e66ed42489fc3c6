import { expect as playwrightExpect } from '@playwright/test';

/**
 * How long `expect.poll` waits between two looks, the last repeated. Playwright's own backs off to 100, 250, 500
 * and then 1000 ms, so a condition that came true just after a look was seen up to a second late: with about a
 * hundred polls (most true after one or two looks), the suite spent tens of seconds waiting on nothing. A look is
 * a `page.evaluate` or less; one every 100 ms costs the machine next to nothing. A test's own `intervals` win.
 */
export const POLL_INTERVALS = [20, 50, 100];

/** Playwright's `expect`, whose `expect.poll` looks again after `POLL_INTERVALS`. Every spec uses this one. */
export const expect = playwrightExpect.configure({});

const pollBackingOff = expect.poll;
expect.poll = ((actual, messageOrOptions) =>
  pollBackingOff(actual, {
    intervals: POLL_INTERVALS,
    ...(typeof messageOrOptions === 'string' ? { message: messageOrOptions } : messageOrOptions),
  })) as typeof expect.poll;
