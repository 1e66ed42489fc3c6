import type { Meta, StoryObj } from '@storybook/react-vite';
import { imageSliderWidget } from '@vitrine/widget-gallery';
import { ImageSlider } from '@vitrine/widget-gallery/markup';
import { GalleryStyles, PICTURES, serverMarkup } from '../support/gallery-stand-ins';
import { MountedWidget } from '../support/MountedWidget';

function ImageSliderStory({ config }: { config: unknown }) {
  return (
    <>
      <GalleryStyles />
      <MountedWidget
        definition={imageSliderWidget}
        rawConfig={config}
        elementMarkup={serverMarkup(<ImageSlider id="story-slider" config={config} />)}
      />
    </>
  );
}

const LANDSCAPES = PICTURES.filter((picture) => picture.width === 1200 && picture.height === 800);

const meta = {
  title: 'Widgets/Image slider',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-gallery`: the image slider. The server renders the slides (the first shows before any script); Swiper loads when the slider nears the viewport and rotates them every `interval` seconds, back to the first after the last, holding still while hovered or focused, in a hidden tab or out of view, and not at all under reduced motion. Arrow keys move it while focus is in it.',
      },
    },
  },
  argTypes: { config: { control: 'object' } },
  args: { config: { title: 'A week at the bakery', interval: 3, slides: LANDSCAPES } },
  render: (args) => <ImageSliderStory {...args} />,
} satisfies Meta<{ config: unknown }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rotating every 3 seconds. */
export const Rotating: Story = {};
/** A slide whose copies are missing falls back to its alternative path (the original). */
export const MissingSlide: Story = {
  args: {
    config: {
      interval: 3,
      slides: [
        { url: 'gallery/no-such-copies.jpg', width: 1200, height: 800, title: 'Nothing behind it' },
        ...LANDSCAPES,
      ],
    },
  },
};
/** One slide: shown, nothing to rotate, Swiper never loaded. */
export const OneSlide: Story = { args: { config: { slides: LANDSCAPES.slice(0, 1) } } };
/** No usable slides and a bad interval: nothing shows, warnings logged. */
export const InvalidConfig: Story = { args: { config: { interval: 'soon', slides: [{ url: 'x.jpg' }] } } };
