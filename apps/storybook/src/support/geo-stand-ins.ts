// What the map stories use instead of the internet: a tile drawn here (a data: URL, so no request leaves the
// page) and a geocoder answered at the network boundary, in the format of OpenStreetMap's Nominatim.
import { PLACES } from '@vitrine/demo-site/src/site/places';

/**
 * One 256 px placeholder tile for every z/x/y: paper-coloured land, a street grid that joins up across tiles,
 * a park. Like the demo site's tiles, but without their coordinates, since every tile is the same.
 */
const TILE_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
  '<rect width="256" height="256" fill="#efe9dc"/>',
  '<rect x="68" y="68" width="56" height="56" fill="#cfe3c0"/>',
  '<path d="M0 0H256M0 128H256M0 0V256M128 0V256" stroke="#fff" stroke-width="8"/>',
  '<path d="M0 64H256M0 192H256M64 0V256M192 0V256" stroke="#fff" stroke-width="3"/>',
  '</svg>',
].join('');

export const STORY_TILE_URL = `data:image/svg+xml,${encodeURIComponent(TILE_SVG)}`;
export const STORY_TILE_ATTRIBUTION = 'Story tiles, not a real map';

/** The places the story geocoder knows: the demo site's, so stories and demo agree. */
const GAZETTEER = PLACES.map((place) => ({
  lat: place.latitude,
  lng: place.longitude,
  label: place.formattedAddress,
}));

/** How the story's geocoder answers: from its gazetteer, with nothing, or with an error. */
export type GeocoderAnswer = 'gazetteer' | 'nothing' | 'quota exceeded' | 'not JSON';
export const GEOCODER_ANSWERS: readonly GeocoderAnswer[] = [
  'gazetteer',
  'nothing',
  'quota exceeded',
  'not JSON',
];

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Nominatim's `/search?format=json` answer: an array of places, coordinates as strings. */
function nominatimAnswer(query: string) {
  const wanted = words(query);
  return GAZETTEER.filter((place) => wanted.every((word) => words(place.label).includes(word))).map(
    (place, index) => ({
      place_id: 1000 + index,
      licence: 'Story gazetteer',
      lat: place.lat.toFixed(7),
      lon: place.lng.toFixed(7),
      display_name: place.label,
      boundingbox: [place.lat - 0.0005, place.lat + 0.0005, place.lng - 0.0005, place.lng + 0.0005].map(
        (edge) => edge.toFixed(7),
      ),
    }),
  );
}

/**
 * Answers the widget's geocoding requests (any URL whose path ends in `/search`) as `answer` says; every other
 * request goes to the real `fetch`. Returns the function that puts the real `fetch` back.
 */
export function answerGeocoding(answer: GeocoderAnswer): () => void {
  const realFetch = window.fetch;
  window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.pathname.endsWith('/search')) return realFetch(input, init);
    switch (answer) {
      case 'gazetteer':
        return Promise.resolve(Response.json(nominatimAnswer(url.searchParams.get('q') ?? '')));
      case 'nothing':
        return Promise.resolve(Response.json([]));
      case 'quota exceeded':
        return Promise.resolve(new Response('Too many requests', { status: 429 }));
      case 'not JSON':
        return Promise.resolve(
          new Response('<html><body>Maintenance</body></html>', { headers: { 'content-type': 'text/html' } }),
        );
    }
  }) as typeof fetch;
  return () => {
    window.fetch = realFetch;
  };
}
