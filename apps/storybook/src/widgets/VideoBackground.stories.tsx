import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Device } from '@vitrine/widget-api';
import { videoBackgroundWidget } from '@vitrine/widget-media';
import { useMemo } from 'react';
import { MountedWidget } from '../support/MountedWidget';
import { STILL } from './media-stills';

interface BackgroundArgs {
  /** `data-video-bg`, as the builder writes it (URL-encoded JSON); raw text to try garbage. */
  descriptor: string;
  device: Device;
  mobile: string;
  noLoop: string;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** A hero section with a video background, as the server renders it: the widget claims `data-video-bg`. */
function Hero({ descriptor, device, mobile, noLoop }: BackgroundArgs) {
  const context = useMemo(() => ({ device }), [device]);
  const elementMarkup = `<section data-video-bg="${attribute(descriptor)}" data-video-bg-mobile="${attribute(mobile)}" data-video-bg-no-loop="${attribute(noLoop)}" style="min-height: 320px; padding: 32px; color: #fff; background: #3b2a1f"><h2>Fresh from the oven</h2><p>The content stays where it is while the video comes and goes behind it.</p></section>`;
  return (
    <MountedWidget
      definition={videoBackgroundWidget}
      rawConfig={{}}
      context={context}
      elementMarkup={elementMarkup}
    />
  );
}

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const meta = {
  title: 'Widgets/Video background',
  parameters: {
    docs: {
      description: {
        component:
          '`data-video-bg`: the poster at once, the video muted, inline, without controls, paused while the page is hidden or the section out of view; skipped on mobile unless `data-video-bg-mobile` is `true`; YouTube on desktop layouts only, visible once playing; under reduced motion the poster only. Invalid data is silently ignored.',
      },
    },
  },
  args: {
    descriptor: encode({ provider: 'cdn', id: '/media/oven.webm', poster: STILL, opacity: 80 }),
    device: 'desktop',
    mobile: 'false',
    noLoop: 'false',
  },
  argTypes: {
    device: { control: 'inline-radio', options: ['desktop', 'tablet', 'mobile'] },
    mobile: { control: 'inline-radio', options: ['true', 'false'] },
    noLoop: { control: 'inline-radio', options: ['true', 'false'] },
  },
  // A new section for each set of attributes: the background reads them when it starts, as on a page.
  render: (args) => <Hero key={JSON.stringify(args)} {...args} />,
} satisfies Meta<BackgroundArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's own file at 80 % opacity (`"opacity": 80` is a percent). */
export const OwnFile: Story = {};

/** On a phone without `data-video-bg-mobile="true"`: the poster only. */
export const MobileSkipped: Story = { args: { device: 'mobile' } };

/** A YouTube background stays the poster until YouTube's player says it plays (offline here: the poster). */
export const YouTubeUntilPlaying: Story = {
  args: { descriptor: encode({ provider: 'youtube', id: 'dQw4w9WgXcQ', poster: STILL }) },
};

/** On a tablet layout YouTube backgrounds are not used. */
export const YouTubeOnTablet: Story = {
  args: { descriptor: encode({ provider: 'youtube', id: 'dQw4w9WgXcQ', poster: STILL }), device: 'tablet' },
};

export const Vimeo: Story = {
  args: { descriptor: encode({ provider: 'vimeo', id: '76979871', poster: STILL, opacity: 0.5 }) },
};

/**
 * Garbage in the attribute: silently ignored (spec widgets §8), the section as the server rendered it. A
 * background has no config for the host to refuse: its `data-video-bg` is its config.
 */
export const InvalidConfig: Story = { args: { descriptor: '{"provider":' } };
