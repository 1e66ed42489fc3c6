// @vitest-environment jsdom
import { CONSENT_COOKIE, consent, setConsentMode } from '@vitrine/widget-api';
import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVideoBackground } from './video-background';

// widget-api's `watchVisibility` keeps one observer per window, made by the first test: it reports on the element
// observed last.
let observed: Element | undefined;
let report: ((entries: Array<{ isIntersecting: boolean; target: Element | undefined }>) => void) | undefined;
const intersect = (isIntersecting: boolean) => report?.([{ isIntersecting, target: observed }]);

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: NonNullable<typeof report>) {
        report = callback;
      }
      observe(element: Element) {
        observed = element;
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  setConsentMode('notice');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

function section(descriptor: string | null, attributes: Record<string, string> = {}) {
  const element = document.createElement('section');
  if (descriptor !== null) element.setAttribute('data-video-bg', descriptor);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append('Fresh bread every morning');
  document.body.append(element);
  return element;
}

const cdn = JSON.stringify({
  provider: 'cdn',
  id: '/media/oven.webm',
  poster: '/media/oven.jpg',
  opacity: 60,
});

describe('startVideoBackground', () => {
  it('silently ignores invalid data: nothing at all, or the poster it could read', () => {
    const logger = recordingLogger();
    for (const raw of [null, '', '{oops', '{"provider":"flash","id":"1"}']) {
      const element = section(raw);
      expect(() => startVideoBackground(element, createTestContext({}, { logger }))).not.toThrow();
      expect(element.querySelector('.vitrine-video-bg')).toBeNull();
    }
    const element = section(JSON.stringify({ provider: 'youtube', id: 'bad id!', poster: '/still.jpg' }));
    startVideoBackground(element, createTestContext({}, { logger }));
    expect(element.querySelector<HTMLElement>('.vitrine-video-bg')?.style.backgroundImage).toContain(
      '/still.jpg',
    );
    expect(element.querySelector('video, iframe')).toBeNull();
    expect(logger.lines).toEqual([]);
  });

  it('plays muted, inline, without controls, only in view and while the page is visible', () => {
    const element = section(cdn);
    const controller = new AbortController();
    startVideoBackground(element, createTestContext({}, { signal: controller.signal }));
    const video = element.querySelector('video');
    expect([video?.muted, video?.playsInline, video?.controls, video?.loop]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(element.getAttribute('data-video-bg-state')).toBe('poster');
    expect(element.lastChild?.textContent).toBe('Fresh bread every morning');
    intersect(true);
    expect(element.getAttribute('data-video-bg-state')).toBe('playing');
    expect(element.querySelector<HTMLElement>('.vitrine-video-bg')?.style.opacity).toBe('0.6');
    intersect(false);
    expect(element.getAttribute('data-video-bg-state')).toBe('paused');
    intersect(true);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(element.getAttribute('data-video-bg-state')).toBe('paused');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(element.getAttribute('data-video-bg-state')).toBe('playing');
    controller.abort();
    expect(element.querySelector('.vitrine-video-bg')).toBeNull();
    expect(element.hasAttribute('data-video-bg-state')).toBe(false);
  });

  it('does not loop when told not to, and shows the poster only on mobile without the flag', () => {
    const once = section(cdn, { 'data-video-bg-no-loop': 'true' });
    startVideoBackground(once, createTestContext({}));
    expect(once.querySelector('video')?.loop).toBe(false);
    const phone = section(cdn);
    startVideoBackground(phone, createTestContext({}, { device: 'mobile' }));
    expect(phone.querySelector('video')).toBeNull();
    expect(phone.querySelector('.vitrine-video-bg')).not.toBeNull();
    const allowed = section(cdn, { 'data-video-bg-mobile': 'true' });
    startVideoBackground(allowed, createTestContext({}, { device: 'mobile' }));
    expect(allowed.querySelector('video')).not.toBeNull();
  });

  it('keeps a YouTube background hidden until its player says it plays', () => {
    const element = section(JSON.stringify({ provider: 'youtube', id: 'dQw4w9WgXcQ' }));
    startVideoBackground(element, createTestContext({}));
    intersect(true);
    const frame = element.querySelector('iframe');
    expect(frame?.src).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?');
    expect(element.querySelector('[data-playing]')).toBeNull();
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://www.youtube-nocookie.com',
        data: '{"event":"onStateChange","info":1}',
        source: frame?.contentWindow ?? null,
      }),
    );
    expect(element.querySelector('[data-playing]')).not.toBeNull();
    expect(element.getAttribute('data-video-bg-state')).toBe('playing');
  });

  it('unloads a Dailymotion background while it is out of view, since its player takes no pause message', () => {
    const element = section(
      JSON.stringify({ provider: 'dailymotion', id: 'x8abc12', poster: '/still.jpg' }),
      {
        'data-video-bg-no-loop': 'true',
      },
    );
    startVideoBackground(element, createTestContext({}, { device: 'tablet' }));
    expect(element.querySelector('iframe')).toBeNull();
    intersect(true);
    const frame = element.querySelector('iframe');
    expect(frame?.src).toBe(
      'https://geo.dailymotion.com/player.html?video=x8abc12&autoplay=true&mute=true&loop=false&scaleMode=fill',
    );
    intersect(false);
    expect(element.querySelector('iframe')).toBeNull();
    intersect(true);
    expect(element.querySelector('iframe')).not.toBeNull();
  });

  it("in opt-in mode, before an answer, has no facade and requests nothing off the site: the site's own file and poster play, another host's wait", async () => {
    setConsentMode('opt-in');
    const own = section(cdn);
    startVideoBackground(own, createTestContext({}));
    intersect(true);
    expect(own.querySelector('video')?.getAttribute('src')).toBe(`${location.origin}/media/oven.webm`);
    expect(own.getAttribute('data-video-bg-state')).toBe('playing');

    const hosted = section(
      JSON.stringify({
        provider: 'cdn',
        id: 'https://videos.example.net/oven.webm',
        poster: 'https://videos.example.net/oven.jpg',
      }),
    );
    startVideoBackground(hosted, createTestContext({}));
    intersect(true);
    const layer = hosted.querySelector<HTMLElement>('.vitrine-video-bg');
    expect(hosted.querySelector('video')?.hasAttribute('src')).toBe(false);
    expect(layer?.style.backgroundImage).toBe('');
    expect(hosted.getAttribute('data-video-bg-state')).toBe('poster');
    expect(hosted.querySelector('button, [data-third-party-facade]')).toBeNull();
    consent.set(['necessary', 'functional']);
    await vi.waitFor(() => expect(hosted.getAttribute('data-video-bg-state')).toBe('playing'));
    expect(hosted.querySelector('video')?.getAttribute('src')).toBe('https://videos.example.net/oven.webm');
    expect(layer?.style.backgroundImage).toContain('https://videos.example.net/oven.jpg');
  });

  it('in opt-in mode keeps a YouTube background to its poster, its frame empty, until marketing is allowed', async () => {
    setConsentMode('opt-in');
    const element = section(
      JSON.stringify({ provider: 'youtube', id: 'dQw4w9WgXcQ', poster: 'https://i.ytimg.com/vi/x/hq.jpg' }),
    );
    startVideoBackground(element, createTestContext({}));
    intersect(true);
    const layer = element.querySelector<HTMLElement>('.vitrine-video-bg');
    expect(element.querySelector('iframe')?.hasAttribute('src')).toBe(false);
    // YouTube's still is YouTube's image host: not even the poster before its category is allowed.
    expect(layer?.style.backgroundImage).toBe('');
    consent.set(['necessary', 'functional']);
    await Promise.resolve();
    expect(element.querySelector('iframe')?.hasAttribute('src')).toBe(false);
    consent.set(['necessary', 'marketing']);
    await vi.waitFor(() =>
      expect(element.querySelector('iframe')?.src).toContain('https://www.youtube-nocookie.com/embed/'),
    );
    expect(layer?.style.backgroundImage).toContain('i.ytimg.com');
  });
});
