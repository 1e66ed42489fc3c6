import { defineWidget } from '@vitrine/widget-api';
import { bakeScheduleConfig } from './config';

export const bakeScheduleWidget = defineWidget({
  name: 'bake-schedule',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: bakeScheduleConfig,
  load: () => import('./mount'),
});
