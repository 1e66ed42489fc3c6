import { defineWidget, lazySchema } from '@vitrine/widget-api';

export const bakeScheduleWidget = defineWidget({
  name: 'bake-schedule',
  version: '0.1.0',
  requires: '^0.1.0',
  // The schema (and zod with it) loads when an element starts: a page without one downloads neither.
  configSchema: lazySchema<typeof import('./config').bakeScheduleConfig>(() =>
    import('./config').then(({ bakeScheduleConfig }) => bakeScheduleConfig),
  ),
  load: () => import('./mount'),
});
