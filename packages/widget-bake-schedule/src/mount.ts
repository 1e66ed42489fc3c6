import { reactMount } from '@vitrine/widget-api/react';
import { BakeSchedule } from './BakeSchedule';

export const mount = reactMount(BakeSchedule);
