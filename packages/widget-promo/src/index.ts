export { Coupon } from './coupon/Coupon';
export type { CouponConfig } from './coupon/config';
export { couponConfig } from './coupon/config';
export type { CouponExpiry } from './coupon/coupon-expiry';
export { couponExpiry, isCouponExpired } from './coupon/coupon-expiry';
export { PREVIEW_SHARE_MESSAGE, PREVIEW_SHARE_TITLE } from './coupon/preview-share';
export { couponWidget } from './definition';
