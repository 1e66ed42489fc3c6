import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChromeStoryArgs } from '../support/ChromePreview';
import { chromeArgTypes, chromeScript, renderChromeStory } from '../support/ChromePreview';

const PAGES = ['Home', 'About', 'Our story', 'Menu', 'Café', 'Gallery', 'Journal', 'Contact'];

/** A navigation of the site's `NavItems`, as `docs/markup.md` "Navigation More / Less" has it. */
function navMarkup(shown: string, current = 1): string {
  const items = PAGES.map((page, index) => {
    const link = `<a href="#${index}"${index === current ? ' aria-current="page"' : ''}>${page}</a>`;
    return page === 'Menu'
      ? `<li>${link}<ul><li><a href="#breads">Breads</a></li><li><a href="#pastry">Pastry</a></li></ul></li>`
      : `<li>${link}</li>`;
  });
  return `<nav class="drawer-nav" aria-label="Main" data-vitrine-nav="${shown}" style="max-width:22rem"><ul>${items.join('')}</ul></nav>`;
}

const click = (selector: string) => (box: HTMLElement) => box.querySelector<HTMLElement>(selector)?.click();

const meta = {
  title: 'Chrome/Navigation More-Less',
  parameters: {
    docs: {
      description: {
        component:
          "Core's navigation (`data-vitrine-nav`): the first N items (default 5) and More Options; More shows all and becomes Less Options; a sub-navigation has Back to home.",
      },
    },
  },
  args: { markup: navMarkup('5') },
  argTypes: chromeArgTypes,
  render: renderChromeStory,
} satisfies Meta<ChromeStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five items and More Options. */
export const Collapsed: Story = {};

/** More pressed: every item, and Less Options. */
export const Expanded: Story = { parameters: chromeScript({ play: click('[data-nav-more] button') }) };

/** A sub-navigation open, headed by Back to home. */
export const SubNavigation: Story = { parameters: chromeScript({ play: click('[data-nav-sub-toggle]') }) };

/** The current page is the seventh: it stays in sight past the fifth. */
export const CurrentPagePastTheFifth: Story = { args: { markup: navMarkup('5', 6) } };

/** `-1`: every item, no More. */
export const Unlimited: Story = { args: { markup: navMarkup('-1') } };

/** A page in French: More, Less, Back to home and the sub-navigation toggles in its words. */
export const InFrench: Story = {
  args: {
    markup: navMarkup('5').replace(
      'data-vitrine-nav="5"',
      'data-vitrine-nav="5" data-nav-more-label="Plus d’options" data-nav-less-label="Moins d’options" data-nav-back-label="Retour à l’accueil" data-nav-sub-label="autres pages"',
    ),
  },
  parameters: chromeScript({ play: click('[data-nav-more] button') }),
};

/** `lots` is no number: five, as the default. */
export const GarbageCount: Story = { args: { markup: navMarkup('lots') } };
