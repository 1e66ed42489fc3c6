import { defineWidget } from '@vitrine/widget-api';
import { pushButtonConfig } from './config';

/** The push-notification subscribe button (spec widgets §3 Push subscription). */
export const pushButtonWidget = defineWidget({
  name: 'push-button',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: pushButtonConfig,
  load: () => import('./mount-push-button'),
});
