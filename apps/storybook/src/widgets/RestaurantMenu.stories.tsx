import type { Meta, StoryObj } from '@storybook/react-vite';
import { MENU } from '@vitrine/demo-site/src/site/menu';
import type { WidgetContext } from '@vitrine/widget-api';
import { restaurantMenuWidget } from '@vitrine/widget-local';
import { MountedWidget } from '../support/MountedWidget';
import type { WidgetStoryArgs } from '../support/story-args';
import { widgetArgTypes } from '../support/story-args';

const categories = MENU.map((section) => ({
  name: section.title,
  description: section.intro,
  items: section.items.map(({ name, description, price }) => ({ name, description, price })),
}));

interface MenuStoryArgs extends WidgetStoryArgs {
  context: Pick<Partial<WidgetContext<unknown>>, 'device'>;
}

const meta = {
  title: 'Widgets/Restaurant menu',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-local`: the restaurant menu from server-rendered data. On a phone each category is a disclosure button that toggles its items and turns the arrow; all but the first start collapsed.',
      },
    },
  },
  argTypes: { ...widgetArgTypes, context: { control: 'object' } },
  args: { config: { categories }, now: '', context: { device: 'desktop' } },
  render: ({ config, context }) => (
    <MountedWidget
      key={context.device}
      definition={restaurantMenuWidget}
      rawConfig={config}
      context={context}
    />
  ),
} satisfies Meta<MenuStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: every category open under its heading. */
export const Desktop: Story = {};

/** On a phone: the first category open, the others collapsed behind their buttons. */
export const OnAPhone: Story = { args: { context: { device: 'mobile' } } };

/** A category and an item without a name are left out, with a warning each. */
export const IncompleteEntries: Story = {
  args: {
    config: {
      categories: [{ items: [] }, { name: 'Coffee', items: [{ name: 'Flat white', price: '$4.25' }, {}] }],
    },
  },
};

/** Categories that are not a list: the host refuses the config and never mounts the menu. */
export const InvalidConfig: Story = { args: { config: { categories: 'soup' } } };
