import { GALLERY_CSS } from '@vitrine/widget-gallery/markup';
import type { OnlinePhoto } from '@vitrine/widget-gallery/protocol';
import { ONLINE_PHOTOS_PATH } from '@vitrine/widget-gallery/protocol';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The demo's pictures, served to the stories from `/gallery/` (see .storybook/main.ts), copies beside them. */
export const picture = (file: string, width: number, height: number, title: string, text = '') => ({
  url: `gallery/${file}`,
  width,
  height,
  title,
  text,
});

export const PICTURES = [
  picture('country-loaf.jpg', 1200, 800, 'Harbor country loaf', '36-hour sourdough, blistered crust.'),
  picture('cardamom-knots.jpg', 1200, 1200, 'Cardamom knots', 'Brown butter and cardamom.'),
  picture('baguettes.jpg', 900, 1200, 'Morning baguettes', 'Out of the oven at seven.'),
  picture('rye-and-seeds.jpg', 1200, 900, 'Dark rye with caraway'),
  picture('croissants.jpg', 1200, 800, 'Butter croissants', 'Three days from dough to counter.'),
  picture('flat-white.jpg', 960, 1200, 'Flat white by the window'),
  picture('spelt-tin.jpg', 1200, 800, 'Seeded spelt tin'),
  picture('rhubarb-tart.jpg', 1200, 1200, 'Rhubarb frangipane tart'),
  picture('shop-counter.jpg', 1200, 800, 'The counter on Harbor Street'),
  picture('market-stall.jpg', 1200, 900, 'Rye Lane market stall'),
];

export const BACKGROUND_SLIDES = [
  'gallery/bg-harbour-dawn.jpg',
  'gallery/bg-ovens.jpg',
  'gallery/bg-wheat.jpg',
];

/** A server's rendering of a gallery widget, with the package's stylesheet, as HTML for `MountedWidget`. */
export function serverMarkup(element: ReactElement): string {
  return renderToStaticMarkup(element);
}

/** The package's stylesheet, as a page carries it. */
export function GalleryStyles() {
  return <style>{GALLERY_CSS}</style>;
}

export const ALBUM_ANSWERS = ['photos', 'server error', 'not a list'] as const;
export type AlbumAnswer = (typeof ALBUM_ANSWERS)[number];

const ALBUM_PHOTOS: OnlinePhoto[] = [
  { source: 'gallery/mobile/mill-wheel.jpg', caption: 'Tillman Mill on the Alder', likes: 1840 },
  { source: 'gallery/mobile/flour-sacks.jpg', caption: 'Stone-milled flour', likes: 962 },
  { source: 'gallery/mobile/rye-and-seeds.jpg', caption: 'Dark rye with caraway', likes: 12_450 },
  { source: 'gallery/mobile/country-loaf.jpg', caption: 'Harbor country loaf', likes: 2_310_000 },
];

/** Answers the album call in the story (nothing leaves the machine); returns what undoes it. */
export function answerAlbumCall(answer: AlbumAnswer): () => void {
  const realFetch = window.fetch;
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname !== ONLINE_PHOTOS_PATH) return realFetch(input, init);
    if (answer === 'server error') return Promise.resolve(new Response('down', { status: 500 }));
    if (answer === 'not a list') return Promise.resolve(Response.json({ error: 'unexpected' }));
    return Promise.resolve(Response.json(ALBUM_PHOTOS));
  }) as typeof fetch;
  return () => {
    window.fetch = realFetch;
  };
}

export const STORY_ALBUMS = [
  { id: 'harvest-2024', name: 'Harvest 2024', cover: 'gallery/mobile/mill-wheel.jpg', count: 4 },
  { id: 'market-mornings', name: 'Market mornings', cover: 'gallery/mobile/market-stall.jpg', count: 3 },
  { id: 'counter-bakes', name: 'On the counter', cover: 'gallery/mobile/cardamom-knots.jpg', count: 5 },
];
