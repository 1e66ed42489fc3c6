import { EVENTS } from '../collections';
import { customWidgetAttributes } from '../custom-widgets';
import { SITE_TIME_ZONE } from '../widgets';

const TITLE = 'Coming up at the bakery';
const LIMIT = 3;

/** The bakery's calendar day (YYYY-MM-DD) at `now`: the collection's dates are days, compared as text. */
function bakeryDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(now);
}

/** As the custom widget writes a date ("Sat, December 5"). */
function readableDate(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The "Upcoming events" custom widget's element with what the widget lists, as of the bakery's day when the page
 * is rendered: the next events of the collection, in the widget's own markup. The widget keeps it while it asks
 * the collections API, then writes the same rows (or the day's change, when the page was rendered on another
 * day), so the page does not move as the reader reaches it; without JavaScript it is the list.
 */
export function UpcomingEvents({ now }: { now: Date }) {
  const today = bakeryDay(now);
  const upcoming = EVENTS.map((row) => ({ row, date: String(row.data.date) }))
    .filter(({ date }) => date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, LIMIT);
  return (
    <section
      className="events-widget"
      id="upcoming-events"
      aria-label={TITLE}
      {...customWidgetAttributes('upcoming-events', {
        collection: 'events',
        limit: LIMIT,
        title: `<p class="rteBlock">${TITLE}</p>`,
      })}
    >
      <h3 className="upcoming-events__title">{TITLE}</h3>
      <ul className="upcoming-events__list">
        {upcoming.map(({ row, date }) => (
          <li className="upcoming-events__item" key={date + String(row.data.title)}>
            <time className="upcoming-events__date" dateTime={date}>
              {readableDate(date)}
            </time>
            <a className="upcoming-events__name" href={row.page_item_url ?? '#'}>
              {String(row.data.title)}
            </a>
            <span className="upcoming-events__place">{String(row.data.location)}</span>
          </li>
        ))}
      </ul>
      <p className="upcoming-events__status" role="status">
        {upcoming.length === 0 ? 'Nothing planned right now — ask us at the counter.' : ''}
      </p>
    </section>
  );
}
