import { GuestReviews } from '../components/GuestReviews';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { CAFE_OPENTABLE_ID } from '../engagement';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

/**
 * The café at a glance: a table reservation, where the menu is (the menu page has it, as the restaurant menu
 * widget) and what guests said. The link and the plain list inside the widgets' elements are what a visitor
 * gets before they start, or if they cannot.
 */
export function CafePage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Café" title="Eat in at Harbor Street">
        <p>
          Breakfast from 7, lunch until 2, coffee all day. Everything on the bread menu is sliced to order.
        </p>
      </PageIntro>

      <div
        className="cafe-reserve"
        {...packageWidgetAttributes('open-table', 'cafe-opentable', { restaurantId: CAFE_OPENTABLE_ID })}
      >
        <a
          className="vw-booking__button"
          href={`https://www.opentable.com/restref/client/?rid=${CAFE_OPENTABLE_ID}&restref=${CAFE_OPENTABLE_ID}`}
        >
          Reserve a table
        </a>
      </div>

      <p className="note">
        Everything we serve, with prices, is on <a href={pagePath('menu')}>the menu</a>.
      </p>

      <section className="section" aria-labelledby="cafe-reviews-heading">
        <h2 id="cafe-reviews-heading">What guests say</h2>
        <GuestReviews id="cafe-reviews" />
      </section>

      <UpdatedNote publication={publication} />
    </>
  );
}
