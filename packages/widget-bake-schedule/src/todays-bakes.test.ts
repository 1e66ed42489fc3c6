import { describe, expect, it } from 'vitest';
import { bakesOn, nextBakeDay, weekdayIn } from './todays-bakes';

const items = [
  { name: 'Rye', days: ['tue' as const, 'sat' as const] },
  { name: 'Country loaf', days: ['tue' as const], readyAt: '08:00' },
  { name: 'Croissants', days: ['tue' as const, 'wed' as const], readyAt: '06:30' },
];

describe('bakesOn', () => {
  it('lists the day’s bakes, earliest first, untimed last', () => {
    expect(bakesOn(items, 'tue').map((item) => item.name)).toEqual(['Croissants', 'Country loaf', 'Rye']);
    expect(bakesOn(items, 'mon')).toEqual([]);
  });
});

describe('nextBakeDay', () => {
  it('finds the next day, wrapping round the week', () => {
    expect(nextBakeDay(items[0]!, 'tue')).toBe('sat');
    expect(nextBakeDay(items[0]!, 'sat')).toBe('tue');
    expect(nextBakeDay({ name: 'Stollen', days: [] }, 'mon')).toBeUndefined();
  });
});

describe('weekdayIn', () => {
  it('reads the day in the bakery’s time zone', () => {
    // 23:30 UTC on Thursday 26 November is already Friday in Auckland.
    expect(weekdayIn(new Date('2026-11-26T23:30:00Z'), 'UTC')).toBe('thu');
    expect(weekdayIn(new Date('2026-11-26T23:30:00Z'), 'Pacific/Auckland')).toBe('fri');
  });
});
