import { ChromeAttribute, ChromeFeature } from '@vitrine/runtime-core/markup';
import { chromeTexts } from '../chrome-texts';
import { pageLanguage } from '../languages';
import { markupFlag } from '../markup-flag';
import { pageNavItems } from '../navigation';
import type { NavLinkProps } from './NavLink';
import { NavLink } from './NavLink';

export const DRAWER_ID = 'site-drawer';

/** Where the drawer is the sidebar layout instead, on pages that have one. */
export const SIDEBAR_MEDIA = '(min-width: 1024px)';

/**
 * A page's `sidebarPosition`: the French pages wear the generic sidebar layout on wide screens, its nav on the
 * left; the English pages keep the header's nav.
 */
export function sidebarPosition(alias: string): 'left' | 'none' {
  return pageLanguage(alias).code === 'fr' ? 'left' : 'none';
}

/**
 * The navigation drawer of small screens (≤ 1140 px, where the header's nav does not fit): a side drawer
 * opened by the header's hamburger. Its list shows the first five pages and More (core's navigation feature);
 * the current page is marked, and stays in sight even past the fifth. It sits outside the content container, so it stays across in-page navigations.
 * On pages with a sidebar (`sidebarPosition`), core shows it at ≥ 1024 px as a sidebar beside the content.
 * Its words, its navigation and core's More / Less / Back entries are in the page's language.
 */
export function SiteDrawer({ currentAlias }: { currentAlias: string }) {
  const language = pageLanguage(currentAlias).code;
  const texts = chromeTexts(language);
  return (
    <dialog
      id={DRAWER_ID}
      className="site-drawer"
      aria-labelledby="site-drawer-title"
      {...{
        [ChromeFeature.drawer]: 'side',
        [ChromeAttribute.drawerSidebar]: SIDEBAR_MEDIA,
        [ChromeAttribute.sidebarPosition]: sidebarPosition(currentAlias),
      }}
    >
      <div className="site-drawer__head">
        <h2 id="site-drawer-title">{texts.menu}</h2>
        <button
          type="button"
          className="site-drawer__close"
          aria-label={texts.closeMenu}
          {...markupFlag(ChromeAttribute.drawerClose)}
        >
          ×
        </button>
      </div>
      <nav
        className="drawer-nav"
        aria-label={texts.mainNav}
        {...{
          [ChromeFeature.nav]: '5',
          [ChromeAttribute.navMoreLabel]: texts.navMore,
          [ChromeAttribute.navLessLabel]: texts.navLess,
          [ChromeAttribute.navBackLabel]: texts.navBack,
          [ChromeAttribute.navSubLabel]: texts.navSubPages,
        }}
      >
        <ul>
          {pageNavItems(currentAlias).map((item) => (
            <NavEntry key={item.alias} item={item} currentAlias={currentAlias} language={language} />
          ))}
        </ul>
      </nav>
    </dialog>
  );
}

function NavEntry({ item, currentAlias, language }: NavLinkProps) {
  return (
    <li>
      <NavLink item={item} currentAlias={currentAlias} language={language} />
      {item.subNav?.length ? (
        <ul>
          {item.subNav.map((sub) => (
            <NavEntry key={sub.alias} item={sub} currentAlias={currentAlias} language={language} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
