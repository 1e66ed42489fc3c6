import { defineWidget } from '@vitrine/widget-api';
import { countdownConfig } from './config';

export const countdownWidget = defineWidget({
  name: 'example-countdown',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: countdownConfig,
  load: () => import('./mount'),
});
