import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChromeStoryArgs } from '../support/ChromePreview';
import { chromeArgTypes, renderChromeStory } from '../support/ChromePreview';

const MARKUP = `
<p>A site's footer.</p>
<p class="powered-by" data-vitrine-powered-by hidden>Powered by Vitrine</p>
<p><small>(Nothing above this line? The banner is hidden for this site.)</small></p>`;

const meta = {
  title: 'Chrome/Powered-by',
  parameters: {
    docs: {
      description: {
        component:
          "Core's powered-by banner (`data-vitrine-powered-by`), rendered hidden: shown unless the site parameters `isReseller` or `isWhiteLabelReseller` are true.",
      },
    },
  },
  args: { markup: MARKUP },
  argTypes: chromeArgTypes,
  render: renderChromeStory,
} satisfies Meta<ChromeStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform's own sites: shown. */
export const Shown: Story = {};

/** A reseller's site: hidden. */
export const ResellerSite: Story = { args: { params: { isReseller: true } } };

/** A white-label reseller's site: hidden. */
export const WhiteLabelSite: Story = { args: { params: { isWhiteLabelReseller: true } } };
