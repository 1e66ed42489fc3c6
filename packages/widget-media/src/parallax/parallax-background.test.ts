// @vitest-environment jsdom
import { recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parallaxOffset, startParallaxBackground } from './parallax-background';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('parallaxOffset', () => {
  it('moves the picture from -travel (entering at the bottom) to +travel (leaving at the top)', () => {
    expect(parallaxOffset(800, 400, 800, 100)).toBe(-100);
    expect(parallaxOffset(200, 400, 800, 100)).toBe(0);
    expect(parallaxOffset(-400, 400, 800, 100)).toBe(100);
    expect(parallaxOffset(5000, 400, 800, 100)).toBe(-100);
    expect(parallaxOffset(0, 0, 0, 100)).toBe(0);
  });
});

function section(top: number) {
  const element = document.createElement('section');
  element.getBoundingClientRect = () => ({ top, height: 400 }) as DOMRect;
  document.body.append(element);
  return element;
}

const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
  }));

describe('startParallaxBackground without scroll-driven animations', () => {
  it('places the picture on the next frame after a scroll, and removes everything on abort', () => {
    reducedMotion(false);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('innerHeight', 800);
    const element = section(200);
    const controller = new AbortController();
    startParallaxBackground(
      element,
      { image: '/oven.jpg', speed: 0.5 },
      { logger: recordingLogger(), signal: controller.signal },
    );
    const layer = element.querySelector<HTMLElement>('.vitrine-parallax');
    expect(layer?.getAttribute('aria-hidden')).toBe('true');
    expect(element.style.getPropertyValue('--vitrine-parallax-travel')).toBe('80px');
    frames.shift()?.(0);
    expect(layer?.style.transform).toBe('translateY(0.0px)');
    element.getBoundingClientRect = () => ({ top: -400, height: 400 }) as DOMRect;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
    frames.shift()?.(0);
    expect(layer?.style.transform).toBe('translateY(80.0px)');
    controller.abort();
    expect(element.querySelector('.vitrine-parallax')).toBeNull();
    expect(element.hasAttribute('data-vitrine-parallax')).toBe(false);
  });

  it('keeps the picture still under reduced motion', () => {
    reducedMotion(true);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const element = section(-300);
    startParallaxBackground(
      element,
      { image: '/oven.jpg', speed: 1 },
      {
        logger: recordingLogger(),
        signal: new AbortController().signal,
      },
    );
    frames.shift()?.(0);
    expect(element.querySelector<HTMLElement>('.vitrine-parallax')?.style.transform).toBe('');
  });

  it('swallows and logs an error, leaving the section as it was', () => {
    const logger = recordingLogger();
    const element = section(0);
    startParallaxBackground(
      element,
      { image: 'http://[bad', speed: 1 },
      {
        logger,
        signal: new AbortController().signal,
      },
    );
    expect(element.children).toHaveLength(0);
    expect(logger.lines.map(([level]) => level)).toEqual(['warn']);
  });
});
