import type { Meta, StoryObj } from '@storybook/react-vite';
import { albumGalleryWidget } from '@vitrine/widget-gallery';
import { AlbumGalleryMarkup } from '@vitrine/widget-gallery/markup';
import { useCallback } from 'react';
import type { AlbumAnswer } from '../support/gallery-stand-ins';
import {
  ALBUM_ANSWERS,
  answerAlbumCall,
  GalleryStyles,
  STORY_ALBUMS,
  serverMarkup,
} from '../support/gallery-stand-ins';
import { MountedWidget, whenPresent } from '../support/MountedWidget';

interface AlbumGalleryArgs {
  config: unknown;
  /** How the story answers the album call. */
  answer: AlbumAnswer;
  /** Open the first album once started. */
  openFirst: boolean;
}

function AlbumGalleryStory({ config, answer, openFirst }: AlbumGalleryArgs) {
  const network = useCallback(() => answerAlbumCall(answer), [answer]);
  const play = useCallback(
    async (element: HTMLElement, signal: AbortSignal) => {
      if (openFirst) (await whenPresent(element, '.vg-album__open', signal)).click();
    },
    [openFirst],
  );
  return (
    <>
      <GalleryStyles />
      <MountedWidget
        definition={albumGalleryWidget}
        rawConfig={config}
        elementMarkup={serverMarkup(<AlbumGalleryMarkup id="story-albums" config={config} />)}
        network={network}
        play={play}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/Album gallery',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-gallery`: albums of the site’s social network page. The server renders the albums; the widget (React, hydrating that markup) opens one with the album call (`getonlinephotos?id=…&platform=fb`, answered here by the story) and shows its photos with captions and likes, and a ‘back to albums’ link.',
      },
    },
  },
  argTypes: {
    config: { control: 'object' },
    answer: { control: 'inline-radio', options: ALBUM_ANSWERS },
    openFirst: { control: 'boolean' },
  },
  args: { config: { title: 'Our albums', albums: STORY_ALBUMS }, answer: 'photos', openFirst: false },
  render: (args) => <AlbumGalleryStory {...args} />,
} satisfies Meta<AlbumGalleryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The albums, as the server rendered them. */
export const Albums: Story = {};
/** Inside an album: its photos, likes abbreviated (1.8k, 2.3m). */
export const InsideAnAlbum: Story = { args: { openFirst: true } };
/** The album call fails: said in the widget, logged, the rest of the page untouched. */
export const AlbumFails: Story = { args: { openFirst: true, answer: 'server error' } };
/** The album call answers something that is not a list of photos. */
export const MalformedAnswer: Story = { args: { openFirst: true, answer: 'not a list' } };
/** Albums without an id or a cover are skipped, logged; none left shows nothing. */
export const InvalidConfig: Story = { args: { config: { albums: [{ id: '../x', cover: '' }, 'album'] } } };
