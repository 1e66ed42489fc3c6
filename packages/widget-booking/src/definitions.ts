import { defineWidget, lazySchema } from '@vitrine/widget-api';

// Each widget has its folder; its mount module is named after it, and so is its chunk.

/** The appointment-booking button (spec widgets §1): the scheduling provider's popup, its script on first click. */
export const bookingButtonWidget = defineWidget({
  name: 'booking-button',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./booking-button/config').bookingButtonConfig>(() =>
    import('./booking-button/mount-booking-button').then(({ bookingButtonConfig }) => bookingButtonConfig),
  ),
  load: () => import('./booking-button/mount-booking-button'),
});

/** The OpenTable reservation button (core spec §3 `event-OpenTable`). */
export const openTableWidget = defineWidget({
  name: 'open-table',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./open-table/config').openTableConfig>(() =>
    import('./open-table/mount-open-table').then(({ openTableConfig }) => openTableConfig),
  ),
  load: () => import('./open-table/mount-open-table'),
});

/** The health-booking plugin (spec widgets §1): an appointment request on the booking button's mechanism. */
export const healthBookingWidget = defineWidget({
  name: 'health-booking',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./health-booking/config').healthBookingConfig>(() =>
    import('./health-booking/mount-health-booking').then(({ healthBookingConfig }) => healthBookingConfig),
  ),
  load: () => import('./health-booking/mount-health-booking'),
});
