import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consent } from './consent';
import { consentAllows, setConsentMode } from './consent-mode';
import { thirdPartyFacade } from './third-party-facade';
import { loadThirdPartyScript } from './third-party-loader';
import { THIRD_PARTY_PROVIDERS } from './third-party-providers';

const { disqus, ecwid } = THIRD_PARTY_PROVIDERS;
let host: HTMLElement;

const facadeIn = (element: Element) => element.querySelector<HTMLElement>('[data-third-party-facade]');
const buttonOf = (element: Element, value: 'once' | 'always') =>
  element.querySelector<HTMLButtonElement>(`.vitrine-facade button[value=${value}]`) as HTMLButtonElement;
const settled = (promise: Promise<unknown>) => {
  const state = { done: false };
  promise.then(
    () => (state.done = true),
    () => {},
  );
  return state;
};

beforeEach(() => {
  setConsentMode('opt-in');
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  document.documentElement.removeAttribute('lang');
  setConsentMode('notice');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

describe('thirdPartyFacade', () => {
  it('shows nothing and resolves at once where the category is allowed', async () => {
    setConsentMode('notice');
    expect(await thirdPartyFacade(host, { provider: disqus, content: 'comments' })).toBe('answer');
    expect(host.childElementCount).toBe(0);
  });

  it('says what it is, who provides it and which category waits, as a labelled group with two buttons', () => {
    void thirdPartyFacade(host, { provider: disqus, content: 'comments' });
    const facade = facadeIn(host) as HTMLElement;
    expect(facade.getAttribute('role')).toBe('group');
    const title = document.getElementById(facade.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Comments');
    const text = document.getElementById(facade.getAttribute('aria-describedby') ?? '');
    expect(text?.textContent).toContain('connects you to Disqus');
    expect(text?.textContent).toContain('“Marketing”');
    expect(facade.textContent).toContain('Provided by Disqus');
    expect([...facade.querySelectorAll('button')].map((button) => [button.type, button.textContent])).toEqual(
      [
        ['button', 'Load once'],
        ['button', 'Always allow “Marketing”'],
      ],
    );
  });

  it("speaks the page's language, and English (marked so) in one it has no texts for", () => {
    document.documentElement.lang = 'fr-CA';
    void thirdPartyFacade(host, { provider: ecwid, content: 'store' });
    expect(facadeIn(host)?.textContent).toContain('Boutique en ligne');
    expect(buttonOf(host, 'always').textContent).toBe('Toujours autoriser « Fonctionnels »');
    expect(facadeIn(host)?.hasAttribute('lang')).toBe(false);
    const other = document.createElement('div');
    other.lang = 'ja';
    document.body.append(other);
    void thirdPartyFacade(other, { provider: ecwid, content: 'store' });
    expect(facadeIn(other)?.lang).toBe('en');
    expect(buttonOf(other, 'once').textContent).toBe('Load once');
  });

  it('Load once resolves for this facade only, records no answer, and returns focus to the host', async () => {
    const other = document.createElement('div');
    document.body.append(other);
    const first = thirdPartyFacade(host, { provider: disqus, content: 'comments', focus: true });
    const second = settled(thirdPartyFacade(other, { provider: disqus, content: 'comments' }));
    expect(document.activeElement).toBe(buttonOf(host, 'once'));
    buttonOf(host, 'once').click();
    expect(await first).toBe('once');
    expect(facadeIn(host)).toBeNull();
    expect(document.activeElement).toBe(host);
    expect(consent.get()).toBeUndefined();
    expect(consentAllows('marketing')).toBe(false);
    await Promise.resolve();
    expect(second.done).toBe(false);
    expect(facadeIn(other)).not.toBeNull();
  });

  it("Always allow adds the category to the visitor's answer, and every facade of that category resolves", async () => {
    consent.set(['functional']);
    const other = document.createElement('div');
    document.body.append(other);
    const first = thirdPartyFacade(host, { provider: disqus, content: 'comments' });
    const second = thirdPartyFacade(other, { provider: THIRD_PARTY_PROVIDERS.twitter, content: 'posts' });
    buttonOf(host, 'always').click();
    expect(await Promise.all([first, second])).toEqual(['always', 'answer']);
    expect(consent.get()).toEqual(['necessary', 'functional', 'marketing']);
    expect(document.cookie).toContain(CONSENT_COOKIE);
    expect(facadeIn(host)).toBeNull();
    expect(facadeIn(other)).toBeNull();
  });

  it('resolves when the visitor accepts elsewhere (the notice), and a double click changes nothing', async () => {
    const allowed = thirdPartyFacade(host, { provider: disqus, content: 'comments' });
    consent.set(['marketing']);
    expect(await allowed).toBe('answer');
    expect(facadeIn(host)).toBeNull();
    const again = thirdPartyFacade(host, { provider: ecwid, content: 'store' });
    const once = buttonOf(host, 'once');
    once.click();
    once.click();
    expect(await again).toBe('once');
    expect(host.childElementCount).toBe(0);
  });

  it('goes away and rejects with the reason when the widget unmounts', async () => {
    const unmount = new AbortController();
    const facade = thirdPartyFacade(host, { provider: disqus, content: 'comments', signal: unmount.signal });
    unmount.abort(new Error('unmounted'));
    await expect(facade).rejects.toThrow('unmounted');
    expect(facadeIn(host)).toBeNull();
    consent.set(['marketing']);
    await Promise.resolve();
    expect(facadeIn(host)).toBeNull();
  });

  it('in the editor shows whatever the answer, with its buttons disabled, and never lets anything through', async () => {
    setConsentMode('notice');
    const closed = new AbortController();
    const facade = thirdPartyFacade(host, {
      provider: disqus,
      content: 'comments',
      inEditor: true,
      signal: closed.signal,
    });
    const passed = settled(facade);
    expect([...host.querySelectorAll('button')].map((button) => button.disabled)).toEqual([true, true]);
    buttonOf(host, 'once').click();
    consent.set(['marketing']);
    await Promise.resolve();
    expect(passed.done).toBe(false);
    closed.abort(new Error('unmounted'));
    await expect(facade).rejects.toThrow('unmounted');
    expect(facadeIn(host)).toBeNull();
  });
});

describe("the loader's granted consent", () => {
  it('starts a load the visitor granted through a facade whatever their answer', () => {
    const url = 'https://harbor.disqus.example/embed.js';
    const waiting = new AbortController();
    void loadThirdPartyScript(document, url, { provider: disqus, signal: waiting.signal }).catch(() => {});
    expect(document.head.querySelector('script')).toBeNull();
    waiting.abort();
    void loadThirdPartyScript(document, url, { provider: disqus, consent: 'granted' }).catch(() => {});
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(url);
  });
});
