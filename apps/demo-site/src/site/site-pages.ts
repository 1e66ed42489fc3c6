import { BOOKING_CSS } from '@vitrine/widget-booking';
import { GALLERY_CSS } from '@vitrine/widget-gallery/markup';
import { LOCAL_CSS } from '@vitrine/widget-local';
import { BREAD_CLUB_PLACEHOLDER_ID } from './extensions';
import { OVEN_CLIP } from './media';
import { ABOUT_PAGE_CSS, AboutPage } from './pages/AboutPage';
import { AllergensPage } from './pages/AllergensPage';
import { BlogPage } from './pages/BlogPage';
import { CafePage } from './pages/CafePage';
import { ContactPage } from './pages/ContactPage';
import { DeliveryPage } from './pages/DeliveryPage';
import { ENGAGEMENT_PAGE_CSS } from './pages/engagement-page-css';
import { FindUsPage } from './pages/FindUsPage';
import { AccueilPage, NousEcrirePage } from './pages/FrenchPages';
import { GalleryPage } from './pages/GalleryPage';
import { HomePage } from './pages/HomePage';
import { HOME_PAGE_CSS } from './pages/home-page-css';
import { LocationsPage } from './pages/LocationsPage';
import { MarketPage } from './pages/MarketPage';
import { MarketStallPage } from './pages/MarketStallPage';
import { MenuPage } from './pages/MenuPage';
import { MENU_PAGE_CSS } from './pages/menu-page-css';
import { NotFoundPage } from './pages/NotFoundPage';
import { OffersPage } from './pages/OffersPage';
import { OurStoryPage } from './pages/OurStoryPage';
import { OvenPage } from './pages/OvenPage';
import { OVEN_PAGE_CSS } from './pages/oven-page-css';
import { PostPage } from './pages/PostPage';
import { RyeHarvestPage } from './pages/RyeHarvestPage';
import { SearchPage } from './pages/SearchPage';
import { ShopPage } from './pages/ShopPage';
import { SHOP_PAGE_CSS } from './pages/shop-page-css';
import { TastingsPage } from './pages/TastingsPage';
import { ThankYouPage } from './pages/ThankYouPage';
import { WholesalePage } from './pages/WholesalePage';
import { STORE_ALIAS } from './shop';
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
    css: { css: `${GALLERY_CSS}\n${HOME_PAGE_CSS}` },
    // The hero's poster (its video background's), under the heading.
    leadImage: OVEN_CLIP.poster,
    Content: HomePage,
  },
  {
    kind: 'content',
    alias: 'about',
    pageId: 1002,
    title: titled('About us'),
    description: 'Meet the eleven people behind Harbor & Rye and what we care about.',
    css: { css: `${GALLERY_CSS}\n${ABOUT_PAGE_CSS}` },
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
    customWidgets: ['baguette-countdown'],
    Content: MenuPage,
  },
  {
    kind: 'content',
    alias: 'locations',
    pageId: 1005,
    title: titled('Locations'),
    description: 'Harbor Street, Northside Kiosk and the Rye Lane market stall: addresses and opening hours.',
    customWidgets: ['upcoming-events'],
    serverInstructions: [
      {
        action: 'popup',
        props: {
          title: 'Holiday hours',
          text: 'All three bakeries close at 14:00 on 24 December and reopen on 27 December. Order your holiday loaves by 20 December.',
          delay: 2,
        },
      },
    ],
    Content: LocationsPage,
  },
  {
    kind: 'content',
    alias: 'market',
    pageId: 1013,
    title: titled('Saturday market'),
    description: 'Our stall at the Rye Lane farmers’ market: when we are there, and the bread club.',
    headScripts: ['/assets/scripts/market-stalls.js'],
    customWidgets: ['market-countdown'],
    insiteScripts: [
      { code: "(window.dataLayer = window.dataLayer || []).push({ event: 'market_insite' });" },
    ],
    extensions: [{ extId: 'bread-club', elementId: BREAD_CLUB_PLACEHOLDER_ID }],
    Content: MarketPage,
  },
  {
    kind: 'content',
    alias: 'market-stall',
    pageId: 1014,
    title: titled('Rye Lane Market stall'),
    description: 'Hours of our Rye Lane Market stall, and the note of the day.',
    customWidgets: ['stall-note'],
    customWidgetStrings: {
      'stall-note': { note: 'Today: rhubarb tarts until they run out. Bring a bag for your loaves.' },
    },
    css: {
      customwidgetcss:
        '.stall-note__text{font-style:italic;border-left:3px solid #b5651d;padding-left:.75rem}',
    },
    Content: MarketStallPage,
  },
  {
    kind: 'content',
    alias: 'find-us',
    pageId: 1011,
    title: titled('Find us'),
    description: 'Every place to buy Harbor & Rye bread, on a map, with the one nearest to you.',
    Content: FindUsPage,
  },
  {
    kind: 'content',
    alias: 'gallery',
    pageId: 1020,
    title: titled('Gallery'),
    description: 'Bread, people and places of Harbor & Rye in pictures, and the albums from our page.',
    // The galleries' layout is in the page from the start: nothing shifts when their script arrives.
    css: { css: GALLERY_CSS },
    Content: GalleryPage,
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
    alias: 'delivery',
    pageId: 1012,
    title: titled('Cake delivery'),
    description: 'Whether our van delivers celebration cakes to your address: check it on the map.',
    customWidgets: ['delivery-check'],
    Content: DeliveryPage,
  },
  {
    kind: 'content',
    alias: 'thank-you',
    pageId: 1010,
    title: titled('Thank you'),
    description: 'Your message reached Harbor & Rye.',
    Content: ThankYouPage,
  },
  {
    kind: 'content',
    alias: NOT_FOUND_ALIAS,
    pageId: 1404,
    title: titled('Page not found'),
    description: 'This page could not be found.',
    Content: NotFoundPage,
  },
  {
    kind: 'content',
    alias: 'allergens',
    pageId: 1008,
    title: titled('Allergen guide'),
    description: 'Which of our bakes contain wheat, rye, milk, eggs, nuts, fish or sesame.',
    // Applies while the guide is open in the menu's popup, and on its own page.
    css: {
      css: '.allergens{overflow-x:auto}.allergens table{border-collapse:collapse;width:100%;font-size:.9rem}.allergens th,.allergens td{padding:.35rem .5rem;border-bottom:1px solid #e4dccf;text-align:center}.allergens th[scope=row]{text-align:left;font-weight:600}.allergens caption{text-align:left;font-weight:600;padding-bottom:.5rem}',
    },
    Content: AllergensPage,
  },
  {
    kind: 'content',
    alias: 'wholesale',
    pageId: 1009,
    title: titled('Wholesale price list'),
    description: 'Trade prices and ordering for our restaurant and café partners.',
    // The tasting button's look for its fallback link, so the widget takes its place without moving anything.
    css: { css: BOOKING_CSS },
    Content: WholesalePage,
  },
  {
    kind: 'content',
    alias: STORE_ALIAS,
    pageId: 1021,
    title: titled('Shop'),
    description: 'Order Harbor & Rye bread, pastry and pantry goods online for pick-up.',
    css: { css: SHOP_PAGE_CSS },
    Content: ShopPage,
  },
  {
    kind: 'content',
    alias: 'offers',
    pageId: 1015,
    title: titled('Offers'),
    description: 'This season’s coupons at Harbor & Rye: show the code at the counter.',
    css: { css: ENGAGEMENT_PAGE_CSS },
    Content: OffersPage,
  },
  {
    kind: 'content',
    alias: 'rye-harvest',
    pageId: 1016,
    title: titled('The thirstiest rye we have ever milled'),
    description: 'This year’s rye came in dry and hungry: how we rewrote the hydration of the dark rye.',
    css: { css: ENGAGEMENT_PAGE_CSS },
    cssLink: '/assets/journal.css',
    section: 'blog',
    Content: RyeHarvestPage,
  },
  {
    kind: 'content',
    alias: 'post',
    pageId: 1031,
    // Titled after its post for each request (server/blog-pages.ts).
    title: titled('Journal'),
    description: 'A post from the Harbor & Rye journal.',
    css: { css: ENGAGEMENT_PAGE_CSS },
    cssLink: '/assets/journal.css',
    section: 'blog',
    Content: PostPage,
  },
  {
    kind: 'content',
    alias: 'search',
    pageId: 1032,
    title: titled('Search the journal'),
    description: 'Search the Harbor & Rye journal by title, words, author or tag.',
    cssLink: '/assets/journal.css',
    section: 'blog',
    Content: SearchPage,
  },
  {
    kind: 'content',
    alias: 'cafe',
    pageId: 1017,
    title: titled('Café'),
    description: 'The café at Harbor Street: reserve a table, and what guests say about it.',
    // The booking button's look for its fallback link and the reviews widget's for the list the server draws,
    // so both widgets take their places without moving anything.
    css: { css: `${BOOKING_CSS}\n${LOCAL_CSS}` },
    Content: CafePage,
  },
  {
    kind: 'content',
    alias: 'tastings',
    pageId: 1018,
    title: titled('Book a tasting'),
    description: 'Wholesale tastings with our head baker, and allergen consultations with our nutritionist.',
    // The booking widgets' look for the markup the server draws for them, so they start without moving anything.
    css: { css: BOOKING_CSS },
    Content: TastingsPage,
  },
  {
    kind: 'content',
    alias: 'from-our-oven',
    pageId: 1019,
    title: titled('From our oven'),
    description:
      'Behind the scenes at Harbor & Rye: the ovens at dawn, on film, and the harbour they bake by.',
    css: { css: OVEN_PAGE_CSS },
    Content: OvenPage,
  },
  { kind: 'redirect', alias: 'old-menu', location: pagePath('menu') },
  // The second language, for a few pages (see languages.ts).
  {
    kind: 'content',
    alias: 'accueil',
    pageId: 1601,
    title: `${SITE_NAME} — Boulangerie et café de quartier`,
    description: 'Pain au levain, viennoiseries et café sur Harbor Street, à Port Alder.',
    Content: AccueilPage,
  },
  {
    kind: 'content',
    alias: 'nous-ecrire',
    pageId: 1602,
    title: `Nous écrire · ${SITE_NAME}`,
    description: 'Appelez, écrivez ou passez chez Harbor & Rye.',
    Content: NousEcrirePage,
  },
];

/** The demo's password-protected page; its password hash is seeded by migration 0002 (password: sourdough). */
export const PROTECTED_DEMO_ALIAS = 'wholesale';

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
