// @vitest-environment jsdom
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
});
