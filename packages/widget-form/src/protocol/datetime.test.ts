import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, parseDate, parseTime, timesOfDay } from './datetime';
import { checkField } from './rules';

describe('parseDate', () => {
  it('reads the field order of each format', () => {
    expect(parseDate('11/23/2026', 'mmddyyyy')).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parseDate('23/11/2026', 'ddmmyyyy')).toEqual({ year: 2026, month: 11, day: 23 });
    // The same text is a different day in the other order, or no day at all.
    expect(parseDate('01/02/2026', 'mmddyyyy')).toEqual({ year: 2026, month: 1, day: 2 });
    expect(parseDate('01/02/2026', 'ddmmyyyy')).toEqual({ year: 2026, month: 2, day: 1 });
    expect(parseDate('23/11/2026', 'mmddyyyy')).toBeUndefined();
  });

  it('forgives one-digit parts, dots and dashes, and surrounding spaces', () => {
    expect(parseDate(' 3/7/2027 ', 'mmddyyyy')).toEqual({ year: 2027, month: 3, day: 7 });
    expect(parseDate('7.3.2027', 'ddmmyyyy')).toEqual({ year: 2027, month: 3, day: 7 });
    expect(parseDate('07-03-2027', 'ddmmyyyy')).toEqual({ year: 2027, month: 3, day: 7 });
  });

  it('refuses days that do not exist and ambiguous years', () => {
    expect(parseDate('02/29/2027', 'mmddyyyy')).toBeUndefined();
    expect(parseDate('02/29/2028', 'mmddyyyy')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDate('04/31/2027', 'mmddyyyy')).toBeUndefined();
    expect(parseDate('13/01/2027', 'mmddyyyy')).toBeUndefined();
    expect(parseDate('00/10/2027', 'mmddyyyy')).toBeUndefined();
    expect(parseDate('1/2/27', 'mmddyyyy')).toBeUndefined();
    expect(parseDate('2027-01-02', 'mmddyyyy')).toBeUndefined();
    expect(parseDate('tomorrow', 'mmddyyyy')).toBeUndefined();
    expect(parseDate('', 'mmddyyyy')).toBeUndefined();
  });
});

describe('formatDate', () => {
  it('writes two-digit day and month in the format’s order', () => {
    expect(formatDate({ year: 2026, month: 3, day: 7 }, 'mmddyyyy')).toBe('03/07/2026');
    expect(formatDate({ year: 2026, month: 3, day: 7 }, 'ddmmyyyy')).toBe('07/03/2026');
  });
});

describe('parseTime', () => {
  it('reads both clocks', () => {
    expect(parseTime('14:30')).toEqual({ hours: 14, minutes: 30 });
    expect(parseTime('9:05')).toEqual({ hours: 9, minutes: 5 });
    expect(parseTime('2:30 PM')).toEqual({ hours: 14, minutes: 30 });
    expect(parseTime('2:30pm')).toEqual({ hours: 14, minutes: 30 });
    expect(parseTime('2:30 p.m.')).toEqual({ hours: 14, minutes: 30 });
  });

  it('puts midnight and noon where 12-hour clocks do', () => {
    expect(parseTime('12:00 AM')).toEqual({ hours: 0, minutes: 0 });
    expect(parseTime('12:15 PM')).toEqual({ hours: 12, minutes: 15 });
    expect(parseTime('0:00')).toEqual({ hours: 0, minutes: 0 });
  });

  it('refuses times that are not on a clock', () => {
    for (const text of ['24:00', '9:60', '0:30 AM', '13:00 PM', '930', '9', 'noon', ''])
      expect(parseTime(text), text).toBeUndefined();
  });
});

describe('formatTime', () => {
  it('writes each clock', () => {
    expect(formatTime({ hours: 14, minutes: 5 }, '24h')).toBe('14:05');
    expect(formatTime({ hours: 7, minutes: 0 }, '24h')).toBe('07:00');
    expect(formatTime({ hours: 14, minutes: 5 }, '12h')).toBe('2:05 PM');
    expect(formatTime({ hours: 0, minutes: 0 }, '12h')).toBe('12:00 AM');
    expect(formatTime({ hours: 12, minutes: 0 }, '12h')).toBe('12:00 PM');
  });
});

describe('timesOfDay', () => {
  it('offers a time every 15 minutes from midnight (spec §9)', () => {
    const times = timesOfDay();
    expect(times).toHaveLength(96);
    expect(times[0]).toEqual({ hours: 0, minutes: 0 });
    expect(times[1]).toEqual({ hours: 0, minutes: 15 });
    expect(times[95]).toEqual({ hours: 23, minutes: 45 });
  });
});

describe('date and time rules', () => {
  it('a required date or time must be answered; an optional one may stay empty', () => {
    expect(checkField({ kind: 'date', required: true, value: '  ', format: 'mmddyyyy' })).toBe('required');
    expect(checkField({ kind: 'date', required: false, value: '', format: 'mmddyyyy' })).toBeUndefined();
    expect(checkField({ kind: 'time', required: true, value: '', format: '24h' })).toBe('required');
    expect(checkField({ kind: 'time', required: false, value: ' ', format: '24h' })).toBeUndefined();
  });

  it('an answer must be a real date in the field’s format, or a time on a clock', () => {
    expect(
      checkField({ kind: 'date', required: false, value: '31/12/2026', format: 'ddmmyyyy' }),
    ).toBeUndefined();
    expect(checkField({ kind: 'date', required: false, value: '31/12/2026', format: 'mmddyyyy' })).toBe(
      'date',
    );
    expect(checkField({ kind: 'date', required: true, value: 'soon', format: 'ddmmyyyy' })).toBe('date');
    expect(checkField({ kind: 'time', required: true, value: '2:30 PM', format: '24h' })).toBeUndefined();
    expect(checkField({ kind: 'time', required: true, value: '25:00', format: '24h' })).toBe('time');
  });
});
