import type { Meta, StoryObj } from '@storybook/react-vite';
import { videoPlayerWidget } from '@vitrine/widget-media';
import { MountedWidget } from '../support/MountedWidget';
import type { WidgetStoryArgs } from '../support/story-args';
import { widgetArgTypes } from '../support/story-args';
import { STILL } from './media-stills';

const meta = {
  title: 'Widgets/Video player',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-media`: the site’s own files in the native player (HLS through hls.js on the first play where the browser has no native HLS), and YouTube, Vimeo and Dailymotion behind a facade that loads the provider’s player only when the visitor presses play. Storybook has no network here: a provider’s player shows the browser’s offline page, or the facade’s message once the reachability check fails.',
      },
    },
  },
  argTypes: widgetArgTypes,
  args: {
    config: { provider: 'youtube', id: 'dQw4w9WgXcQ', poster: STILL, title: 'Shaping the morning loaves' },
    now: '',
  },
  render: ({ config }) => (
    <div style={{ maxWidth: 640 }}>
      <MountedWidget definition={videoPlayerWidget} rawConfig={config} />
    </div>
  ),
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** YouTube behind its facade: nothing of YouTube's loads until play, then youtube-nocookie.com. */
export const YouTubeFacade: Story = {};

/** Without a poster of its own, YouTube's still (i.ytimg.com); offline, the dark box with the title. */
export const YouTubeOwnStill: Story = {
  args: { config: { provider: 'youtube', id: 'dQw4w9WgXcQ', title: 'Shaping the morning loaves' } },
};

/** Vimeo has no still without an API call: the config's poster. */
export const VimeoFacade: Story = {
  args: { config: { provider: 'vimeo', id: '76979871', poster: STILL, title: 'A day at the bakery' } },
};

export const DailymotionFacade: Story = {
  args: { config: { provider: 'dailymotion', id: 'x8abc12', poster: STILL, title: 'Market morning' } },
};

/** The site's own files with a captions track: native controls, keyboard operable, the captions menu built in. */
export const OwnFiles: Story = {
  args: {
    config: {
      sources: [{ src: '/media/oven.webm' }, { src: '/media/oven.mp4' }],
      poster: STILL,
      title: 'The oven at dawn',
      captions: [{ src: '/media/oven.en.vtt', srclang: 'en', label: 'English', default: true }],
    },
  },
};

/** An HLS stream: natively where the browser plays HLS, else a play button that downloads hls.js first. */
export const HlsStream: Story = {
  args: { config: { sources: [{ src: '/media/oven.m3u8' }], poster: STILL, title: 'The oven, streamed' } },
};

/** An id the provider could not have given: a message, never an empty hole. */
export const Unavailable: Story = {
  args: { config: { provider: 'vimeo', id: 'not-a-vimeo-id', poster: STILL, title: 'Broken link' } },
};

/** A provider the player does not know: the host refuses the config and mounts nothing. */
export const InvalidConfig: Story = {
  args: { config: { provider: 'flash', id: '1' } },
};
