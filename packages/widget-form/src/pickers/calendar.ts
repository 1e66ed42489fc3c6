import type { CalendarDate } from '../protocol/index';
import { DATE_PICKER_FIRST_YEAR, DATE_PICKER_YEARS_AHEAD, daysInMonth } from '../protocol/index';

/** The dates a picker offers: from the first day of 1900 to the last day ten years from now (spec §9). */
export interface DateRange {
  first: CalendarDate;
  last: CalendarDate;
}

export function pickerRange(today: CalendarDate): DateRange {
  return {
    first: { year: DATE_PICKER_FIRST_YEAR, month: 1, day: 1 },
    last: { year: today.year + DATE_PICKER_YEARS_AHEAD, month: 12, day: 31 },
  };
}

export const todayOf = (now: Date): CalendarDate => ({
  year: now.getFullYear(),
  month: now.getMonth() + 1,
  day: now.getDate(),
});

const toUtc = ({ year, month, day }: CalendarDate): Date => {
  const date = new Date(Date.UTC(2000, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; setting the year afterwards keeps every year as it is.
  date.setUTCFullYear(year);
  return date;
};
const fromUtc = (date: Date): CalendarDate => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
});

export const compareDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;
export const sameDate = (a: CalendarDate, b: CalendarDate): boolean => compareDates(a, b) === 0;

export const clampDate = (date: CalendarDate, { first, last }: DateRange): CalendarDate =>
  compareDates(date, first) < 0 ? first : compareDates(date, last) > 0 ? last : date;

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = toUtc(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return fromUtc(moved);
}

/** The same day some months away, on the month's last day when it is shorter (31 January + 1 = 28 February). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (date: CalendarDate): number => toUtc(date).getUTCDay();

/** The week's first and last day around a date, for Home and End. */
export function weekBounds(date: CalendarDate, firstDayOfWeek: number): [CalendarDate, CalendarDate] {
  const offset = (weekdayOf(date) - firstDayOfWeek + 7) % 7;
  const start = addDays(date, -offset);
  return [start, addDays(start, 6)];
}

/**
 * A month as rows of seven cells, each a date of that month or null for the days before the first and after
 * the last, the rows starting on the locale's first day of the week.
 */
export function monthGrid(
  year: number,
  month: number,
  firstDayOfWeek: number,
): Array<Array<CalendarDate | null>> {
  const lead = (weekdayOf({ year, month, day: 1 }) - firstDayOfWeek + 7) % 7;
  const cells: Array<CalendarDate | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  const rows: Array<Array<CalendarDate | null>> = [];
  for (let start = 0; start < cells.length; start += 7) rows.push(cells.slice(start, start + 7));
  return rows;
}

/** A calendar date as the `Date` Intl formats, at noon UTC so no time zone moves it to another day. */
export const intlDate = (date: CalendarDate): Date => {
  const noon = toUtc(date);
  noon.setUTCHours(12);
  return noon;
};
