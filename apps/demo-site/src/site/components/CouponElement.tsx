import { CouponFace, couponExpiry, isCouponExpired } from '@vitrine/widget-promo';
import type { ReactNode } from 'react';
import type { WEEKEND_LOAF_COUPON } from '../engagement';
import { packageWidgetAttributes, SITE_TIME_ZONE } from '../widgets';

type CouponData = typeof WEEKEND_LOAF_COUPON;

/**
 * A coupon's element, with the coupon itself inside for a visitor whose browser cannot start the widget
 * (offline, no JavaScript): the code still reaches the counter. The fallback has the widget's own structure
 * (the card with widget-promo's `CouponFace`, the very component the widget shows in it, and a row of actions when
 * `fallbackAction` is given), so a page that styles both alike keeps its layout when the widget takes over. An offer already past its expiry when the page is rendered has no
 * fallback; the widget would hide it anyway.
 */
export function CouponElement({
  id,
  coupon,
  className,
  fallbackAction,
}: {
  id: string;
  coupon: CouponData;
  className: string;
  fallbackAction?: ReactNode;
}) {
  const expiry = couponExpiry(coupon.expdt);
  return (
    <div className={className} {...packageWidgetAttributes('coupon', id, coupon)}>
      {isCouponExpired(expiry, Date.now()) ? null : (
        <div className="vw-coupon">
          <div className="vw-coupon__card">
            <CouponFace {...coupon} expiry={expiry} locale="en" timeZone={SITE_TIME_ZONE} />
          </div>
          {fallbackAction && <div className="vw-coupon__actions">{fallbackAction}</div>}
        </div>
      )}
    </div>
  );
}
