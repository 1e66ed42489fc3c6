import { popupLinkAttributes } from '@vitrine/runtime-core/markup';
import { BakeScheduleMarkup } from '@vitrine/widget-bake-schedule';
import { RestaurantMenuMarkup } from '@vitrine/widget-local';
import { GuestReviews } from '../components/GuestReviews';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { customWidgetAttributes } from '../custom-widgets';
import { MENU_CATEGORIES } from '../menu';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';
import { BAKE_SCHEDULE, packageWidgetAttributes, SITE_TIME_ZONE } from '../widgets';

const TODAYS_BAKES = {
  title: 'Out of the oven today',
  timeZone: SITE_TIME_ZONE,
  items: BAKE_SCHEDULE,
  emptyMessage: 'The ovens rest on Mondays: come back tomorrow for fresh bread.',
};

export function MenuPage({ publication, device }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Menu" title="Baked this morning">
        <p>
          What we bake changes a little with the season and the harvest. Everything below is made in our
          bakery on Harbor Street; ask at the counter about what is still warm, and see the{' '}
          <a
            href={pagePath('allergens')}
            {...popupLinkAttributes({ animation: 'zoomIn', width: 720, height: 0.8 })}
          >
            allergen guide
          </a>
          .
        </p>
      </PageIntro>

      <section
        className="baguette-widget"
        id="baguette-countdown"
        aria-label="Warm baguettes"
        {...customWidgetAttributes(
          'baguette-countdown',
          {
            batches: '07:00, 10:00, 12:00',
            title: '<p class="rteBlock">Warm baguettes</p>',
          },
          { aboveFold: true },
        )}
      >
        {/*
          What shows without JavaScript. The custom widget replaces it with a live countdown in the same two
          elements, so nothing below moves when it starts.
        */}
        <h2 className="baguette-countdown__title">Warm baguettes</h2>
        <p className="baguette-countdown__status">Baguettes come out of the oven at 7:00, 10:00 and 12:00.</p>
      </section>

      {/*
        The restaurant menu widget: collapsible categories on a phone. The server draws the widget's own markup
        for the visitor's device (its styles are in the page), so the widget takes its place without a shift.
      */}
      <div
        className="bakery-menu"
        {...packageWidgetAttributes('restaurant-menu', 'bakery-menu', { categories: MENU_CATEGORIES })}
      >
        <RestaurantMenuMarkup categories={MENU_CATEGORIES} device={device ?? 'desktop'} />
      </div>

      {/*
        Today's bakes as the widget draws them, on the bakery's day as the page is rendered: the widget takes
        their place without moving the reviews below (and a visitor without JavaScript sees them too).
      */}
      <div
        className="bake-schedule"
        {...packageWidgetAttributes('bake-schedule', 'todays-bakes', TODAYS_BAKES)}
      >
        <BakeScheduleMarkup config={TODAYS_BAKES} now={new Date()} />
      </div>

      <section className="section" aria-labelledby="menu-reviews-heading">
        <h2 id="menu-reviews-heading">What guests say</h2>
        <GuestReviews id="menu-reviews" />
      </section>

      <aside className="menu-downloads" aria-label="Menu downloads">
        <p>
          <a href="/assets/menu.txt" download="harbor-and-rye-menu.txt">
            Download this menu as plain text
          </a>
          , for printing or for later.
        </p>
        <p>
          <a href="/assets/allergens.txt" target="_blank" rel="noopener">
            Allergen guide
          </a>{' '}
          (opens in a new tab).
        </p>
        <p>
          Cafés and restaurants: our <a href="/files/wholesale-price-list.txt">wholesale price list</a>.
        </p>
      </aside>

      <UpdatedNote publication={publication} />
    </>
  );
}
