import { CONSENT_COOKIE, consent, setConsentMode } from '@vitrine/widget-api';
import { createTestContext } from '@vitrine/widget-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount as mountCounter } from '../counter/mount-comment-count';
import type { CommentsConfig } from './config';
import { mount } from './mount-comments';

const DISQUS_EMBED = 'https://harbor.disqus.com/embed.js';
const scriptSources = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
let unmount: AbortController;

beforeEach(() => {
  unmount = new AbortController();
  setConsentMode('opt-in');
});

afterEach(() => {
  unmount.abort();
  document.body.replaceChildren();
  document.head.replaceChildren();
  setConsentMode('notice');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

function mountComments(config: Partial<CommentsConfig> = {}, inEditor = false) {
  const element = document.createElement('div');
  document.body.append(element);
  mount(
    element,
    createTestContext<CommentsConfig>(
      { disqusShortName: 'harbor', disqusId: 'post-1', facebook: true, numPosts: 5, nearPx: 300, ...config },
      { signal: unmount.signal, inEditor },
    ),
  );
  const box = (provider: string) =>
    element.querySelector(`[data-comments-provider="${provider}"]`) as Element;
  return { element, box };
}

describe('comments before the visitor allows marketing', () => {
  it("shows each provider's facade, requests nothing, and says nothing is loading", () => {
    const { box } = mountComments();
    for (const provider of ['disqus', 'facebook']) {
      const facade = box(provider).querySelector('[data-third-party-facade="comments"]');
      expect(facade?.textContent).toContain(
        provider === 'disqus' ? 'Provided by Disqus' : 'Provided by Facebook',
      );
      expect(box(provider).hasAttribute('aria-busy')).toBe(false);
      expect((box(provider).querySelector('.vw-comments__message') as HTMLElement).hidden).toBe(true);
    }
    expect(scriptSources()).toEqual([]);
  });

  it("Load once loads that provider's embed only, without recording an answer", async () => {
    const { box } = mountComments();
    box('disqus').querySelector<HTMLButtonElement>('button[value=once]')?.click();
    await vi.waitFor(() => expect(scriptSources()).toEqual([DISQUS_EMBED]));
    expect(box('disqus').querySelector('[data-third-party-facade]')).toBeNull();
    expect(box('disqus').textContent).toContain('Loading comments…');
    expect(box('facebook').querySelector('[data-third-party-facade]')).not.toBeNull();
    expect(consent.get()).toBeUndefined();
  });

  it('Always allow loads both, and the counter counts only then', async () => {
    const counter = document.createElement('span');
    counter.dataset.disqusShortName = 'harbor';
    counter.innerHTML = '<a href="#comments">Comments</a>';
    document.body.append(counter);
    mountCounter(counter, createTestContext({}, { signal: unmount.signal }));
    const { box } = mountComments();
    // Not counted, and not guessed: the link says what the server wrote.
    expect(scriptSources()).toEqual([]);
    expect(counter.textContent).toBe('Comments');
    box('facebook').querySelector<HTMLButtonElement>('button[value=always]')?.click();
    await vi.waitFor(() =>
      expect(scriptSources().sort()).toEqual(
        [
          'https://harbor.disqus.com/count.js',
          DISQUS_EMBED,
          'https://connect.facebook.net/en_US/sdk.js#xfbml=1&version=v19.0',
        ].sort(),
      ),
    );
    expect(consent.get()).toEqual(['necessary', 'marketing']);
  });
});

describe('comments in the editor', () => {
  it('show their facades with the buttons disabled, whatever the answer, and load nothing', async () => {
    consent.set(['marketing']);
    const { element } = mountComments({}, true);
    const buttons = [...element.querySelectorAll<HTMLButtonElement>('[data-third-party-facade] button')];
    expect(buttons.map((button) => button.disabled)).toEqual([true, true, true, true]);
    await Promise.resolve();
    expect(scriptSources()).toEqual([]);
  });
});
