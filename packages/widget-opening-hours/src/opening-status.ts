export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export interface OpeningInterval {
  /** `HH:MM`, 24-hour clock, in the business's time zone. */
  opens: string;
  /** `HH:MM`; `24:00` for midnight. */
  closes: string;
}

export type WeeklyHours = Record<Weekday, OpeningInterval[]>;

export type OpeningStatus =
  | { open: true; closesAt: string }
  | { open: false; opensAt: { day: Weekday; inDays: number; time: string } | undefined };

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The weekday and minute of the day `date` falls on in `timeZone`. */
export function zonedMoment(date: Date, timeZone: string): { day: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const day = part('weekday').toLowerCase().slice(0, 3) as Weekday;
  return { day, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Whether the business is open at `date`, and until when, or when it opens next (within a week). */
export function openingStatus(hours: WeeklyHours, date: Date, timeZone: string): OpeningStatus {
  const { day, minute } = zonedMoment(date, timeZone);
  const today = WEEKDAYS.indexOf(day);
  const sorted = (weekday: Weekday) =>
    [...hours[weekday]].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
  for (const interval of sorted(day))
    if (minutesOf(interval.opens) <= minute && minute < minutesOf(interval.closes))
      return { open: true, closesAt: interval.closes };
  for (let inDays = 0; inDays <= 7; inDays++) {
    const weekday = WEEKDAYS[(today + inDays) % 7] as Weekday;
    const next = sorted(weekday).find(
      (interval) =>
        minutesOf(interval.closes) > minutesOf(interval.opens) &&
        (inDays > 0 || minutesOf(interval.opens) > minute),
    );
    if (next) return { open: false, opensAt: { day: weekday, inDays, time: next.opens } };
  }
  return { open: false, opensAt: undefined };
}

/** The sentence under the badge: "until 18:00", "opens tomorrow at 07:00", "opens Monday at 08:00". */
export function describeStatus(status: OpeningStatus): string {
  if (status.open) return `until ${status.closesAt}`;
  const next = status.opensAt;
  if (!next) return 'no opening hours this week';
  if (next.inDays === 0) return `opens today at ${next.time}`;
  if (next.inDays === 1) return `opens tomorrow at ${next.time}`;
  return `opens ${DAY_NAMES[next.day]} at ${next.time}`;
}
