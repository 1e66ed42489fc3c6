import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from './opening-status';
import { describeStatus, openingStatus } from './opening-status';

const bakery: WeeklyHours = {
  mon: [],
  tue: [{ opens: '07:00', closes: '18:00' }],
  wed: [{ opens: '07:00', closes: '18:00' }],
  thu: [
    { opens: '07:00', closes: '12:00' },
    { opens: '14:00', closes: '18:00' },
  ],
  fri: [{ opens: '07:00', closes: '18:00' }],
  sat: [{ opens: '08:00', closes: '16:00' }],
  sun: [],
};

// 2026-11-26 is a Thursday.
const at = (iso: string) => new Date(iso);

describe('openingStatus', () => {
  it('is open inside an interval, until its closing time', () => {
    const status = openingStatus(bakery, at('2026-11-26T09:30:00Z'), 'UTC');
    expect(status).toEqual({ open: true, closesAt: '12:00' });
    expect(describeStatus(status)).toBe('until 12:00');
  });

  it('is closed over a lunch break and opens again the same day', () => {
    const status = openingStatus(bakery, at('2026-11-26T12:00:00Z'), 'UTC');
    expect(describeStatus(status)).toBe('opens today at 14:00');
  });

  it('names the next day with hours when closed for days', () => {
    expect(describeStatus(openingStatus(bakery, at('2026-11-28T17:00:00Z'), 'UTC'))).toBe(
      'opens Tuesday at 07:00',
    );
    expect(describeStatus(openingStatus(bakery, at('2026-11-27T19:00:00Z'), 'UTC'))).toBe(
      'opens tomorrow at 08:00',
    );
  });

  it('reads the clock in the business time zone, not the visitor’s', () => {
    // 06:30 UTC is 07:30 in Berlin (CET): open there, not yet in London.
    expect(openingStatus(bakery, at('2026-11-26T06:30:00Z'), 'Europe/Berlin').open).toBe(true);
    expect(openingStatus(bakery, at('2026-11-26T06:30:00Z'), 'Europe/London').open).toBe(false);
  });

  it('says so when there are no hours at all', () => {
    const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(describeStatus(openingStatus(closed, at('2026-11-26T09:00:00Z'), 'UTC'))).toBe(
      'no opening hours this week',
    );
  });
});
