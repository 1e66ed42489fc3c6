import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChromeStoryArgs } from '../support/ChromePreview';
import { chromeArgTypes, chromeScript, renderChromeStory, settled } from '../support/ChromePreview';

const PAGES = ['Home', 'About', 'Our story', 'Menu', 'Locations', 'Gallery', 'Journal', 'Contact'];

/** A header's hamburger and its drawer, as `docs/markup.md` "Drawer and hamburger" has them. */
function drawerMarkup(drawerAttributes: string): string {
  return `
  <p><button type="button" data-vitrine-drawer-toggle aria-controls="story-drawer" aria-expanded="false">☰ Menu</button></p>
  <p>The page behind the drawer.</p>
  <dialog id="story-drawer" class="site-drawer" ${drawerAttributes} aria-labelledby="story-drawer-title">
    <div class="site-drawer__head">
      <h2 id="story-drawer-title">Menu</h2>
      <button type="button" class="site-drawer__close" aria-label="Close menu" data-drawer-close>×</button>
    </div>
    <nav class="drawer-nav" aria-label="Main">
      <ul>${PAGES.map((page, index) => `<li><a href="#${index}"${index === 1 ? ' aria-current="page"' : ''}>${page}</a></li>`).join('')}</ul>
    </nav>
  </dialog>`;
}

async function openTheDrawer(box: HTMLElement): Promise<void> {
  box.querySelector<HTMLElement>('[data-vitrine-drawer-toggle]')?.click();
  await settled(box.querySelector('dialog'));
}

const meta = {
  title: 'Chrome/Drawer',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Core's drawer (`data-vitrine-drawer`): a modal dialog from its origin, closed by Escape, the overlay, a drag of more than 50 px towards its origin, a link inside; or, with `data-drawer-sidebar`, the generic sidebar layout.",
      },
    },
  },
  args: { markup: drawerMarkup('data-vitrine-drawer="side"') },
  argTypes: chromeArgTypes,
  render: renderChromeStory,
} satisfies Meta<ChromeStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the hamburger, `aria-expanded="false"`. */
export const Closed: Story = {};

/** Open from the side (the left): focus on its first control, the page pinned behind the overlay. */
export const OpenFromTheSide: Story = { parameters: chromeScript({ play: openTheDrawer }) };

/** `side-reverse`: from the right; dragging right closes it. */
export const OpenFromTheOtherSide: Story = {
  args: { markup: drawerMarkup('data-vitrine-drawer="side-reverse"') },
  parameters: chromeScript({ play: openTheDrawer }),
};

/** `top`: slides down, at most 85% of the height; dragging up closes it. */
export const OpenFromTheTop: Story = {
  args: { markup: drawerMarkup('data-vitrine-drawer="top"') },
  parameters: chromeScript({ play: openTheDrawer }),
};

/** `data-drawer-push`: the page moves aside instead of being covered, and dragging does not close it. */
export const PushingThePage: Story = {
  args: { markup: drawerMarkup('data-vitrine-drawer="side" data-drawer-push') },
  parameters: chromeScript({ play: openTheDrawer }),
};

/** The generic sidebar layout where its media query matches (here always): open beside the page, not modal. */
export const Sidebar: Story = {
  args: { markup: drawerMarkup('data-vitrine-drawer="side" data-drawer-sidebar="(min-width: 0px)"') },
};

/** The page's `sidebarPosition` says `right`. */
export const SidebarOnTheRight: Story = {
  args: {
    markup: drawerMarkup(
      'data-vitrine-drawer="side" data-drawer-sidebar="(min-width: 0px)" data-sidebar-position="right"',
    ),
  },
};

/** A page whose `sidebarPosition` is `none`: the same markup is a drawer behind its hamburger. */
export const PageWithoutSidebar: Story = {
  args: {
    markup: drawerMarkup(
      'data-vitrine-drawer="side" data-drawer-sidebar="(min-width: 0px)" data-sidebar-position="none"',
    ),
  },
};

/** An origin core does not know (`sideways`) is `side`. */
export const UnknownOrigin: Story = {
  args: { markup: drawerMarkup('data-vitrine-drawer="sideways"') },
  parameters: chromeScript({ play: openTheDrawer }),
};
