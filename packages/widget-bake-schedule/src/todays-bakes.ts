export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface BakeItem {
  name: string;
  /** The days it comes out of the oven. */
  days: Weekday[];
  /** `HH:MM` it is usually ready, in the bakery's time zone. */
  readyAt?: string | undefined;
}

/** The weekday `date` falls on in `timeZone`. */
export function weekdayIn(date: Date, timeZone: string): Weekday {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(date);
  return name.toLowerCase().slice(0, 3) as Weekday;
}

/** What is baked on `day`, earliest ready first; items without a time come last, in the order given. */
export function bakesOn(items: readonly BakeItem[], day: Weekday): BakeItem[] {
  return items
    .filter((item) => item.days.includes(day))
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.readyAt ?? '99:99').localeCompare(b.item.readyAt ?? '99:99') || a.index - b.index)
    .map(({ item }) => item);
}

/** The next day after `day` that `item` is baked, or undefined when it never is. */
export function nextBakeDay(item: BakeItem, day: Weekday): Weekday | undefined {
  const today = WEEKDAYS.indexOf(day);
  for (let offset = 1; offset <= 7; offset++) {
    const candidate = WEEKDAYS[(today + offset) % 7] as Weekday;
    if (item.days.includes(candidate)) return candidate;
  }
  return undefined;
}
