import { ChromeAttribute, ChromeFeature } from '@vitrine/runtime-core/markup';
import { markupFlag } from '../markup-flag';
import { CONTACT, HOME_LINK_ATTRIBUTE, pagePath, SITE_NAME } from '../site';
import { BakeryAddress } from './BakeryAddress';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * The footer: about, hours and more links; the click-to-call, email and map links; the language switcher,
 * back-to-top and the powered-by banner (shown by core unless the site is a reseller's).
 */
export function SiteFooter({ currentAlias }: { currentAlias: string }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-label={SITE_NAME}>
          <a className="brand brand--footer" href={pagePath('home')} {...markupFlag(HOME_LINK_ATTRIBUTE)}>
            {SITE_NAME}
          </a>
          <p>
            Slow-fermented bread, honest pastry and good coffee, baked every morning by the harbour since
            2019.
          </p>
          <BakeryAddress />
          <p className="click-to">
            <a
              href={CONTACT.phoneHref}
              {...{ [ChromeFeature.clickTo]: 'call', [ChromeAttribute.phone]: CONTACT.phoneDisplay }}
            >
              Call the bakery
            </a>
            <a href={`mailto:${CONTACT.email}`} {...{ [ChromeFeature.clickTo]: 'email' }}>
              Email us
            </a>
            <a href={pagePath('find-us')} {...{ [ChromeFeature.clickTo]: 'map' }}>
              Map
            </a>
          </p>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Hours</h2>
          <dl className="hours">
            <dt>Tue – Fri</dt>
            <dd>7:00 – 15:00</dd>
            <dt>Sat – Sun</dt>
            <dd>8:00 – 14:00</dd>
            <dt>Mon</dt>
            <dd>Closed for milling</dd>
          </dl>
        </section>
        <nav aria-label="Footer">
          <h2>More</h2>
          <ul>
            <li>
              <a href={`${pagePath('our-story')}#the-mill`}>How we mill our flour</a>
            </li>
            <li>
              <a href={pagePath('from-our-oven')}>From our oven</a>
            </li>
            <li>
              <a href={pagePath('locations')}>Find a bakery</a>
            </li>
            <li>
              <a href={pagePath('market')}>Saturday market</a>
            </li>
            <li>
              <a href={pagePath('contact')}>Wholesale &amp; events</a>
            </li>
            <li>
              <a href="/site/classic">The classic site</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__bar">
        <p className="site-footer__legal">
          © 2019–{new Date().getUTCFullYear()} {SITE_NAME} Bakery Co. Made with flour, water, salt and
          patience.
        </p>
        <LanguageSwitcher currentAlias={currentAlias} />
      </div>
      <p className="powered-by" {...markupFlag(ChromeFeature.poweredBy)} hidden>
        Powered by Vitrine
      </p>
      <button type="button" className="back-to-top" {...{ [ChromeFeature.backToTop]: '#site-top' }} hidden>
        <span aria-hidden="true">↑</span> Back to top
      </button>
    </footer>
  );
}
