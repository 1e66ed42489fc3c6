// @vitest-environment jsdom
import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoGallery } from '../markup/PhotoGallery';
import { readPhotoGalleryConfig } from './config';
import { mount } from './mount-photo-gallery';

const images = Array.from({ length: 6 }, (_, index) => ({
  url: `/g/${index}.jpg`,
  width: 1200,
  height: 800,
  title: `Picture ${index + 1}`,
  link: { href: `/site/s/page-${index}` },
}));

function render(raw: Record<string, unknown>) {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<PhotoGallery id="g1" config={raw} />);
  document.body.append(host);
  const element = host.firstElementChild as HTMLElement;
  const logger = recordingLogger();
  const unmounted = new AbortController();
  return { element, logger, unmounted, config: readPhotoGalleryConfig(raw) };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the photo gallery mount', () => {
  it('leaves what its config fell back on to the host to log', () => {
    const { element, logger, unmounted } = render({ type: 'hexagon', images });
    mount(
      element,
      createTestContext(readPhotoGalleryConfig({ type: 'hexagon', images }), {
        logger,
        signal: unmounted.signal,
      }),
    );
    expect(logger.lines).toEqual([]);
    unmounted.abort();
  });

  it('flips "View all" and "View less" (isAll)', () => {
    const raw = { images, options: { thumbnailsPerRow: 4, rowsToShow: 1 } };
    const { element, logger, unmounted, config } = render(raw);
    mount(element, createTestContext(config, { logger, signal: unmounted.signal }));
    const root = element.querySelector('.vg') as HTMLElement;
    const button = element.querySelector('button') as HTMLButtonElement;
    Element.prototype.scrollIntoView = vi.fn();
    expect(element.querySelectorAll('.vg-beyond-desktop')).toHaveLength(2);
    expect(button.textContent).toBe('View all');
    button.click();
    expect(root.classList.contains('vg--all')).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('View less');
    button.click();
    expect(root.classList.contains('vg--all')).toBe(false);
    expect(button.textContent).toBe('View all');
    unmounted.abort();
    button.click();
    expect(button.textContent).toBe('View all');
  });

  it('in the editor, forwards link clicks to the editor and opens nothing', () => {
    const raw = { images, linkGallery: true };
    const { element, logger, unmounted, config } = render(raw);
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    mount(
      element,
      createTestContext(config, {
        logger,
        signal: unmounted.signal,
        mode: 'editor',
        inEditor: true,
        widgetId: 'g1',
      }),
    );
    const link = element.querySelector('[data-vg-index="2"] a') as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'vitrine:gallery-link-click', widgetId: 'g1', index: 2, href: '/site/s/page-2' },
      '*',
    );
    unmounted.abort();
  });

  it("leaves a link gallery's links to the page", () => {
    const raw = { images, linkGallery: true };
    const { element, logger, unmounted, config } = render(raw);
    mount(element, createTestContext(config, { logger, signal: unmounted.signal }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('[data-vg-index="0"] a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    unmounted.abort();
  });

  it('says what is missing when the server rendered no gallery', () => {
    const element = document.createElement('div');
    const logger = recordingLogger();
    mount(element, createTestContext(readPhotoGalleryConfig({ images }), { logger }));
    expect(logger.lines[0]?.[0]).toBe('error');
  });
});

describe('the settings the spec names as attributes (widgets §3)', () => {
  it('the server writes data-text-layout, data-image-animation and data-link-gallery from the config', () => {
    const { element } = render({ images, textLayout: 'hover', imageAnimation: 'zoom' });
    expect(element.getAttribute('data-text-layout')).toBe('hover');
    expect(element.getAttribute('data-image-animation')).toBe('zoom');
    expect(element.getAttribute('data-link-gallery')).toBe('false');
  });

  it('the attributes win over the JSON config, the alternative', () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = (target: Element) => observed.push(target);
        unobserve() {}
        disconnect() {}
      },
    );
    // Markup from a server that laid captions out below and wrote other settings as attributes.
    const { element, logger, unmounted, config } = render({ images, textLayout: 'below' });
    element.setAttribute('data-text-layout', 'overlay');
    element.setAttribute('data-image-animation', 'fade');
    element.setAttribute('data-link-gallery', 'true');
    for (const item of element.querySelectorAll<HTMLElement>('.vg__item'))
      item.getBoundingClientRect = () => ({ top: 5000 }) as DOMRect;
    mount(element, createTestContext(config, { logger, signal: unmounted.signal }));
    const root = element.querySelector('.vg')!;
    expect(root.classList.contains('vg--text-overlay')).toBe(true);
    expect(root.classList.contains('vg--text-below')).toBe(false);
    expect(root.classList.contains('vg--anim-fade')).toBe(true);
    expect(observed).toHaveLength(images.length);
    // A link gallery opens no lightbox: the picture's link keeps its meaning.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('[data-vg-index="0"] a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(logger.lines).toEqual([]);
    unmounted.abort();
    vi.unstubAllGlobals();
  });

  it('a garbage attribute leaves the config’s value, with a warning', () => {
    const { element, logger, unmounted, config } = render({ images, textLayout: 'hover' });
    element.setAttribute('data-text-layout', 'sideways');
    element.setAttribute('data-link-gallery', 'maybe');
    mount(element, createTestContext(config, { logger, signal: unmounted.signal }));
    expect(element.querySelector('.vg')!.classList.contains('vg--text-hover')).toBe(true);
    expect(logger.lines.map(([level, message]) => `${level}: ${message}`)).toEqual([
      'warn: config: data-text-layout: "sideways" is not one of below, overlay, hover, none; hover is used',
      'warn: config: data-link-gallery: "maybe" is not true or false; false is used',
    ]);
    unmounted.abort();
  });
});
