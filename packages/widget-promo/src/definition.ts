import { defineWidget, lazySchema } from '@vitrine/widget-api';

/** A coupon (spec widgets §3 Coupon): hidden once expired; Use shows it as an image, Share shares it. */
export const couponWidget = defineWidget({
  name: 'coupon',
  version: '0.1.0',
  requires: '^0.1.0',
  configSchema: lazySchema<typeof import('./coupon/config').couponConfig>(() =>
    import('./coupon/mount-coupon').then(({ couponConfig }) => couponConfig),
  ),
  load: () => import('./coupon/mount-coupon'),
});
