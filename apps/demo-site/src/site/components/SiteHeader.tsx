import {
  ChromeAttribute,
  MarkupAttribute,
  miniHeaderAttributes,
  scrollResponderAttributes,
} from '@vitrine/runtime-core/markup';
import { CART_COUNT_SCRIPT, cleanStoreUrl, StoreAttribute } from '@vitrine/widget-store';
import { PageScript } from '../../render/script-nonce';
import { chromeTexts } from '../chrome-texts';
import { crossLanguageLink, MAIN_LANGUAGE, pageLanguage, pageVersion } from '../languages';
import { markupFlag } from '../markup-flag';
import { pageNavItems } from '../navigation';
import { STORE_ALIAS, STORE_PATH } from '../shop';
import { HOME_LINK_ATTRIBUTE, pagePath, SITE_NAME } from '../site';
import { BrandMark } from './BrandMark';
import { NavLink } from './NavLink';
import { DRAWER_ID } from './SiteDrawer';

/**
 * Takes its compact, shadowed look once the visitor has scrolled past half of the opening block's bottom
 * edge: the home page's hero, or the intro of an inner page (core follows the target across navigations).
 * Core's mini-header then makes it three quarters of its height (the default) and moves the hamburger.
 */
const SCROLL_RESPONDER = scrollResponderAttributes({
  target: '.hero, .page-intro',
  className: 'is-scrolled',
});

/**
 * The sticky header. It sits outside the content container, so it stays put across in-page navigations;
 * core moves `aria-current` between the links of its `<nav>`s after that (the shop and cart links are a `<nav>`
 * of their own for that), the server sets it for the first page (`currentPath`: the path of the page shown). At
 * ≤ 1140 px (where it no longer fits) its nav gives way to the hamburger, which opens the drawer
 * (`SiteDrawer`); scrolled, core shrinks it (the mini-header) and moves the hamburger, and the site's CSS gives it
 * its compact look (`is-scrolled`).
 * Its words and navigation are those of the page's language.
 */
export function SiteHeader({ currentAlias, currentPath }: { currentAlias: string; currentPath: string }) {
  const language = pageLanguage(currentAlias).code;
  const texts = chromeTexts(language);
  const home = pageVersion(MAIN_LANGUAGE.home, language) ?? MAIN_LANGUAGE.home;
  // The store is in the main language only.
  const toStore = crossLanguageLink(STORE_ALIAS, language);
  const cartPath = cleanStoreUrl({ kind: 'cart' }, STORE_PATH);
  // As core compares them: a folder's address with or without its final slash (the export's `shop/`).
  const folderForm = (path: string) => path.replace(/\/+$/, '');
  const current = (path: string) =>
    folderForm(path) === folderForm(currentPath) ? ('page' as const) : undefined;
  return (
    <header
      className="site-header"
      {...markupFlag(MarkupAttribute.stickyHeader)}
      // Where back-to-top puts focus.
      id="site-top"
      {...SCROLL_RESPONDER}
      {...miniHeaderAttributes()}
    >
      <div className="site-header__inner">
        <a className="brand" href={pagePath(home)} {...markupFlag(HOME_LINK_ATTRIBUTE)}>
          <BrandMark />
          <span className="brand__name">{SITE_NAME}</span>
        </a>
        <nav className="site-nav" aria-label={texts.mainNav}>
          <ul>
            {pageNavItems(currentAlias).map((item) => (
              <li key={item.alias}>
                <NavLink item={item} currentAlias={currentAlias} language={language} />
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-header__shop" aria-label={texts.shopNav}>
          <a href={STORE_PATH} aria-current={current(STORE_PATH)} {...toStore}>
            {texts.shop}
          </a>
          {/* The cart's count: the store keeps it current; the script shows the last one as the document loads. */}
          <a className="cart-link" href={cartPath} aria-current={current(cartPath)} {...toStore}>
            {texts.cart}{' '}
            <span className="cart-link__count" {...{ [StoreAttribute.cartCount]: '' }} hidden>
              0
            </span>
            <span className="visually-hidden"> {texts.cartItems}</span>
          </a>
        </nav>
        <button
          type="button"
          className="drawer-toggle"
          aria-controls={DRAWER_ID}
          aria-expanded="false"
          {...markupFlag(ChromeAttribute.drawerToggle)}
        >
          <span className="drawer-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">{texts.menu}</span>
        </button>
        <PageScript id="cart-count" code={CART_COUNT_SCRIPT} />
      </div>
    </header>
  );
}
