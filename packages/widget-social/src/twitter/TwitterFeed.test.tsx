import { act, cleanup, render } from '@testing-library/react';
import { CONSENT_COOKIE, consent, parseConfig, setConsentMode } from '@vitrine/widget-api';
import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { twitterFeedWidget } from '../definitions';
import type { TwitterFeedConfig } from './config';
import { twitterFeedConfig } from './config';
import { TwitterFeed } from './TwitterFeed';

type Observed = { callback: IntersectionObserverCallback };
let observers: Observed[] = [];

/** jsdom has no IntersectionObserver: this one reports what each test says about the viewport. */
class TestIntersectionObserver {
  constructor(readonly callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe() {}
  disconnect() {}
}

function reportViewport(isIntersecting: boolean) {
  for (const { callback } of observers)
    callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
}

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'twttr');
  for (const script of document.head.querySelectorAll('script')) script.remove();
  setConsentMode('notice');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

async function renderFeed(raw: Record<string, unknown>, inEditor = false) {
  const parsed = await parseConfig(twitterFeedConfig, raw);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const config: TwitterFeedConfig = parsed.config;
  const logger = recordingLogger();
  const { container } = render(
    <TwitterFeed config={config} context={createTestContext(config, { logger, inEditor })} />,
  );
  return { box: container.querySelector<HTMLElement>('.vw-twitter'), logger };
}

const profile = { twitterType: 'Profile', twitterUserName: 'HarborAndRye', numberOfTweets: 3 };

describe('TwitterFeed', () => {
  it('renders the platform’s embed anchor and loads the widgets script when in view', async () => {
    const { box } = await renderFeed(profile);
    const anchor = box?.querySelector('a.twitter-timeline');
    expect(anchor?.getAttribute('href')).toBe('https://twitter.com/HarborAndRye');
    expect(anchor?.getAttribute('data-tweet-limit')).toBe('3');
    expect(scripts()).toEqual([]);
    act(() => reportViewport(true));
    expect(scripts()).toEqual(['https://platform.twitter.com/widgets.js']);
  });

  it('out of view, waits for the first scroll and then 600 ms', async () => {
    vi.useFakeTimers();
    await renderFeed(profile);
    act(() => reportViewport(false));
    vi.advanceTimersByTime(5_000);
    expect(scripts()).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(599);
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scripts()).toEqual(['https://platform.twitter.com/widgets.js']);
  });

  it('a first touch starts it too', async () => {
    vi.useFakeTimers();
    await renderFeed(profile);
    act(() => reportViewport(false));
    window.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(600);
    expect(scripts()).toHaveLength(1);
  });

  it('hands the box to twttr.widgets.load once the script is there', async () => {
    const load = vi.fn(async () => {});
    const { box } = await renderFeed(profile);
    act(() => reportViewport(true));
    Object.assign(window, { twttr: { widgets: { load } } });
    await act(async () => {
      document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    });
    expect(load).toHaveBeenCalledWith(box);
    expect(box?.dataset.state).toBe('shown');
  });

  it('leaves a plain link to the profile when the script fails', async () => {
    const { box, logger } = await renderFeed({ ...profile, twitterType: 'Favorites' });
    expect(box?.querySelector('a')?.getAttribute('href')).toBe('https://twitter.com/HarborAndRye/likes');
    act(() => reportViewport(true));
    await act(async () => {
      document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    });
    const link = box?.querySelector('a');
    expect(link?.className).toBe('vw-twitter__profile');
    expect(link?.getAttribute('href')).toBe('https://twitter.com/HarborAndRye');
    expect(box?.dataset.state).toBe('failed');
    expect(logger.lines.some(([level]) => level === 'warn')).toBe(true);
  });

  it('before the visitor allows marketing, keeps the link with the facade and loads only on Load once', async () => {
    setConsentMode('opt-in');
    const { box } = await renderFeed(profile);
    act(() => reportViewport(true));
    expect(box?.querySelector('a.twitter-timeline')?.textContent).toBe('Posts by @HarborAndRye');
    expect(box?.querySelector('[data-third-party-facade="posts"]')?.textContent).toContain(
      'Provided by Twitter',
    );
    expect(scripts()).toEqual([]);
    await act(async () => box?.querySelector<HTMLButtonElement>('button[value=once]')?.click());
    expect(scripts()).toEqual(['https://platform.twitter.com/widgets.js']);
    expect(box?.querySelector('[data-third-party-facade]')).toBeNull();
    expect(consent.get()).toBeUndefined();
  });

  it('in the editor shows the facade, whatever the answer, and loads nothing', async () => {
    const { box } = await renderFeed(profile, true);
    act(() => reportViewport(true));
    expect(box?.querySelector<HTMLButtonElement>('[data-third-party-facade] button')?.disabled).toBe(true);
    expect(scripts()).toEqual([]);
  });

  it('shows nothing without an account name, its schema handing the host the warning', async () => {
    const { box } = await renderFeed({ twitterType: 'Profile' });
    expect(box).toBeNull();
    expect(await parseConfig(twitterFeedConfig, { twitterType: 'Profile' })).toMatchObject({
      ok: true,
      config: { timeline: undefined },
      warnings: ['twitterUserName undefined is not an account name; no feed is shown'],
    });
  });

  it('speaks the page’s language when the feed names none, its own when it does', async () => {
    const inFrench = async (raw: Record<string, unknown>) => {
      const parsed = await parseConfig(twitterFeedConfig, raw);
      if (!parsed.ok) throw new Error(parsed.problems.join('; '));
      render(
        <TwitterFeed
          config={parsed.config}
          context={createTestContext(parsed.config, { locale: 'fr-CA' })}
        />,
      );
      return document.querySelector('a.twitter-timeline')?.getAttribute('data-lang');
    };
    expect(await inFrench(profile)).toBe('fr');
    cleanup();
    expect(await inFrench({ ...profile, lang: 'de' })).toBe('de');
  });

  it('is defined with a lazily loaded mount', async () => {
    expect(twitterFeedWidget.selector).toBe('[data-vitrine-widget="twitter-feed"]');
    expect(typeof (await twitterFeedWidget.load()).mount).toBe('function');
  });
});
