import { AboutPage } from './pages/AboutPage';
import { BlogPage } from './pages/BlogPage';
import { ContactPage } from './pages/ContactPage';
import { HomePage } from './pages/HomePage';
import { LocationsPage } from './pages/LocationsPage';
import { MenuPage } from './pages/MenuPage';
import { MENU_PAGE_CSS } from './pages/menu-page-css';
import { NotFoundPage } from './pages/NotFoundPage';
import { OurStoryPage } from './pages/OurStoryPage';
import { NOT_FOUND_ALIAS, pagePath, SITE_NAME } from './site';
import type { ContentPage, SitePage } from './site-page';

const titled = (name: string) => `${name} · ${SITE_NAME}`;

/** Every page of the site. Aliases are the last segment of `/site/harbor-and-rye/{alias}`. */
export const SITE_PAGES: readonly SitePage[] = [
  {
    kind: 'content',
    alias: 'home',
    pageId: 1001,
    title: `${SITE_NAME} — Neighbourhood bakery & café`,
    description:
      'Naturally leavened bread, pastry and coffee on Harbor Street, Port Alder. Baked daily from stone-milled local grain.',
    Content: HomePage,
  },
  {
    kind: 'content',
    alias: 'about',
    pageId: 1002,
    title: titled('About us'),
    description: 'Meet the eleven people behind Harbor & Rye and what we care about.',
    Content: AboutPage,
  },
  {
    kind: 'content',
    alias: 'our-story',
    pageId: 1003,
    title: titled('Our story'),
    description:
      'A starter older than the shop, a stone mill up the river, and what a baking day looks like.',
    // A long read: the story sets its own, slightly larger reading size.
    css: { pageFontSizeStyle: '.story{font-size:1.0625rem}' },
    Content: OurStoryPage,
  },
  {
    kind: 'content',
    alias: 'menu',
    pageId: 1004,
    title: titled('Menu'),
    description: 'Bread, pastry, breakfast, lunch and coffee at Harbor & Rye, with prices.',
    css: { css: MENU_PAGE_CSS },
    Content: MenuPage,
  },
  {
    kind: 'content',
    alias: 'locations',
    pageId: 1005,
    title: titled('Locations'),
    description: 'Harbor Street, Northside Kiosk and the Rye Lane market stall: addresses and opening hours.',
    Content: LocationsPage,
  },
  {
    kind: 'content',
    alias: 'blog',
    pageId: 1006,
    title: titled('Journal'),
    description: 'Notes from the bakery: harvests, recipes and news.',
    cssLink: '/assets/journal.css',
    Content: BlogPage,
  },
  {
    kind: 'content',
    alias: 'contact',
    pageId: 1007,
    title: titled('Contact'),
    description: 'Call, write or visit Harbor & Rye. Wholesale and event orders welcome.',
    Content: ContactPage,
  },
  {
    kind: 'content',
    alias: NOT_FOUND_ALIAS,
    pageId: 1404,
    title: titled('Page not found'),
    description: 'This page could not be found.',
    Content: NotFoundPage,
  },
  { kind: 'redirect', alias: 'old-menu', location: pagePath('menu') },
];

/** The pages that have content (and so a publication), as opposed to redirects. */
export const CONTENT_PAGES: readonly ContentPage[] = SITE_PAGES.filter(
  (page): page is ContentPage => page.kind === 'content',
);

export function findSitePage(alias: string): SitePage | undefined {
  return SITE_PAGES.find((page) => page.alias === alias);
}

export function notFoundPage(): ContentPage {
  return CONTENT_PAGES.find((page) => page.alias === NOT_FOUND_ALIAS)!;
}
