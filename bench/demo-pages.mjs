// The demo site's pages (apps/demo-site/src/site/site-pages.ts) that the benchmarks visit one by one: every page
// with content, the password-protected one as a visitor without the password sees it. The not-found page is
// left out: it answers 404, which Lighthouse rightly marks down.
export const DEMO_PAGES = [
  'home',
  'about',
  'our-story',
  'menu',
  'locations',
  'find-us',
  'blog',
  'contact',
  'delivery',
  'thank-you',
  'allergens',
  'wholesale',
  'market',
  'gallery',
  'shop',
  'offers',
  'rye-harvest',
  'cafe',
  'tastings',
  'from-our-oven',
  'search',
  // The French pages: their own chrome, and hreflang alternates with their English versions.
  'accueil',
  'nous-ecrire',
];
