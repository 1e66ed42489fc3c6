import { AlbumGalleryMarkup, PhotoGallery } from '@vitrine/widget-gallery/markup';
import { WIDGET_MODULES } from '../../server/import-map';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { galleryImage, LINKED_PHOTOS } from '../gallery-photos';
import { ONLINE_ALBUMS } from '../online-albums';
import type { PageContentProps } from '../site-page';

const MODULE = WIDGET_MODULES['photo-gallery'];

/** The galleries of the page, in order: deep links count them from 1 (`#pid=3&gid=2`). */
export const GALLERY_PAGE_GALLERIES = {
  ovens: {
    type: 'square',
    title: 'From the ovens',
    textLayout: 'hover',
    imageAnimation: 'fade',
    options: { thumbnailsPerRow: 4, rowsToShow: 1 },
    images: (
      [
        'countryLoaf',
        'cardamomKnots',
        'baguettes',
        'ryeAndSeeds',
        'croissants',
        'speltTin',
        'rhubarbTart',
        'flatWhite',
      ] as const
    ).map((name) => galleryImage(name)),
  },
  bakery: {
    type: 'pinterest',
    title: 'Around the bakery',
    columns: { desktop: 3, tablet: 3 },
    textLayout: 'below',
    images: (
      ['shopCounter', 'flatWhite', 'marketStall', 'millWheel', 'flourSacks', 'baguettes'] as const
    ).map((name) => galleryImage(name)),
  },
  places: {
    type: 'vertical',
    title: 'Where to find us',
    columns: { desktop: 3, tablet: 3 },
    oneColumnOnMobile: true,
    textLayout: 'overlay',
    linkGallery: true,
    images: LINKED_PHOTOS,
  },
  day: {
    type: 'asymetric2',
    title: 'A baking day',
    textLayout: 'none',
    imageAnimation: 'slide-up',
    images: (
      [
        'flourSacks',
        'countryLoaf',
        'croissants',
        'speltTin',
        'ryeAndSeeds',
        'millWheel',
        'cardamomKnots',
        'rhubarbTart',
        'baguettes',
        'flatWhite',
      ] as const
    ).map((name) => galleryImage(name)),
  },
} as const;

export function GalleryPage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Gallery" title="Bread, people and places">
        <p>
          What comes out of the ovens, the shop and the stall, and the mill up the river. Pick a picture to
          see it large; the address bar then points at it, so you can send it to a friend.
        </p>
      </PageIntro>

      <nav className="section deep-links" aria-labelledby="deep-links-heading">
        <h2 id="deep-links-heading">Straight to a picture</h2>
        <ul>
          <li>
            <a href="#pid=3&gid=2">The Rye Lane market stall</a> (third picture of the second gallery)
          </li>
          <li>
            <a href="#pid=7&gid=1">The rhubarb tart</a> (seventh picture of the first gallery)
          </li>
        </ul>
      </nav>

      {(Object.keys(GALLERY_PAGE_GALLERIES) as Array<keyof typeof GALLERY_PAGE_GALLERIES>).map((key) => (
        <section className="section" aria-labelledby={`${key}-heading`} key={key}>
          <h2 id={`${key}-heading`}>{GALLERY_PAGE_GALLERIES[key].title}</h2>
          <PhotoGallery id={`gallery-${key}`} module={MODULE} config={GALLERY_PAGE_GALLERIES[key]} />
        </section>
      ))}

      <section className="section" aria-labelledby="albums-heading">
        <h2 id="albums-heading">From our page</h2>
        <p>Albums from the bakery’s social page.</p>
        <AlbumGalleryMarkup
          id="gallery-albums"
          module={WIDGET_MODULES['album-gallery']}
          config={{
            title: 'Our albums',
            albums: ONLINE_ALBUMS.map(({ photos: _photos, ...album }) => album),
          }}
        />
      </section>

      <UpdatedNote publication={publication} />
    </>
  );
}
