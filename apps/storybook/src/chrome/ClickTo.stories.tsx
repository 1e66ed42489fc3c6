import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChromeStoryArgs } from '../support/ChromePreview';
import { chromeArgTypes, chromeScript, renderChromeStory } from '../support/ChromePreview';

const MARKUP = `
<p class="click-to">
  <a class="button" href="tel:+15550100" data-vitrine-click-to="call" data-phone="(555) 0100">Call us</a>
  <a class="button" href="mailto:hello@example.com" data-vitrine-click-to="email">Email us</a>
  <a class="button" href="#map" data-vitrine-click-to="map">Find us</a>
</p>`;

const clickCall = (box: HTMLElement) =>
  box.querySelector<HTMLElement>('[data-vitrine-click-to="call"]')?.click();

const meta = {
  title: 'Chrome/Click-to',
  parameters: {
    docs: {
      description: {
        component:
          "Core's click-to links (`data-vitrine-click-to`): call reveals the number first and fires `event-ClickToCall`; email and map fire theirs; in the editor they do nothing.",
      },
    },
  },
  args: { markup: MARKUP },
  argTypes: chromeArgTypes,
  render: renderChromeStory,
} satisfies Meta<ChromeStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any click. Click them: the events fired are listed below. */
export const Links: Story = {};

/** The call link clicked once: the number shows, and `event-ClickToCall` fired. */
export const NumberRevealed: Story = {
  parameters: chromeScript({ play: clickCall }),
};

/** In the editor: a click does nothing, and nothing fires. */
export const InTheEditor: Story = {
  args: { mode: 'editor' },
  parameters: chromeScript({ play: clickCall }),
};
