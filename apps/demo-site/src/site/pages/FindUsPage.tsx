import { DEMO_TILE_ATTRIBUTION, DEMO_TILE_URL } from '../../server/map-routes';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { PLACES } from '../places';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

/** The geo-locations widget's list: base64 of UTF-8 JSON (spec widgets §3). */
const LOCATIONS_BASE64 = Buffer.from(
  JSON.stringify(
    PLACES.map(({ aliases: _aliases, ...place }) => ({
      ...place,
      url: '',
      displayTitle: true,
      displayPhoneNumber: true,
      displayLink: false,
      showDescription: true,
      showPhone: place.phone !== '',
      clickToCallText: place.phone ? `Call ${place.phone}` : '',
    })),
  ),
  'utf8',
).toString('base64');

export function FindUsPage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Find us" title="Where to find our bread">
        <p>
          Two shops, two market stalls and a café that toasts our loaves. Pick one for directions, or let us
          find the one nearest to you.
        </p>
      </PageIntro>

      <div
        className="find-us"
        {...packageWidgetAttributes(
          'geo-locations',
          'find-us-locations',
          {
            locations: LOCATIONS_BASE64,
            provider: 'openstreetmap',
            tileUrl: DEMO_TILE_URL,
            attribution: DEMO_TILE_ATTRIBUTION,
            zoom: 15,
            title: 'Our locations',
          },
          { aboveFold: true },
        )}
      >
        {/*
          Without JavaScript: the same places, laid out as the widget lists them (site.css), with room kept for
          its toolbar while it loads, so the widget takes this place without moving anything below it.
        */}
        <h2 className="find-us__title">Our locations</h2>
        <ul className="find-us__fallback">
          {PLACES.map((place) => (
            <li key={place.uniqueId}>
              <strong>{place.title}</strong>
              <span>{place.formattedAddress}</span>
              {place.phone ? <span>{place.phone}</span> : null}
            </li>
          ))}
        </ul>
      </div>

      <p className="note">
        Opening hours are on the <a href={pagePath('locations')}>locations page</a>.
      </p>

      <UpdatedNote publication={publication} />
    </>
  );
}
