import type { Meta, StoryObj } from '@storybook/react-vite';
import { galleryBackgroundWidget } from '@vitrine/widget-gallery';
import { GalleryBackground } from '@vitrine/widget-gallery/markup';
import { BACKGROUND_SLIDES, GalleryStyles, serverMarkup } from '../support/gallery-stand-ins';
import { MountedWidget } from '../support/MountedWidget';

function GalleryBackgroundStory({ config }: { config: unknown }) {
  return (
    <>
      <GalleryStyles />
      <MountedWidget
        definition={galleryBackgroundWidget}
        rawConfig={config}
        elementMarkup={serverMarkup(
          <GalleryBackground id="story-background" config={config} className="sb-gallery-background">
            <div style={{ padding: '96px 32px', maxWidth: '36rem' }}>
              <h2
                style={{
                  background: 'rgba(253,248,240,.92)',
                  padding: '16px 20px',
                  borderRadius: 10,
                  margin: 0,
                }}
              >
                Real content over the slides, never moved by them
              </h2>
            </div>
          </GalleryBackground>,
        )}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/Gallery background',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-gallery`: slides behind a section’s content, a new one every `speed` seconds (default 3) with the `transition` (default fade) taking min(0.75, speed / 2000 ms) s. Each slide picks its copy by the window’s width: the original from 1440 px, desktop from 960, tablet from 640, mobile below. Paused in a hidden tab or out of view; the first slide only under reduced motion.',
      },
    },
  },
  argTypes: { config: { control: 'object' } },
  args: { config: { slides: BACKGROUND_SLIDES } },
  render: (args) => <GalleryBackgroundStory {...args} />,
} satisfies Meta<{ config: unknown }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fade, every 3 seconds (the defaults). */
export const Fade: Story = {};
export const SlideLeft: Story = {
  args: { config: { slides: BACKGROUND_SLIDES, transition: 'slideLeft', speed: 2 } },
};
export const SlideRight: Story = {
  args: { config: { slides: BACKGROUND_SLIDES, transition: 'slideRight', speed: 2 } },
};
export const SlideTop: Story = {
  args: { config: { slides: BACKGROUND_SLIDES, transition: 'slideTop', speed: 2 } },
};
export const SlideBottom: Story = {
  args: { config: { slides: BACKGROUND_SLIDES, transition: 'slideBottom', speed: 2 } },
};
/** An unknown transition and a negative speed: fade every 3 seconds, and the warnings. */
export const InvalidConfig: Story = {
  args: { config: { slides: [...BACKGROUND_SLIDES, 42], transition: 'spin', speed: -2 } },
};
