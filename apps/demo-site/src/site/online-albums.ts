import { GALLERY_ASSETS, PHOTOS, type PhotoName, photoUrl } from './gallery-photos';

/** One album of the bakery's social page, as the demo's database keeps it (the album call answers from it). */
export interface OnlineAlbum {
  id: string;
  name: string;
  cover: string;
  count: number;
  photos: Array<{ source: string; caption: string; likes: number }>;
}

const photo = (name: PhotoName, likes: number) => ({
  source: `${GALLERY_ASSETS}/mobile/${PHOTOS[name].file}`,
  caption: PHOTOS[name].title,
  likes,
});

const album = (id: string, name: string, photos: OnlineAlbum['photos']): OnlineAlbum => ({
  id,
  name,
  cover: photos[0]?.source ?? photoUrl('countryLoaf'),
  count: photos.length,
  photos,
});

/** Seeded into SQLite on first start (`online_albums`, `online_album_photos`). */
export const ONLINE_ALBUMS: readonly OnlineAlbum[] = [
  album('harvest-2024', 'Harvest 2024', [
    photo('millWheel', 1840),
    photo('flourSacks', 962),
    photo('ryeAndSeeds', 12_450),
    photo('countryLoaf', 2_310_000),
  ]),
  album('market-mornings', 'Market mornings', [
    photo('marketStall', 530),
    photo('baguettes', 1000),
    photo('croissants', 87),
  ]),
  album('counter-bakes', 'On the counter', [
    photo('cardamomKnots', 15_900),
    photo('rhubarbTart', 4_200),
    photo('flatWhite', 999),
    photo('speltTin', 1_049_999),
    photo('shopCounter', 41),
  ]),
];
