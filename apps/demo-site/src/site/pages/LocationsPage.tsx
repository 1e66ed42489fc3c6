import { PageIntro } from '../components/PageIntro';
import { UpcomingEvents } from '../components/UpcomingEvents';
import { UpdatedNote } from '../components/UpdatedNote';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';
import { LOCATION_HOURS, packageWidgetAttributes, SITE_TIME_ZONE } from '../widgets';

const LOCATIONS = [
  {
    name: 'Harbor Street',
    slug: 'harbor-street',
    openingHours: LOCATION_HOURS['Harbor Street'],
    kind: 'Bakery & café — the original',
    address: ['14 Harbor Street', 'Port Alder, OR 97001'],
    hours: [
      ['Tue – Fri', '7:00 – 15:00'],
      ['Sat – Sun', '8:00 – 14:00'],
    ],
    note: 'Our ovens are here. Sit in by the window, or on the bench outside when the sun is out.',
  },
  {
    name: 'Northside Kiosk',
    slug: 'northside-kiosk',
    openingHours: LOCATION_HOURS['Northside Kiosk'],
    kind: 'Bread & coffee to go',
    address: ['Corner of Birch Ave & 9th', 'Port Alder, OR 97003'],
    hours: [
      ['Tue – Fri', '6:30 – 12:00'],
      ['Sat', '7:30 – 12:00'],
    ],
    note: 'A window by the ferry stop. Bread arrives at 6:45 on the first van of the morning.',
  },
  {
    name: 'Rye Lane Market',
    slug: 'rye-lane-market',
    openingHours: LOCATION_HOURS['Rye Lane Market'],
    kind: 'Saturday market stall',
    address: ['Rye Lane Farmers’ Market, stall 12', 'Alder Falls, OR 97010'],
    hours: [['Sat', '8:00 – 13:00 (May – October)']],
    note: 'Loaves, pastries and flour from Tillman Mill, sold by the kilo.',
  },
];

export function LocationsPage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Locations" title="Three places to find our bread">
        <p>
          Everything is baked on Harbor Street and driven out each morning. Here is where we are and when we
          are open; <a href={pagePath('find-us')}>find us on the map</a>, or the location nearest to you.
        </p>
      </PageIntro>

      <ul className="locations">
        {LOCATIONS.map((location, index) => (
          <li className="card location" key={location.name}>
            <p className="tag">{location.kind}</p>
            <h2>{location.name}</h2>
            <div
              className="location__now"
              {...packageWidgetAttributes(
                'opening-hours',
                `hours-${location.slug}`,
                {
                  timeZone: SITE_TIME_ZONE,
                  hours: location.openingHours,
                  openLabel: 'Open now',
                  closedLabel: 'Closed now',
                },
                // The first card is in view as the page opens; the others share its module.
                { aboveFold: index === 0 },
              )}
            />
            <address>
              {location.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <dl className="hours">
              {location.hours.map(([days, time]) => (
                <div key={days}>
                  <dt>{days}</dt>
                  <dd>{time}</dd>
                </div>
              ))}
            </dl>
            <p>{location.note}</p>
          </li>
        ))}
      </ul>

      <UpcomingEvents now={new Date()} />

      <p className="note">
        Closed on Mondays while the mill grinds our flour —{' '}
        <a href={`${pagePath('our-story')}#the-mill`}>here is why</a>. Questions about a location?{' '}
        <a href={pagePath('contact')}>Contact us</a>.
      </p>

      <UpdatedNote publication={publication} />
    </>
  );
}
