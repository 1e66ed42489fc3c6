import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetContext } from '@vitrine/widget-api';
import { photoGalleryWidget } from '@vitrine/widget-gallery';
import { PhotoGallery } from '@vitrine/widget-gallery/markup';
import { GalleryStyles, PICTURES, serverMarkup } from '../support/gallery-stand-ins';
import { MountedWidget, whenPresent } from '../support/MountedWidget';

interface PhotoGalleryArgs {
  /** The raw `data-vitrine-widget-config`. */
  config: unknown;
  /** The mode the page runs in. */
  mode: WidgetContext['mode'];
  /** What the visitor does once the gallery started. */
  action: 'nothing' | 'open the second picture' | 'view all';
}

async function act(action: PhotoGalleryArgs['action'], element: HTMLElement, signal: AbortSignal) {
  if (action === 'open the second picture')
    (await whenPresent(element, '[data-vg-index="1"] a', signal)).click();
  if (action === 'view all') (await whenPresent(element, '.vg__toggle', signal)).click();
}

function PhotoGalleryStory({ config, mode, action }: PhotoGalleryArgs) {
  return (
    <>
      <GalleryStyles />
      <MountedWidget
        definition={photoGalleryWidget}
        rawConfig={config}
        elementMarkup={serverMarkup(<PhotoGallery id="story-gallery" config={config} />)}
        context={mode === 'editor' ? { mode: 'editor', inEditor: true } : { mode }}
        play={action === 'nothing' ? undefined : (element, signal) => act(action, element, signal)}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/Photo gallery',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-gallery`: a photo gallery in one of seven layouts, rendered by the server (`PhotoGallery` from `@vitrine/widget-gallery/markup`, laid out by its stylesheet before any script) and started by the widget: the PhotoSwipe lightbox on the first open, `#pid=…&gid=…` deep links, "View all", image fallbacks, entrance animations. Columns follow the window: mobile below 640 px, tablet from 640, desktop from 960. The pictures are the demo site’s, with their resized copies.',
      },
    },
  },
  argTypes: {
    config: {
      control: 'object',
      description:
        'The raw `data-vitrine-widget-config`. Garbage falls back field by field, logged under the widget.',
    },
    mode: { control: 'inline-radio', options: ['live', 'preview', 'editor'] },
    action: { control: 'inline-radio', options: ['nothing', 'open the second picture', 'view all'] },
  },
  args: {
    config: { type: 'square', title: 'From the ovens', images: PICTURES.slice(0, 8) },
    mode: 'live',
    action: 'nothing',
  },
  render: (args) => <PhotoGalleryStory {...args} />,
} satisfies Meta<PhotoGalleryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const ofType = (type: string, extra: Record<string, unknown> = {}, count = 8): Story => ({
  args: { config: { type, title: `A ${type} gallery`, images: PICTURES.slice(0, count), ...extra } },
});

/** Square cells, four columns (the default). */
export const Square: Story = {};
/** Each picture in its own shape, in columns. */
export const Pinterest = ofType('pinterest', { columns: { desktop: 3 } }, 10);
/** One wide picture a row, always. */
export const Panoramic = ofType('panoramic', {}, 3);
/** Every fifth cell large, two columns by two rows. */
export const Asymetric = ofType('asymetric', {}, 10);
/** Columns of five: one large, four small; two columns at most. */
export const Asymetric2 = ofType('asymetric2', {}, 10);
/** Columns of four: one large, three small; two columns at most. */
export const Asymetric3 = ofType('asymetric3', {}, 8);
/** Portrait cells. */
export const Vertical = ofType('vertical', { columns: { desktop: 5 } }, 10);

/** One row before "View all" (`rowsToShow`), four a row (`thumbnailsPerRow`). */
export const ViewAll: Story = {
  args: {
    config: {
      title: 'From the ovens',
      options: { thumbnailsPerRow: 4, rowsToShow: 1 },
      images: PICTURES.slice(0, 8),
    },
  },
};
/** The same after "View all": every picture, and "View less". */
export const AllShown: Story = { args: { ...ViewAll.args, action: 'view all' } };

/** Captions over the pictures. */
export const TextOverlay = ofType('square', { textLayout: 'overlay' });
/** Captions on hover or focus. */
export const TextOnHover = ofType('square', { textLayout: 'hover' });
/** Pictures zoom in as they scroll into view, 100 ms apart (not under reduced motion). */
export const ZoomAnimation = ofType('square', { imageAnimation: 'zoom' }, 10);

/** A link gallery: each picture leads to its page instead of the lightbox. */
export const LinkGallery: Story = {
  args: {
    config: {
      type: 'vertical',
      columns: { desktop: 3 },
      textLayout: 'overlay',
      linkGallery: true,
      images: PICTURES.slice(8, 10).map((image, index) => ({
        ...image,
        link: { href: `#page-${index + 1}` },
      })),
    },
  },
};

/** The lightbox, open on the second picture (PhotoSwipe loads on this first open). */
export const LightboxOpen: Story = { args: { action: 'open the second picture' } };

/** In the editor: clicks go to the editor frame, nothing opens. */
export const InTheEditor: Story = { args: { mode: 'editor', action: 'open the second picture' } };

/** One picture's copies are missing: it falls back to its original, once. */
export const MissingCopies: Story = {
  args: {
    config: {
      images: [
        { url: 'gallery/no-such-copies.jpg', width: 1200, height: 800, title: 'Nothing behind it' },
        ...PICTURES.slice(0, 3),
      ],
    },
  },
};

/** No pictures: nothing shows, and the widget says why. */
export const Empty: Story = { args: { config: { images: [] } } };

/** Garbage everywhere: an unknown type, negative columns, bad flags, broken pictures; defaults and warnings. */
export const InvalidConfig: Story = {
  args: {
    config: {
      type: 'hexagon',
      columns: { desktop: -3, mobile: 'two' },
      textLayout: 7,
      linkGallery: 'perhaps',
      options: { rowsToShow: -1 },
      images: [PICTURES[0], 'a.jpg', { url: '/b.jpg' }, PICTURES[1]],
    },
  },
};
