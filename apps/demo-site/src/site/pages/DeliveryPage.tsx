import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { customWidgetAttributes } from '../custom-widgets';
import { PLACES } from '../places';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';

/** The van leaves from the bakery itself. */
const BAKERY = PLACES.find((place) => place.uniqueId === 'harbor-street')!;
export const DELIVERY_RADIUS_KM = 8;

/**
 * Cake delivery: a custom widget (custom-widgets/delivery-check.js) geocodes the visitor's address with the
 * site's geocoder and draws it on a map through the public API (`dmAPI.geocode`, `dmAPI.drawMap`). The page has
 * no map widget: the maps package comes from the import map on the first lookup.
 */
export function DeliveryPage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Celebration cakes" title="Cake delivery">
        <p>
          Our van brings celebration cakes to your door within {DELIVERY_RADIUS_KM} km of the bakery on Harbor
          Street, on Fridays and Saturdays. Further out, collect from any of{' '}
          <a href={pagePath('find-us')}>our locations</a>.
        </p>
      </PageIntro>

      <section
        className="delivery-widget"
        id="delivery-check"
        aria-label="Do we deliver to you?"
        {...customWidgetAttributes(
          'delivery-check',
          {
            title: '<p class="rteBlock">Do we deliver to you?</p>',
            fromName: 'the bakery',
            fromLat: BAKERY.latitude,
            fromLng: BAKERY.longitude,
            radiusKm: DELIVERY_RADIUS_KM,
          },
          { aboveFold: true },
        )}
      >
        {/*
          What shows without JavaScript. The custom widget replaces it with the address check: the same title,
          and a form in the space the text keeps for it (site.css), so nothing below moves when it starts.
        */}
        <h2 className="delivery-check__title">Do we deliver to you?</h2>
        <p className="delivery-widget__fallback">
          We deliver within {DELIVERY_RADIUS_KM} km of {BAKERY.formattedAddress}. Not sure? Call us on{' '}
          {BAKERY.phone}.
        </p>
      </section>

      <UpdatedNote publication={publication} />
    </>
  );
}
