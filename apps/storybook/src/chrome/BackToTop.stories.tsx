import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChromeStoryArgs } from '../support/ChromePreview';
import { chromeArgTypes, chromeScript, renderChromeStory } from '../support/ChromePreview';

const MARKUP = `
<h1 id="story-top">The top of the page</h1>
<div style="height:2400px;background:linear-gradient(#f7f1e8,#e9dccb)"></div>
<button type="button" class="back-to-top" data-vitrine-back-to-top="#story-top" hidden>
  <span aria-hidden="true">↑</span> Back to top
</button>`;

const meta = {
  title: 'Chrome/Back to top',
  parameters: {
    docs: {
      description: {
        component:
          "Core's back-to-top (`data-vitrine-back-to-top`): hidden under 400 px of scroll, shown past it; scrolls up in 400 ms (at once under reduced motion) and puts focus on the element its value names.",
      },
    },
  },
  args: { markup: MARKUP },
  argTypes: chromeArgTypes,
  render: renderChromeStory,
} satisfies Meta<ChromeStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top: hidden. Scroll past 400 px to see it come. */
export const AtTheTop: Story = {};

/** Scrolled 600 px: shown at the bottom right. */
export const Scrolled: Story = {
  parameters: chromeScript({ play: () => window.scrollTo({ top: 600, behavior: 'instant' }) }),
};
