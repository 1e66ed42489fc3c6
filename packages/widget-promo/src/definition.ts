import { defineWidget } from '@vitrine/widget-api';
import { couponConfig } from './coupon/config';

/** A coupon (spec widgets §3 Coupon): hidden once expired; Use shows it as an image, Share shares it. */
export const couponWidget = defineWidget({
  name: 'coupon',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: couponConfig,
  load: () => import('./coupon/mount-coupon'),
});
