import { defineWidget, lazySchema } from '@vitrine/widget-api';

export const countdownWidget = defineWidget({
  name: 'example-countdown',
  version: '0.1.0',
  requires: '^0.1.0',
  // The schema (and zod with it) loads when an element starts: a page without one downloads neither.
  configSchema: lazySchema<typeof import('./config').countdownConfig>(() =>
    import('./config').then(({ countdownConfig }) => countdownConfig),
  ),
  load: () => import('./mount'),
});
