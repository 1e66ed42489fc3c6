import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WidgetContext } from '@vitrine/widget-api';
import { shareButtonsWidget } from '@vitrine/widget-social';
import { MountedWidget } from '../support/MountedWidget';
import type { WidgetStoryArgs } from '../support/story-args';
import { widgetArgTypes } from '../support/story-args';

interface ShareStoryArgs extends WidgetStoryArgs {
  context: Pick<Partial<WidgetContext<unknown>>, 'mode' | 'inEditor' | 'device'>;
}

const post = { url: 'https://harbor-and-rye.example/site/harbor-and-rye/rye-harvest' };

const meta = {
  title: 'Widgets/Share buttons',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-social`: each network’s own share page in a 600 by 560 window, with the `text` attribute (default “I wanted to share this great website with you”); the device’s share sheet where the Web Share API exists. Each click fires `event-Share`.',
      },
    },
  },
  argTypes: { ...widgetArgTypes, context: { control: 'object' } },
  args: { config: post, now: '', context: {} },
  render: ({ config, context }) => (
    <MountedWidget definition={shareButtonsWidget} rawConfig={config} context={context} />
  ),
} satisfies Meta<ShareStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every network, the default share text. */
export const AllNetworks: Story = {};

/** The element's own text and networks, in its order. */
export const ChosenNetworks: Story = {
  args: { config: { ...post, text: 'Fresh bread and a good read', networks: ['whatsapp', 'email', 'x'] } },
};

/** Unknown network names are left out, with a warning; the others stay. */
export const UnknownNetwork: Story = { args: { config: { ...post, networks: ['myspace', 'facebook'] } } };

/** In preview: a click shows "You can't use the widget to share a site from Preview mode." and opens nothing. */
export const InPreview: Story = { args: { context: { mode: 'preview' } } };

/** In the editor: a click does nothing. */
export const InTheEditor: Story = { args: { context: { mode: 'editor', inEditor: true } } };

/** A text that is not text: the host refuses the config and never mounts the buttons. */
export const InvalidConfig: Story = { args: { config: { ...post, text: 42 } } };
