import { GuestReviews } from '../components/GuestReviews';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { CAFE_OPENTABLE_ID } from '../engagement';
import { MENU } from '../menu';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

/** The menu as the restaurant-menu widget reads it: the same data the menu page and the text menu are made from. */
const MENU_CATEGORIES = MENU.map((section) => ({
  name: section.title,
  description: section.intro,
  items: section.items.map(({ name, description, price }) => ({ name, description, price })),
}));

/**
 * The café at a glance, as a restaurant site has it: the menu (collapsible on phones) and what guests said.
 * Both widgets render from the page's own data; the plain lists inside their elements are what a visitor gets
 * before they start, or if they cannot.
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

      <section className="section" aria-labelledby="cafe-menu-heading">
        <h2 id="cafe-menu-heading">Menu</h2>
        <div
          className="cafe-menu"
          {...packageWidgetAttributes('restaurant-menu', 'cafe-menu', { categories: MENU_CATEGORIES })}
        >
          {MENU_CATEGORIES.map((category) => (
            <section key={category.name}>
              <h3>{category.name}</h3>
              <ul>
                {category.items.map((item) => (
                  <li key={item.name}>
                    {item.name} · {item.price}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="cafe-reviews-heading">
        <h2 id="cafe-reviews-heading">What guests say</h2>
        <GuestReviews id="cafe-reviews" />
      </section>

      <UpdatedNote publication={publication} />
    </>
  );
}
