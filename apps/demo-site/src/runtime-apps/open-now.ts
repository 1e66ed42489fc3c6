/**
 * The `open-now` runtime app: tells a visitor whether a bakery is open at this moment. Served as a runtime
 * app chunk from `/editor/apps/modules/runtime/open-now.js` and started through core's chunk loader:
 *
 *   <p data-opening-hours="tue-fri 07:00-15:00; sat-sun 08:00-14:00"></p>
 *
 * Days are `sun` … `sat`, alone or as a range (a range may wrap: `fri-mon`); times are 24-hour local time.
 */

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const RULE = /^([a-z]{3})(?:-([a-z]{3}))?\s+(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/;
const MINUTE_MS = 60_000;

/** Opening intervals per weekday (0 = Sunday), in minutes after midnight. */
export type WeeklyHours = Array<Array<{ opens: number; closes: number }>>;

/** The weekly hours an attribute describes, or undefined when any rule of it is not understood. */
export function parseOpeningHours(text: string): WeeklyHours | undefined {
  const week: WeeklyHours = DAYS.map(() => []);
  const rules = text
    .split(';')
    .map((rule) => rule.trim().toLowerCase())
    .filter((rule) => rule !== '');
  if (rules.length === 0) return undefined;
  for (const rule of rules) {
    const match = RULE.exec(rule);
    if (!match) return undefined;
    const [, first, last = first, openHours, openMinutes, closeHours, closeMinutes] = match;
    const from = DAYS.indexOf(first as (typeof DAYS)[number]);
    const to = DAYS.indexOf(last as (typeof DAYS)[number]);
    const opens = Number(openHours) * 60 + Number(openMinutes);
    const closes = Number(closeHours) * 60 + Number(closeMinutes);
    if (from < 0 || to < 0 || opens >= closes || closes > 24 * 60 || Number(openMinutes) > 59)
      return undefined;
    for (let day = from; ; day = (day + 1) % 7) {
      week[day]!.push({ opens, closes });
      if (day === to) break;
    }
  }
  return week;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** One line for a visitor: open until when, or when it opens next. */
export function describeOpening(week: WeeklyHours, now: Date): { open: boolean; text: string } {
  const day = now.getDay();
  const minute = now.getHours() * 60 + now.getMinutes();
  const current = week[day]!.find(({ opens, closes }) => minute >= opens && minute < closes);
  if (current) return { open: true, text: `Open now · until ${clock(current.closes)}` };
  for (let ahead = 0; ahead < 7; ahead++) {
    const candidateDay = (day + ahead) % 7;
    const next = week[candidateDay]!.filter(({ opens }) => ahead > 0 || opens > minute).sort(
      (a, b) => a.opens - b.opens,
    )[0];
    if (!next) continue;
    const when = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : DAY_NAMES[candidateDay];
    return { open: false, text: `Closed now · opens ${when} at ${clock(next.opens)}` };
  }
  return { open: false, text: 'Closed now' };
}

export interface OpenNowOptions {
  /** The current time; the visitor's clock unless a caller (a test, a preview) says otherwise. */
  now?: () => Date;
}

/** Writes the opening state into the element and keeps it current each minute; returns the cleanup. */
export function start(element: Element, { now = () => new Date() }: OpenNowOptions = {}): () => void {
  const week = parseOpeningHours(element.getAttribute('data-opening-hours') ?? '');
  if (!week) {
    element.textContent = 'Opening hours unavailable';
    element.removeAttribute('data-open-now');
    return () => {};
  }
  const render = () => {
    const { open, text } = describeOpening(week, now());
    element.textContent = text;
    element.setAttribute('data-open-now', String(open));
  };
  render();
  const timer = setInterval(render, MINUTE_MS);
  return () => clearInterval(timer);
}
