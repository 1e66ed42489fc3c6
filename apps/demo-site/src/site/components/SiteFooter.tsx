import { ChromeAttribute, ChromeFeature, MarkupAttribute } from '@vitrine/runtime-core/markup';
import { chromeTexts } from '../chrome-texts';
import { crossLanguageLink, MAIN_LANGUAGE, pageLanguage, pageVersion } from '../languages';
import { markupFlag } from '../markup-flag';
import { CONTACT, HOME_LINK_ATTRIBUTE, pagePath, SITE_NAME } from '../site';
import { BakeryAddress } from './BakeryAddress';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * The footer: about, hours and more links; the click-to-call, email and map links; the language switcher,
 * back-to-top and the powered-by banner (shown by core unless the site is a reseller's). In the page's
 * language; its links lead to the pages' versions in it where they exist (see `crossLanguageLink`).
 */
export function SiteFooter({ currentAlias }: { currentAlias: string }) {
  const language = pageLanguage(currentAlias).code;
  const texts = chromeTexts(language);
  /** The link attributes of the page `alias` (in the main language) seen from this page's language. */
  const to = (alias: string, hash = '') => {
    const target = pageVersion(alias, language) ?? alias;
    return { href: `${pagePath(target)}${hash}`, ...crossLanguageLink(target, language) };
  };
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-label={SITE_NAME}>
          <a className="brand brand--footer" {...to(MAIN_LANGUAGE.home)} {...markupFlag(HOME_LINK_ATTRIBUTE)}>
            {SITE_NAME}
          </a>
          <p>{texts.about}</p>
          <BakeryAddress />
          <p className="click-to">
            <a
              href={CONTACT.phoneHref}
              {...{ [ChromeFeature.clickTo]: 'call', [ChromeAttribute.phone]: CONTACT.phoneDisplay }}
            >
              {texts.callTheBakery}
            </a>
            <a href={`mailto:${CONTACT.email}`} {...{ [ChromeFeature.clickTo]: 'email' }}>
              {texts.emailUs}
            </a>
            <a {...to('find-us')} {...{ [ChromeFeature.clickTo]: 'map' }}>
              {texts.map}
            </a>
          </p>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{texts.hours}</h2>
          <dl className="hours">
            {texts.openingHours.map(([days, hours]) => (
              <div key={days}>
                <dt>{days}</dt>
                <dd>{hours}</dd>
              </div>
            ))}
          </dl>
        </section>
        <nav aria-label={texts.footerNav}>
          <h2>{texts.more}</h2>
          <ul>
            <li>
              <a {...to('our-story', '#the-mill')}>{texts.footerLinks.mill}</a>
            </li>
            <li>
              <a {...to('from-our-oven')}>{texts.footerLinks.oven}</a>
            </li>
            <li>
              <a {...to('locations')}>{texts.footerLinks.locations}</a>
            </li>
            <li>
              <a {...to('market')}>{texts.footerLinks.market}</a>
            </li>
            <li>
              <a {...to('contact')}>{texts.footerLinks.wholesale}</a>
            </li>
            <li>
              {/* Another document (not a page of this site), in English. */}
              <a
                href="/site/classic"
                {...(language === MAIN_LANGUAGE.code
                  ? {}
                  : { hrefLang: MAIN_LANGUAGE.code, [MarkupAttribute.disableAjax]: '' })}
              >
                {texts.footerLinks.classic}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__bar">
        <p className="site-footer__legal">
          © 2019–{new Date().getUTCFullYear()} {SITE_NAME} {texts.legal}{' '}
          {/* Any link or button so marked reopens the cookie settings (docs/consent.md). */}
          <button
            type="button"
            className="site-footer__consent"
            {...markupFlag(ChromeAttribute.consentSettings)}
          >
            {texts.cookieSettings}
          </button>
        </p>
        <LanguageSwitcher currentAlias={currentAlias} />
      </div>
      <p className="powered-by" {...markupFlag(ChromeFeature.poweredBy)} hidden>
        {texts.poweredBy}
      </p>
      <button type="button" className="back-to-top" {...{ [ChromeFeature.backToTop]: '#site-top' }} hidden>
        <span aria-hidden="true">↑</span> {texts.backToTop}
      </button>
    </footer>
  );
}
