// @vitest-environment jsdom
import { recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lightbox } from '../lightbox/open-lightbox';
import type { LinkableGallery } from './deep-links';
import { DeepLinks } from './deep-links';

type Events = Parameters<LinkableGallery['open']>[1];

/** A gallery whose lightbox is a stand-in: it records what it was asked and reports like PhotoSwipe. */
function fakeGallery(count: number) {
  const element = document.createElement('div');
  element.setAttribute('data-vitrine-widget', 'photo-gallery');
  document.body.append(element);
  const opened: Array<{ index: number; lightbox: Lightbox & { shown: number; open: boolean } }> = [];
  const focused: number[] = [];
  const gallery: LinkableGallery = {
    element,
    count,
    logger: recordingLogger(),
    async open(index, events: Events) {
      const lightbox = {
        shown: index,
        open: true,
        get index() {
          return this.shown;
        },
        goTo(next: number) {
          this.shown = next;
          events.onChange(next);
        },
        close() {
          if (!this.open) return;
          this.open = false;
          events.onClose(this.shown);
          events.onClosed(this.shown);
        },
        destroy() {
          this.close();
        },
      };
      events.onChange(index);
      opened.push({ index, lightbox });
      return lightbox;
    },
    focusPicture: (index) => focused.push(index),
  };
  return { gallery, opened, focused };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  history.replaceState(null, '', '/site/s/gallery');
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('DeepLinks', () => {
  it('opens gallery gid at picture pid from the address, and nothing for a hash out of range', async () => {
    const links = new DeepLinks(window);
    const first = fakeGallery(3);
    const second = fakeGallery(4);
    history.replaceState(null, '', '#pid=3&gid=2');
    links.register(first.gallery);
    links.register(second.gallery);
    await settle();
    expect(first.opened).toEqual([]);
    expect(second.opened.map(({ index }) => index)).toEqual([2]);

    const third = new DeepLinks(window);
    const other = fakeGallery(2);
    history.replaceState(null, '', '#pid=3&gid=3');
    third.register(other.gallery);
    await settle();
    expect(other.opened).toEqual([]);
  });

  it('adds one history entry on open, follows the picture, and steps back over it on close', async () => {
    const links = new DeepLinks(window);
    const { gallery, opened, focused } = fakeGallery(5);
    const unregister = links.register(gallery);
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    const length = history.length;
    expect(await links.openFromPage(gallery, 1)).toBe(true);
    expect(location.hash).toBe('#pid=2&gid=1');
    expect(history.length).toBe(length + 1);
    const [{ lightbox }] = opened as [(typeof opened)[number]];
    lightbox.goTo(3);
    expect(location.hash).toBe('#pid=4&gid=1');
    expect(history.length).toBe(length + 1);
    lightbox.close();
    expect(back).toHaveBeenCalledTimes(1);
    expect(focused).toEqual([3]);
    unregister();
  });

  it('closes the lightbox when the hash goes (Back), without touching history again', async () => {
    const links = new DeepLinks(window);
    const { gallery, opened } = fakeGallery(5);
    links.register(gallery);
    await links.openFromPage(gallery, 0);
    const back = vi.spyOn(history, 'back');
    history.replaceState(history.state, '', '/site/s/gallery');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(opened[0]?.lightbox.open).toBe(false);
    expect(back).not.toHaveBeenCalled();
  });

  it('removes the hash it was opened with when the visitor closes it', async () => {
    const links = new DeepLinks(window);
    const { gallery, opened } = fakeGallery(5);
    history.replaceState(null, '', '#preview&pid=2&gid=1');
    links.register(gallery);
    await settle();
    opened[0]?.lightbox.close();
    expect(location.hash).toBe('#preview');
  });

  it('closes the lightbox without a word when its gallery unmounts', async () => {
    const links = new DeepLinks(window);
    const { gallery, opened, focused } = fakeGallery(5);
    const unregister = links.register(gallery);
    await links.openFromPage(gallery, 0);
    unregister();
    expect(opened[0]?.lightbox.open).toBe(false);
    expect(focused).toEqual([]);
  });

  it('logs a lightbox that cannot load, and opens nothing', async () => {
    const links = new DeepLinks(window);
    const { gallery } = fakeGallery(2);
    gallery.open = () => Promise.reject(new Error('offline'));
    links.register(gallery);
    expect(await links.openFromPage(gallery, 0)).toBe(false);
    expect((gallery.logger as ReturnType<typeof recordingLogger>).lines[0]?.[1]).toBe(
      'the lightbox could not be opened',
    );
    expect(location.hash).toBe('');
  });
});
