import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChromeStoryArgs } from '../support/ChromePreview';
import { chromeArgTypes, chromeScript, renderChromeStory } from '../support/ChromePreview';

const MARKUP = `
<footer class="site-footer" style="padding:9rem 2rem 2rem">
  <div class="language-switcher" data-vitrine-languages>
    <button type="button" lang="en" aria-controls="story-languages" aria-expanded="false"
            data-language-home="#home">English</button>
    <ul id="story-languages" hidden>
      <li><a href="#nous-ecrire" hreflang="fr" lang="fr" data-language-home="#accueil">Français</a></li>
      <li><a href="#kontakt" hreflang="de" lang="de" data-language-home="#startseite">Deutsch</a></li>
    </ul>
  </div>
</footer>`;

const meta = {
  title: 'Chrome/Language switcher',
  parameters: {
    docs: {
      description: {
        component:
          "Core's language switcher (`data-vitrine-languages`): opens and closes, closes on an outside click and Escape; the picked language takes the button's slot.",
      },
    },
  },
  args: { markup: MARKUP },
  argTypes: chromeArgTypes,
  render: renderChromeStory,
} satisfies Meta<ChromeStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the current language on the button. */
export const Closed: Story = {};

/** Open: the other languages, each with `hreflang` and `lang`. */
export const Open: Story = {
  parameters: chromeScript({
    play: (box) => box.querySelector<HTMLElement>('[data-vitrine-languages] button')?.click(),
  }),
};
