/**
 * Date and time answers as a visitor types them and a picker writes them (widgets spec §5 "date/time picker
 * formats", §9): a date as MM/DD/YYYY or DD/MM/YYYY, a time on a 24-hour or 12-hour clock. The same parsing
 * runs in the browser and on the server, so both accept exactly the same answers.
 */
export const DATE_FORMATS = ['mmddyyyy', 'ddmmyyyy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const TIME_FORMATS = ['24h', '12h'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];

export const DEFAULT_DATE_FORMAT: DateFormat = 'mmddyyyy';
export const DEFAULT_TIME_FORMAT: TimeFormat = '12h';

/** Widgets spec §9: the time picker offers a time every 15 minutes. */
export const TIME_PICKER_STEP_MINUTES = 15;
/** Widgets spec §9: the date picker reaches the end of the year ten years from now. */
export const DATE_PICKER_YEARS_AHEAD = 10;
/** The date picker's first year: old enough for a date of birth. */
export const DATE_PICKER_FIRST_YEAR = 1900;

export const isDateFormat = (value: unknown): value is DateFormat =>
  typeof value === 'string' && (DATE_FORMATS as readonly string[]).includes(value);
export const isTimeFormat = (value: unknown): value is TimeFormat =>
  typeof value === 'string' && (TIME_FORMATS as readonly string[]).includes(value);

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export interface ClockTime {
  /** 0 to 23. */
  hours: number;
  minutes: number;
}

/** How a format reads to a visitor: the field's placeholder and the wording of its error. */
export const DATE_FORMAT_HINTS: Readonly<Record<DateFormat, string>> = {
  mmddyyyy: 'MM/DD/YYYY',
  ddmmyyyy: 'DD/MM/YYYY',
};
export const TIME_FORMAT_HINTS: Readonly<Record<TimeFormat, string>> = {
  '24h': 'HH:MM',
  '12h': 'H:MM AM',
};

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A real calendar date typed in the field's order, with `/`, `.` or `-` between its parts and one or two
 * digits for day and month; the year has four digits (two would be ambiguous). Anything else is undefined.
 */
export function parseDate(text: string, format: DateFormat): CalendarDate | undefined {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const first = Number(match[1]);
  const second = Number(match[2]);
  const year = Number(match[3]);
  const [month, day] = format === 'mmddyyyy' ? [first, second] : [second, first];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

export function formatDate({ year, month, day }: CalendarDate, format: DateFormat): string {
  const parts = format === 'mmddyyyy' ? [month, day] : [day, month];
  return `${parts.map(twoDigits).join('/')}/${year}`;
}

/**
 * A time on either clock, whatever the field's format (a visitor who types 14:30 into a 12-hour field means
 * it): `H:MM` or `HH:MM` from 0:00 to 23:59, or `H:MM AM`/`PM` (case, the space and the dots of `a.m.` are
 * forgiven). Anything else is undefined.
 */
export function parseTime(text: string): ClockTime | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(?:([ap])\.?\s*m\.?)?$/i.exec(text.trim());
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (minutes > 59) return undefined;
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hours > 23) return undefined;
  return { hours, minutes };
}

export function formatTime({ hours, minutes }: ClockTime, format: TimeFormat): string {
  if (format === '24h') return `${twoDigits(hours)}:${twoDigits(minutes)}`;
  const meridiem = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${twoDigits(minutes)} ${meridiem}`;
}

/** Every time of a day at the picker's step, in order from midnight. */
export function timesOfDay(stepMinutes: number = TIME_PICKER_STEP_MINUTES): ClockTime[] {
  const times: ClockTime[] = [];
  for (let minute = 0; minute < 24 * 60; minute += stepMinutes)
    times.push({ hours: Math.floor(minute / 60), minutes: minute % 60 });
  return times;
}
