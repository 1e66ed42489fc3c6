// @vitest-environment jsdom
import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPhotoGalleryConfig } from '../config/photo-gallery-config';
import { PhotoGallery } from '../markup/PhotoGallery';
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
  it('logs what its config fell back on', () => {
    const { element, logger, unmounted } = render({ type: 'hexagon', images });
    mount(
      element,
      createTestContext(readPhotoGalleryConfig({ type: 'hexagon', images }), {
        logger,
        signal: unmounted.signal,
      }),
    );
    expect(logger.lines.map(([level, message]) => `${level}: ${message}`)).toEqual([
      'warn: type: "hexagon" is not a gallery type; square is used',
    ]);
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
