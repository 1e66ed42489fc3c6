import { defineWidget, lazySchema } from '@vitrine/widget-api';

/** The push-notification subscribe button (spec widgets §3 Push subscription). */
export const pushButtonWidget = defineWidget({
  name: 'push-button',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./config').pushButtonConfig>(() =>
    import('./mount-push-button').then(({ pushButtonConfig }) => pushButtonConfig),
  ),
  load: () => import('./mount-push-button'),
});
