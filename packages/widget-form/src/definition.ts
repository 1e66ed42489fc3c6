import { defineWidget, lazySchema } from '@vitrine/widget-api';

export const contactFormWidget = defineWidget({
  name: 'contact-form',
  version: '0.1.0',
  requires: '^0.1.0',
  // The schema (and zod with it) loads when a form starts: a page without one downloads neither.
  configSchema: lazySchema<typeof import('./config').contactFormConfig>(() =>
    import('./config').then(({ contactFormConfig }) => contactFormConfig),
  ),
  load: () => import('./mount'),
});
