import { DEFAULT_SHARE_TEXT, SHARE_NETWORKS, shareUrl } from '@vitrine/widget-social';
import { CouponElement } from '../components/CouponElement';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { RHUBARB_TART_COUPON, WEEKEND_LOAF_COUPON } from '../engagement';
import { pagePath, SITE_NAME } from '../site';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';
import { ShareLinksFallback } from './ShareLinksFallback';

export function OffersPage({ publication }: PageContentProps) {
  const pageUrl = `https://harbor-and-rye.example${pagePath('offers')}`;
  return (
    <>
      <PageIntro eyebrow="Offers" title="This season’s offers">
        <p>
          Show the code at the counter, or use the coupon to keep it on your phone. One offer per visit, while
          the bread lasts.
        </p>
      </PageIntro>

      <section className="offers" aria-labelledby="offers-coupons-heading">
        <h2 id="offers-coupons-heading" className="offers__heading">
          Coupons
        </h2>
        <CouponElement className="offers__coupon" id="coupon-weekend-loaf" coupon={WEEKEND_LOAF_COUPON} />
        <CouponElement className="offers__coupon" id="coupon-rhubarb-tart" coupon={RHUBARB_TART_COUPON} />
      </section>

      <section className="section" aria-labelledby="offers-share-heading">
        <h2 id="offers-share-heading">Tell a friend</h2>
        <div {...packageWidgetAttributes('share-buttons', 'offers-share', { url: pageUrl })}>
          <ShareLinksFallback
            links={SHARE_NETWORKS.map((network) => ({
              network,
              href: shareUrl(network, pageUrl, DEFAULT_SHARE_TEXT),
            }))}
          />
        </div>
      </section>

      <p className="note">
        Offers cannot be combined, and are not valid on wholesale orders from {SITE_NAME}.
      </p>
      <UpdatedNote publication={publication} />
    </>
  );
}
