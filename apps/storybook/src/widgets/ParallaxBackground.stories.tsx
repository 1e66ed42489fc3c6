import type { Meta, StoryObj } from '@storybook/react-vite';
import { parallaxBackgroundWidget } from '@vitrine/widget-media';
import { MountedWidget } from '../support/MountedWidget';
import type { WidgetStoryArgs } from '../support/story-args';
import { widgetArgTypes } from '../support/story-args';
import { STILL } from './media-stills';

const meta = {
  title: 'Widgets/Parallax background',
  parameters: {
    docs: {
      description: {
        component:
          'A background picture that moves slower than the page: CSS scroll-driven animations where the browser has them, a passive, rAF-throttled scroll listener elsewhere; still under reduced motion. Scroll the canvas to see it move.',
      },
    },
  },
  argTypes: widgetArgTypes,
  args: { config: { image: STILL, speed: 0.5 }, now: '' },
  render: ({ config }) => (
    <div style={{ paddingBlock: '60vh' }}>
      <MountedWidget
        definition={parallaxBackgroundWidget}
        rawConfig={config}
        className="sb-parallax-section"
      />
    </div>
  ),
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfSpeed: Story = {};

/** The most travel. */
export const FullSpeed: Story = { args: { config: { image: STILL, speed: 1 } } };

/** A speed out of range: the host refuses the config. */
export const InvalidConfig: Story = { args: { config: { image: STILL, speed: 3 } } };
