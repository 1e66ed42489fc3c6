// A story's clock: widgets read the time with `new Date()` and `Date.now()`, so a story that must show "open"
// or "closed" whatever the day it is viewed sets the moment it starts at. The clock then runs on from there
// (a countdown still ticks); `setStoryClock(undefined)` goes back to the real time.
const RealDate = Date;
let offsetMs = 0;

class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...(args as [string]));
  }

  static override now(): number {
    return RealDate.now() + offsetMs;
  }
}

let installed = false;

/**
 * Starts the preview's clock at `startAt` (anything `Date.parse` reads, or a Date), or puts the real clock back
 * for anything else. A Date is accepted because Storybook's channel turns strings shaped exactly like
 * `2026-11-26T10:00:00Z` into Date objects.
 */
export function setStoryClock(startAt: unknown): void {
  const start =
    startAt instanceof RealDate
      ? startAt.getTime()
      : typeof startAt === 'string' && startAt.trim() !== ''
        ? RealDate.parse(startAt)
        : Number.NaN;
  offsetMs = Number.isNaN(start) ? 0 : start - RealDate.now();
  if (!installed) {
    globalThis.Date = StoryDate as unknown as DateConstructor;
    installed = true;
  }
}
