import { defineWidget } from '@vitrine/widget-api';
import { openingHoursConfig } from './config';

export const openingHoursWidget = defineWidget({
  name: 'opening-hours',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: openingHoursConfig,
  load: () => import('./mount'),
});
