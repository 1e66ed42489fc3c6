import { afterEach, describe, expect, it } from 'vitest';
import { chromeContext } from './chrome-context.test-support';
import { start } from './language-switcher';

const MARKUP = `
  <div data-vitrine-languages>
    <button type="button" lang="en" aria-controls="langs" aria-expanded="false" data-language-home="/en">English</button>
    <ul id="langs" hidden>
      <li><a href="/fr-about" hreflang="fr" lang="fr" data-language-home="/fr">Français</a></li>
    </ul>
  </div>
  <p id="outside">Elsewhere</p>`;

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  history.replaceState(null, '', '/');
});

function setUp() {
  const running = start(chromeContext(MARKUP));
  stop = running.stop;
  const button = document.querySelector('button') as HTMLButtonElement;
  const list = document.getElementById('langs') as HTMLElement;
  return { running, button, list, link: () => list.querySelector('a') as HTMLAnchorElement };
}

describe('language switcher', () => {
  it('opens and closes with its button', () => {
    const { button, list } = setUp();
    button.click();
    expect(list.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    button.click();
    expect(list.hidden).toBe(true);
  });

  it('closes on a click outside and on Escape, which gives focus to the button', () => {
    const { button, list } = setUp();
    button.click();
    document.getElementById('outside')?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(list.hidden).toBe(true);
    button.click();
    list.querySelector('a')?.focus();
    list.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('puts the picked language in the current slot and the current one in the list', () => {
    const { button, link } = setUp();
    button.click();
    link().addEventListener('click', (event) => event.preventDefault());
    link().click();
    expect(button.textContent).toBe('Français');
    expect(button.lang).toBe('fr');
    expect(link().textContent).toBe('English');
    expect(link().hreflang).toBe('en');
    expect(link().lang).toBe('en');
    expect(link().getAttribute('data-language-home')).toBe('/en');
  });

  it("leaves the first document's lang as the server rendered it", () => {
    history.replaceState(null, '', '/contact');
    document.documentElement.lang = 'es';
    const context = chromeContext(MARKUP);
    document.head.innerHTML = '<link rel="alternate" hreflang="en" href="/contact">';
    stop = start(context).stop;
    expect(document.documentElement.lang).toBe('es');
  });

  it("follows the page on screen: its links lead to the page's versions, else to each language's home", () => {
    const { running, link, button } = setUp();
    history.replaceState(null, '', '/fr-contact');
    document.head.innerHTML =
      '<link rel="alternate" hreflang="en" href="/contact"><link rel="alternate" hreflang="fr" href="/fr-contact">';
    running.refresh?.(document);
    expect(document.documentElement.lang).toBe('fr');
    expect(button.textContent).toBe('Français');
    expect(new URL(link().href).pathname).toBe('/contact');

    history.replaceState(null, '', '/gallery');
    document.head.innerHTML = '';
    running.refresh?.(document);
    expect(new URL(link().href).pathname).toBe('/en');
  });

  it('takes x-default for no language: the page in the main language stays that language', () => {
    const { running, link, button } = setUp();
    history.replaceState(null, '', '/contact');
    document.documentElement.lang = 'fr';
    document.head.innerHTML = [
      '<link rel="alternate" hreflang="en" href="https://site.example/contact">',
      '<link rel="alternate" hreflang="fr" href="https://site.example/fr-contact">',
      '<link rel="alternate" hreflang="x-default" href="https://site.example/contact">',
    ].join('');
    running.refresh?.(document);
    expect(document.documentElement.lang).toBe('en');
    expect(button.textContent).toBe('English');
    expect(link().href).toBe('https://site.example/fr-contact');
  });

  it("marks its links to load a whole document: a language's header, navigation and footer are its own", () => {
    const { link } = setUp();
    expect(link().hasAttribute('data-disable-ajax')).toBe(true);
  });
});
