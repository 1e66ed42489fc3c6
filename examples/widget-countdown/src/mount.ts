import { reactMount } from '@vitrine/widget-api/react';
import { Countdown } from './Countdown';

export const mount = reactMount(Countdown);
