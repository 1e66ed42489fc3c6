import { reactMount } from '@vitrine/widget-api/react';
import { Coupon } from './Coupon';

export const mount = reactMount(Coupon);

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { couponConfig } from './config';
