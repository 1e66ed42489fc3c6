// @vitest-environment jsdom
import { recordingLogger } from '@vitrine/widget-api/testing';
import { describe, expect, it } from 'vitest';
import { fallBackOnce } from './fall-back-once';

function gallery(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('fallBackOnce', () => {
  it('swaps a failed image for its original once, dropping srcset and sizes', () => {
    const root = gallery(
      '<img src="/g/mobile/a.jpg" srcset="/g/thumbnail/a.jpg 160w, /g/a.jpg 1200w" sizes="50vw" data-vg-original="/g/a.jpg">',
    );
    const logger = recordingLogger();
    fallBackOnce(root, 'data-vg-original', logger, new AbortController().signal);
    const image = root.querySelector('img') as HTMLImageElement;
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe('/g/a.jpg');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('sizes')).toBe(false);
    expect(logger.lines).toEqual([]);

    // The original fails too: logged once, and left alone.
    image.dispatchEvent(new Event('error'));
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe('/g/a.jpg');
    expect(logger.lines.map(([level, message]) => [level, message])).toEqual([
      ['warn', 'an image could not be loaded, nor its fallback: http://localhost:3000/g/a.jpg'],
    ]);
  });

  it('stops listening when the widget unmounts', () => {
    const root = gallery('<img src="/b/mobile/x.jpg" data-vg-original="/b/x.jpg">');
    const unmounted = new AbortController();
    fallBackOnce(root, 'data-vg-original', recordingLogger(), unmounted.signal);
    unmounted.abort();
    const image = root.querySelector('img') as HTMLImageElement;
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe('/b/mobile/x.jpg');
  });

  it('drops the <source>s of a <picture>, which would win over the fallback', () => {
    const root = gallery(
      '<picture><source media="(min-width: 960px)" srcset="/bg/desktop/a.jpg"><img src="/bg/mobile/a.jpg" data-alt="/bg/a.jpg"></picture>',
    );
    fallBackOnce(root, 'data-alt', recordingLogger(), new AbortController().signal);
    root.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(root.querySelector('source')).toBeNull();
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/bg/a.jpg');
  });
});
