import { defineWidget, lazySchema } from '@vitrine/widget-api';

// Each mount module is named after its widget, and so is its chunk: a page with reviews downloads no menu code.

/** A local business's reviews (spec widgets §3 "Reviews widget"). */
export const reviewsWidget = defineWidget({
  name: 'reviews',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./reviews/config').reviewsConfig>(() =>
    import('./reviews/mount-reviews').then(({ reviewsConfig }) => reviewsConfig),
  ),
  load: () => import('./reviews/mount-reviews'),
});

/** The restaurant menu (spec widgets §3, §4 "Restaurant menu (mobile)"). */
export const restaurantMenuWidget = defineWidget({
  name: 'restaurant-menu',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./restaurant-menu/config').restaurantMenuConfig>(() =>
    import('./restaurant-menu/mount-restaurant-menu').then(
      ({ restaurantMenuConfig }) => restaurantMenuConfig,
    ),
  ),
  load: () => import('./restaurant-menu/mount-restaurant-menu'),
});
