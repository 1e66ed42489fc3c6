import { describe, expect, it } from 'vitest';
import { addDays, addMonths, clampDate, monthGrid, pickerRange, todayOf, weekBounds } from './calendar';

describe('calendar maths', () => {
  it('adds days across months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('keeps the day when adding months, or takes the month’s last', () => {
    expect(addMonths({ year: 2027, month: 1, day: 31 }, 1)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(addMonths({ year: 2026, month: 11, day: 23 }, 2)).toEqual({ year: 2027, month: 1, day: 23 });
    expect(addMonths({ year: 2026, month: 1, day: 15 }, -1)).toEqual({ year: 2025, month: 12, day: 15 });
    expect(addMonths({ year: 2028, month: 2, day: 29 }, 12)).toEqual({ year: 2029, month: 2, day: 28 });
  });

  it('finds the week around a day for a Sunday or a Monday start', () => {
    // 25 November 2026 is a Wednesday.
    const wednesday = { year: 2026, month: 11, day: 25 };
    expect(weekBounds(wednesday, 0)).toEqual([
      { year: 2026, month: 11, day: 22 },
      { year: 2026, month: 11, day: 28 },
    ]);
    expect(weekBounds(wednesday, 1)).toEqual([
      { year: 2026, month: 11, day: 23 },
      { year: 2026, month: 11, day: 29 },
    ]);
  });

  it('lays a month out in weeks starting on the locale’s first day', () => {
    // 1 November 2026 is a Sunday: no blank before it on a Sunday start, six on a Monday start.
    const sundayFirst = monthGrid(2026, 11, 0);
    expect(sundayFirst[0]?.[0]).toEqual({ year: 2026, month: 11, day: 1 });
    expect(sundayFirst).toHaveLength(5);
    const mondayFirst = monthGrid(2026, 11, 1);
    expect(mondayFirst[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(mondayFirst[0]?.[6]).toEqual({ year: 2026, month: 11, day: 1 });
    expect(mondayFirst.flat().filter(Boolean)).toHaveLength(30);
    expect(mondayFirst.every((week) => week.length === 7)).toBe(true);
  });

  it('offers dates up to the end of the year ten years ahead (spec §9)', () => {
    const range = pickerRange(todayOf(new Date(2026, 10, 23)));
    expect(range.last).toEqual({ year: 2036, month: 12, day: 31 });
    expect(clampDate({ year: 2040, month: 5, day: 1 }, range)).toEqual(range.last);
    expect(clampDate({ year: 1850, month: 5, day: 1 }, range)).toEqual(range.first);
  });
});
