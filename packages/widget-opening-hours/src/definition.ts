import { defineWidget, lazySchema } from '@vitrine/widget-api';

export const openingHoursWidget = defineWidget({
  name: 'opening-hours',
  version: '0.1.0',
  requires: '^0.1.0',
  // The schema (and zod with it) loads when an element starts: a page without one downloads neither.
  configSchema: lazySchema<typeof import('./config').openingHoursConfig>(() =>
    import('./config').then(({ openingHoursConfig }) => openingHoursConfig),
  ),
  load: () => import('./mount'),
});
