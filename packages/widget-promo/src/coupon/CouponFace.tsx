import type { CouponExpiry } from './coupon-expiry';

export interface CouponFaceProps {
  name: string;
  description?: string | undefined;
  code?: string | undefined;
  expiry: CouponExpiry;
  /** BCP 47 language of the expiry date. */
  locale?: string | undefined;
  /** The time zone the expiry date is shown in: the visitor's unless given (a server gives the site's). */
  timeZone?: string | undefined;
  /** The heading's id, for the widget's `aria-labelledby`. */
  titleId?: string | undefined;
}

/**
 * What the coupon says: name, description, code and expiry. The widget shows it inside its card, and a server
 * renders the same component as the widget's fallback, so the widget takes its fallback's place without a
 * layout shift and a visitor without JavaScript still reads the code. No hooks: it renders on a server as is.
 */
export function CouponFace({ name, description, code, expiry, locale, timeZone, titleId }: CouponFaceProps) {
  return (
    <>
      <h3 className="vw-coupon__name" id={titleId}>
        {name}
      </h3>
      {description && <p className="vw-coupon__description">{description}</p>}
      {code && (
        <p className="vw-coupon__code">
          Code: <strong>{code}</strong>
        </p>
      )}
      {expiry.kind === 'at' && (
        <p className="vw-coupon__expiry">
          Valid until{' '}
          <time dateTime={new Date(expiry.expiresAt).toISOString()}>
            {new Date(expiry.expiresAt).toLocaleDateString(locale, { dateStyle: 'long', timeZone })}
          </time>
        </p>
      )}
    </>
  );
}
