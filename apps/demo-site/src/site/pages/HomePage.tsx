import { entranceAnimationAttributes, MarkupAttribute } from '@vitrine/runtime-core/markup';
import { ImageSlider } from '@vitrine/widget-gallery/markup';
import { cleanStoreUrl } from '@vitrine/widget-store';
import { WIDGET_MODULES } from '../../server/import-map';
import { CouponElement } from '../components/CouponElement';
import { CupIllustration } from '../components/CupIllustration';
import { NotificationBar } from '../components/NotificationBar';
import { UpdatedNote } from '../components/UpdatedNote';
import { WheatIllustration } from '../components/WheatIllustration';
import { OWN_BAG_COUPON } from '../engagement';
import { galleryImage } from '../gallery-photos';
import { markupFlag } from '../markup-flag';
import { HOME_HERO_VIDEO_BACKGROUND, OVEN_CLIP } from '../media';
import { FEATURED_PRODUCT_ID, STORE_PATH } from '../shop';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';
import { packageWidgetAttributes } from '../widgets';

const TODAY = [
  {
    name: 'Harbor country loaf',
    note: '36-hour sourdough, blistered crust, open crumb.',
    price: '$9',
    tag: 'Bread',
  },
  {
    name: 'Cardamom knot',
    note: 'Laminated dough, brown butter, freshly ground cardamom.',
    price: '$4.50',
    tag: 'Pastry',
  },
  {
    name: 'Rye & dark chocolate cookie',
    note: 'Whole rye, 70% chocolate, flaky sea salt from the coast.',
    price: '$3.75',
    tag: 'Sweet',
  },
];

/** The slides of the home page's slider: landscape pictures of one shape, so the slider never changes height. */
export const HOME_SLIDER = {
  title: 'A week at the bakery',
  interval: 5,
  slides: (['countryLoaf', 'croissants', 'shopCounter', 'speltTin', 'flourSacks'] as const).map((name) =>
    galleryImage(name, name === 'shopCounter' ? { href: pagePath('locations') } : undefined),
  ),
};

export function HomePage({ publication }: PageContentProps) {
  return (
    <>
      <NotificationBar />
      {/*
        The hero on the bakery's own clip (a video background, the builder's `data-video-bg`). The server draws
        the poster as an <img> under the widget's layer, so it paints with the page, is the page's largest
        contentful paint, and stays for visitors without JavaScript; the layer's poster and video, prepended at
        z-index -1, cover it exactly once the widget starts (CLS 0).
      */}
      <section
        className="hero home-hero"
        data-video-bg={HOME_HERO_VIDEO_BACKGROUND}
        // Not marked above the fold: the hint would name every mount chunk of the media module, the player's
        // and React with it, for a background that needs neither.
        {...packageWidgetAttributes('video-background', 'home-hero-video', {})}
      >
        <img
          className="home-hero__poster"
          src={OVEN_CLIP.poster}
          alt=""
          width={960}
          height={540}
          fetchPriority="high"
        />
        <div className="hero__text">
          <p className="eyebrow">Neighbourhood bakery &amp; café · since 2019</p>
          <h1>Bread worth getting up early for.</h1>
          <p className="lede">
            We bake naturally leavened bread and honest pastry from grain grown and stone-milled within forty
            miles of the harbour. Come for a loaf, stay for a cardamom knot and a flat white by the window.
          </p>
          <p className="actions">
            <a className="button" href={pagePath('menu')}>
              See today’s menu
            </a>
            <a className="button button--ghost" href={pagePath('locations')}>
              Find a bakery
            </a>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="today-heading">
        <div className="section__head">
          <h2 id="today-heading">On the counter today</h2>
          <a href={`${pagePath('our-story')}#today`}>What a baking day looks like →</a>
        </div>
        <ul className="cards">
          {TODAY.map((item, index) => (
            <li
              className="card"
              key={item.name}
              {...entranceAnimationAttributes({ animation: 'fadeInUp', delay: index * 0.15, offset: 40 })}
            >
              <p className="tag">{item.tag}</p>
              <h3>{item.name}</h3>
              <p>{item.note}</p>
              <p className="card__price">{item.price}</p>
            </li>
          ))}
        </ul>
        <p className="shop-feature">
          <a
            href={cleanStoreUrl(
              { kind: 'product', id: FEATURED_PRODUCT_ID, name: 'Harbor country loaf' },
              STORE_PATH,
            )}
          >
            Order a Harbor country loaf for pick-up →
          </a>
        </p>
      </section>

      <section className="feature" {...entranceAnimationAttributes({ animation: 'fadeInUp', offset: 80 })}>
        <WheatIllustration />
        <div>
          <h2>Milled down the road</h2>
          <p>
            Our flour comes from Tillman Mill, a water-powered stone mill eleven miles up the Alder River. We
            buy the whole harvest of two local farms and mill it weekly, so the bread tastes of this year’s
            rye — not of a warehouse.
          </p>
          <a href={`${pagePath('our-story')}#the-mill`}>Read how we work with the mill</a>
        </div>
      </section>

      <section
        className="feature feature--reverse"
        {...entranceAnimationAttributes({ animation: 'fadeInUp', offset: 80 })}
      >
        <CupIllustration />
        <div>
          <h2>Order ahead for the weekend</h2>
          <p>
            Saturday loaves sell out by ten. Reserve yours by Thursday evening and it will be waiting at the
            counter with your name on it.
          </p>
          <a href={pagePath('menu')} {...markupFlag(MarkupAttribute.disableAjax)}>
            Open the full menu to order
          </a>
        </div>
      </section>

      {/*
        The weekend coupon, well below the fold: its widget starts when it scrolls into view (core's lazy start,
        no preload hint), and the page's css styles the fallback exactly as the widget's own markup, so nothing
        moves when it takes over.
      */}
      <section className="section home-offer" aria-labelledby="offer-heading">
        <div className="section__head">
          <h2 id="offer-heading">Every day at the counter</h2>
          <a href={pagePath('offers')}>All offers →</a>
        </div>
        <CouponElement
          className="home-offer__coupon"
          id="home-coupon"
          coupon={OWN_BAG_COUPON}
          fallbackAction={<a href={pagePath('offers')}>Show the code at the counter</a>}
        />
      </section>

      <section className="section" aria-labelledby="slider-heading">
        <div className="section__head">
          <h2 id="slider-heading">A week at the bakery</h2>
          <a href={`${pagePath('gallery')}#pid=3&gid=2`}>See the market stall in the gallery →</a>
        </div>
        <ImageSlider id="home-slider" module={WIDGET_MODULES['image-slider']} config={HOME_SLIDER} />
      </section>

      <UpdatedNote publication={publication} />
    </>
  );
}
