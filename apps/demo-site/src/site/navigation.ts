import type { NavItem } from '@vitrine/runtime-core/markup';
import type { LanguageCode } from './languages';
import { pageLanguage, pageVersion } from './languages';
import { pagePath } from './site';

interface NavPage {
  /** The page in the site's main language; every page exists in it. */
  alias: string;
  /** The item's label in each of the site's languages: a language's navigation is wholly in it. */
  title: Readonly<Record<LanguageCode, string>>;
  subNav?: readonly NavPage[];
}

/** The site's navigation, one entry per page, labelled in every language. */
const NAV_PAGES: readonly NavPage[] = [
  { alias: 'home', title: { en: 'Home', fr: 'Accueil' } },
  { alias: 'about', title: { en: 'About', fr: 'À propos' } },
  { alias: 'our-story', title: { en: 'Our story', fr: 'Notre histoire' } },
  { alias: 'menu', title: { en: 'Menu', fr: 'La carte' } },
  {
    alias: 'locations',
    title: { en: 'Locations', fr: 'Nos adresses' },
    subNav: [
      { alias: 'find-us', title: { en: 'Find us on the map', fr: 'Nous trouver sur le plan' } },
      { alias: 'market', title: { en: 'Saturday market', fr: 'Le marché du samedi' } },
    ],
  },
  { alias: 'gallery', title: { en: 'Gallery', fr: 'Galerie' } },
  { alias: 'blog', title: { en: 'Journal', fr: 'Journal' } },
  { alias: 'contact', title: { en: 'Contact', fr: 'Contact' } },
];

/**
 * The navigation of the pages in `language`: rendered by the header and the drawer, and sent to core as
 * `NavItems`, one list for all three. Every item is labelled in `language` and leads to the page's version in
 * it; a page not translated yet stays in the navigation (a visitor should not lose half the site by picking a
 * language) and leads to its version in the main language, which its link says (`crossLanguageLink`).
 */
export function navItems(language: LanguageCode): NavItem[] {
  const item = ({ alias, title, subNav }: NavPage): NavItem => {
    const target = pageVersion(alias, language) ?? alias;
    return {
      alias: target,
      title: title[language],
      href: pagePath(target),
      ...(subNav ? { subNav: subNav.map(item) } : {}),
    };
  };
  return NAV_PAGES.map(item);
}

/** The navigation a page wears: its own language's. */
export function pageNavItems(pageAlias: string): NavItem[] {
  return navItems(pageLanguage(pageAlias).code);
}
