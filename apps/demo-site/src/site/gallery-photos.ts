import { pagePath } from './site';

/** Where the demo's pictures are served: originals here, resized copies in `{size}/` beside them. */
export const GALLERY_ASSETS = '/assets/gallery';

/**
 * The demo's photographs (painted by `scripts/make-gallery-images.mjs`; a unit test holds each file to the
 * natural size given here): what the gallery, the slider and the album pages show.
 */
export const PHOTOS = {
  countryLoaf: {
    file: 'country-loaf.jpg',
    width: 1200,
    height: 800,
    title: 'Harbor country loaf',
    text: '36-hour sourdough, blistered crust, open crumb.',
  },
  cardamomKnots: {
    file: 'cardamom-knots.jpg',
    width: 1200,
    height: 1200,
    title: 'Cardamom knots',
    text: 'Laminated dough, brown butter, freshly ground cardamom.',
  },
  baguettes: {
    file: 'baguettes.jpg',
    width: 900,
    height: 1200,
    title: 'Morning baguettes',
    text: 'Out of the oven at seven, every day we are open.',
  },
  ryeAndSeeds: {
    file: 'rye-and-seeds.jpg',
    width: 1200,
    height: 900,
    title: 'Dark rye with caraway',
    text: 'Whole rye from Tillman Mill, baked on Tuesdays, Thursdays and Saturdays.',
  },
  croissants: {
    file: 'croissants.jpg',
    width: 1200,
    height: 800,
    title: 'Butter croissants',
    text: 'Three days from dough to counter.',
  },
  flatWhite: {
    file: 'flat-white.jpg',
    width: 960,
    height: 1200,
    title: 'Flat white by the window',
    text: 'Beans roasted by a friend in the next town over.',
  },
  speltTin: {
    file: 'spelt-tin.jpg',
    width: 1200,
    height: 800,
    title: 'Seeded spelt tin',
    text: 'Sunflower, pumpkin, flax and a little honey.',
  },
  rhubarbTart: {
    file: 'rhubarb-tart.jpg',
    width: 1200,
    height: 1200,
    title: 'Rhubarb frangipane tart',
    text: 'Fridays and Saturdays, while the rhubarb lasts.',
  },
  shopCounter: {
    file: 'shop-counter.jpg',
    width: 1200,
    height: 800,
    title: 'The counter on Harbor Street',
    text: 'Our first shop, in a former net loft.',
  },
  marketStall: {
    file: 'market-stall.jpg',
    width: 1200,
    height: 900,
    title: 'Rye Lane market stall',
    text: 'Saturday mornings, 08:00 to 13:00.',
  },
  millWheel: {
    file: 'mill-wheel.jpg',
    width: 900,
    height: 1200,
    title: 'Tillman Mill on the Alder',
    text: 'Eleven miles upriver, where our flour is stone-milled.',
  },
  flourSacks: {
    file: 'flour-sacks.jpg',
    width: 1200,
    height: 800,
    title: 'Stone-milled flour',
    text: 'The whole harvest of two local farms, milled weekly.',
  },
} as const;

export type PhotoName = keyof typeof PHOTOS;

/** The background pictures: 2400 wide, with desktop, tablet and mobile copies. */
export const BACKGROUNDS = ['bg-harbour-dawn.jpg', 'bg-ovens.jpg', 'bg-wheat.jpg'].map(
  (file) => `${GALLERY_ASSETS}/${file}`,
);

export const photoUrl = (name: PhotoName) => `${GALLERY_ASSETS}/${PHOTOS[name].file}`;

/** A picture as a gallery's config lists it. */
export function galleryImage(name: PhotoName, link?: { href: string; target?: '_blank' }) {
  const { width, height, title, text } = PHOTOS[name];
  return { url: photoUrl(name), width, height, title, text, ...(link ? { link } : {}) };
}

/** The link gallery's pictures lead to the site's pages about them. */
export const LINKED_PHOTOS = [
  galleryImage('shopCounter', { href: pagePath('locations') }),
  galleryImage('marketStall', { href: pagePath('find-us') }),
  galleryImage('millWheel', { href: `${pagePath('our-story')}#the-mill` }),
];
