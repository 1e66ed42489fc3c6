import type { Meta, StoryObj } from '@storybook/react-vite';
import { removeCookie } from '@vitrine/widget-api';
import { CONSENT_COOKIE } from '@vitrine/widget-api/consent';
import type { ChromeStoryArgs } from '../support/ChromePreview';
import { chromeArgTypes, chromeScript, renderChromeStory } from '../support/ChromePreview';

const MARKUP = `
<main data-vitrine-content><p>The page. The notice shows 1 s after it, at the bottom.</p></main>
<section id="story-cookie-notice" data-vitrine-cookie-notice data-privacy-href="#privacy" hidden></section>`;

// Core's `_dm_` flag that the notice was seen (widgets spec §9).
const SEEN_KEY = '_dm_cookie_notice_seen';

/** A visitor who has not seen the notice nor answered it (the story's own answer is forgotten after). */
function firstVisit(lang?: string) {
  return () => {
    localStorage.removeItem(SEEN_KEY);
    removeCookie(CONSENT_COOKIE);
    const before = document.documentElement.lang;
    if (lang) document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = before;
      localStorage.removeItem(SEEN_KEY);
      removeCookie(CONSENT_COOKIE);
    };
  };
}

const meta = {
  title: 'Chrome/Cookie notice',
  parameters: {
    ...chromeScript({ arrange: firstVisit() }),
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Core's cookie notice (`data-vitrine-cookie-notice`): once per visitor (until answered in the site's `opt-in` consent mode), 1 s after the page (4 s without a content container), never in preview or the editor; Accept all, Decline and Cookie settings (a switch per category) are kept for widget-api's `consent`.",
      },
    },
  },
  args: { markup: MARKUP },
  argTypes: chromeArgTypes,
  render: renderChromeStory,
} satisfies Meta<ChromeStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: the notice after 1 s, with the privacy link, Accept all, Decline and Cookie settings. */
export const FirstVisit: Story = {};

/** The page's language is French: the notice in French (German and Spanish too; English otherwise). */
export const InFrench: Story = { parameters: chromeScript({ arrange: firstVisit('fr') }) };

/** A language it does not ship (`tlh`): English. */
export const UnknownLanguage: Story = { parameters: chromeScript({ arrange: firstVisit('tlh') }) };

/** Already seen: nothing shows. */
export const AlreadySeen: Story = {
  parameters: chromeScript({
    arrange: () => {
      localStorage.setItem(SEEN_KEY, '1');
      return () => localStorage.removeItem(SEEN_KEY);
    },
  }),
};

/** In the preview (and the editor): never. */
export const InPreview: Story = { args: { mode: 'preview' } };
