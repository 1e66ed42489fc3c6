import { reactMount } from '@vitrine/widget-api/react';
import { Coupon } from './Coupon';

export const mount = reactMount(Coupon);
