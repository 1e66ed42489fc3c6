// @vitest-environment jsdom
import { createTestContext, recordingLogger, testViewport } from '@vitrine/widget-api/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageSlider } from '../markup/ImageSlider';
import { readImageSliderConfig } from './config';
import { mount } from './mount-image-slider';

const startSwiper = vi.hoisted(() => vi.fn());
vi.mock('./start-swiper', () => ({ startSwiper }));

const slides = [
  { url: '/g/rye.jpg', width: 1200, height: 800, title: 'Rye' },
  { url: '/g/spelt.jpg', width: 1200, height: 800, title: 'Spelt' },
];

function viewport() {
  vi.stubGlobal('IntersectionObserver', testViewport.IntersectionObserver);
  return testViewport;
}

function render(raw: Record<string, unknown>) {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<ImageSlider id="s1" config={raw} />);
  document.body.append(host);
  // React puts the first slide's preload hint before the element.
  const element = host.querySelector<HTMLElement>('[data-vitrine-widget="image-slider"]') as HTMLElement;
  return { element, config: readImageSliderConfig(raw) };
}

/** Lets the mount's dynamic import of the Swiper chunk settle. */
const chunkLoaded = () => vi.dynamicImportSettled();

afterEach(() => {
  document.body.replaceChildren();
  startSwiper.mockReset();
  vi.unstubAllGlobals();
});

describe('the image slider mount', () => {
  it('loads Swiper only once the slider nears the viewport, and stops it on unmount', async () => {
    const stop = vi.fn();
    startSwiper.mockReturnValue(stop);
    const near = viewport();
    const { element, config } = render({ slides, interval: 4 });
    const unmounted = new AbortController();
    const cleanup = mount(element, createTestContext(config, { signal: unmounted.signal }));
    await chunkLoaded();
    expect(startSwiper).not.toHaveBeenCalled();

    near.reach();
    await chunkLoaded();
    expect(startSwiper).toHaveBeenCalledTimes(1);
    expect(startSwiper.mock.calls[0]?.[0]).toBe(element.querySelector('.vg-slider'));
    expect(startSwiper.mock.calls[0]?.[1]).toMatchObject({ interval: 4 });

    if (typeof cleanup === 'function') cleanup();
    unmounted.abort();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('starts Swiper at once in the editor, where nothing scrolls it into view', async () => {
    viewport();
    const { element, config } = render({ slides });
    mount(element, createTestContext(config, { mode: 'editor', inEditor: true }));
    await chunkLoaded();
    expect(startSwiper).toHaveBeenCalledTimes(1);
  });

  it('never loads Swiper for a single slide, nor once unmounted before it is reached', async () => {
    const near = viewport();
    const single = render({ slides: slides.slice(0, 1) });
    mount(single.element, createTestContext(single.config));
    const two = render({ slides });
    const unmounted = new AbortController();
    mount(two.element, createTestContext(two.config, { signal: unmounted.signal }));
    unmounted.abort();
    near.reach();
    await chunkLoaded();
    expect(startSwiper).not.toHaveBeenCalled();
  });

  it('gives a slide that fails to load its alternative path, once (widgets §8)', () => {
    viewport();
    const { element, config } = render({ slides });
    const logger = recordingLogger();
    mount(element, createTestContext(config, { logger }));
    const image = element.querySelector<HTMLImageElement>('img[data-vg-alternative]');
    expect(image).not.toBeNull();
    const alternative = image?.getAttribute('data-vg-alternative');
    image?.dispatchEvent(new Event('error'));
    expect(image?.getAttribute('src')).toBe(alternative);
    image?.dispatchEvent(new Event('error'));
    expect(logger.lines.map(([level, message]) => [level, message])).toEqual([
      ['warn', `an image could not be loaded, nor its fallback: http://localhost:3000${alternative}`],
    ]);
  });

  it('says so when the element holds no slider markup but its config has slides', () => {
    const element = document.createElement('div');
    const logger = recordingLogger();
    mount(element, createTestContext(readImageSliderConfig({ slides }), { logger }));
    expect(logger.lines.map(([level, message]) => [level, message])).toEqual([
      ['error', expect.stringContaining('no slider markup (.vg-slider)')],
    ]);
  });
});
