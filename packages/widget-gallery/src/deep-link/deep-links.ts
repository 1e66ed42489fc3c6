import type { Logger } from '@vitrine/widget-api';
import { widgetSelector } from '@vitrine/widget-api';
import type { Lightbox } from '../lightbox/open-lightbox';
import type { GalleryHash } from './gallery-hash';
import { galleryHash, parseGalleryHash } from './gallery-hash';

/** What the deep links need of a mounted photo gallery. */
export interface LinkableGallery {
  readonly element: HTMLElement;
  readonly count: number;
  readonly logger: Logger;
  /** Opens the lightbox at `index` (0-based); rejects when its code cannot be loaded. */
  open(
    index: number,
    events: { onChange(index: number): void; onClose(index: number): void; onClosed(index: number): void },
  ): Promise<Lightbox>;
  /** Puts focus back on the page once the lightbox closes at `index`. */
  focusPicture(index: number): void;
}

interface Showing {
  gallery: LinkableGallery;
  gid: number;
  lightbox: Lightbox | undefined;
  /** The hash already left the URL (Back, a typed hash): closing must not touch history again. */
  hashGone: boolean;
  /** Closed because its gallery is gone or another picture was asked for first: nothing else to do. */
  silent?: boolean;
}

/** Marks the history entries the gallery added, so closing can step back over its own entry only. */
const ENTRY_MARK = 'vitrineGallery';

export const PHOTO_GALLERY_SELECTOR = widgetSelector('photo-gallery');

/**
 * The `#pid={n}&gid={n}` deep links of a page's photo galleries (widgets §2), one per window: PhotoSwipe 5 has
 * no history module. Galleries are numbered in document order, from 1. The hash opens its picture on a
 * document load and after an in-page navigation (when the gallery mounts), and whenever it changes; the hash
 * follows the visitor from picture to picture; opening from a thumbnail adds a history entry, so Back closes
 * the lightbox before it leaves the page. A hash that names no gallery or picture of the page opens nothing.
 */
export class DeepLinks {
  readonly #win: Window;
  readonly #galleries = new Set<LinkableGallery>();
  #showing: Showing | undefined;
  /** A history step of ours is on its way: the hash on screen is stale until it lands. */
  #steppingBack = false;
  #listening: AbortController | undefined;

  constructor(win: Window) {
    this.#win = win;
  }

  /** Adds a mounted gallery; the returned function removes it (closing its lightbox at once). */
  register(gallery: LinkableGallery): () => void {
    this.#galleries.add(gallery);
    this.#listen();
    this.sync();
    return () => {
      this.#galleries.delete(gallery);
      const showing = this.#showing;
      if (showing?.gallery === gallery) {
        showing.silent = true;
        this.#showing = undefined;
        showing.lightbox?.destroy();
      }
      if (this.#galleries.size === 0) {
        this.#listening?.abort();
        this.#listening = undefined;
      }
    };
  }

  /** A visitor opened a picture from its thumbnail: a new history entry, so Back closes it. */
  async openFromPage(gallery: LinkableGallery, index: number): Promise<boolean> {
    const gid = this.#numberOf(gallery);
    if (gid === undefined) return false;
    return this.#show(gallery, gid, index, 'push');
  }

  /** Opens or closes the lightbox to match the URL's hash. */
  sync(): void {
    if (this.#steppingBack) return;
    const named = parseGalleryHash(this.#win.location.hash);
    const showing = this.#showing;
    if (!named) {
      if (showing) {
        showing.hashGone = true;
        this.#close(showing);
      }
      return;
    }
    const target = this.#find(named);
    if (!target) return;
    if (showing?.gallery === target) {
      if (showing.lightbox && showing.lightbox.index !== named.pid - 1) showing.lightbox.goTo(named.pid - 1);
      return;
    }
    if (showing) {
      showing.hashGone = true;
      this.#close(showing);
    }
    void this.#show(target, named.gid, named.pid - 1, 'keep');
  }

  #listen(): void {
    if (this.#listening) return;
    this.#listening = new AbortController();
    const { signal } = this.#listening;
    const onHistory = () => {
      this.#steppingBack = false;
      this.sync();
    };
    this.#win.addEventListener('hashchange', onHistory, { signal });
    this.#win.addEventListener('popstate', onHistory, { signal });
    // Links to `#pid=…&gid=…` on the page: taken before core's link handling, which would only look for an
    // element of that id (and a browser's own hash change would not add the entry Back closes).
    this.#win.document.addEventListener('click', (event) => this.#onLinkClick(event), {
      capture: true,
      signal,
    });
  }

  #onLinkClick(event: MouseEvent): void {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link || link.closest(PHOTO_GALLERY_SELECTOR)) return;
    let url: URL;
    try {
      url = new URL(link.getAttribute('href') ?? '', this.#win.location.href);
    } catch {
      return;
    }
    const here = this.#win.location;
    if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return;
    const named = parseGalleryHash(url.hash);
    const target = named && this.#find(named);
    if (!named || !target) return;
    event.preventDefault();
    void this.#show(target, named.gid, named.pid - 1, 'push');
  }

  /** The registered gallery number `gid` has, when it has picture `pid`. */
  #find({ gid, pid }: GalleryHash): LinkableGallery | undefined {
    for (const gallery of this.#galleries)
      if (this.#numberOf(gallery) === gid) return pid <= gallery.count ? gallery : undefined;
    return undefined;
  }

  #numberOf(gallery: LinkableGallery): number | undefined {
    const all = [...this.#win.document.querySelectorAll(PHOTO_GALLERY_SELECTOR)];
    const position = all.indexOf(gallery.element);
    return position === -1 ? undefined : position + 1;
  }

  async #show(
    gallery: LinkableGallery,
    gid: number,
    index: number,
    history: 'push' | 'keep',
  ): Promise<boolean> {
    const current = this.#showing;
    if (current?.gallery === gallery) {
      current.lightbox?.goTo(index);
      return true;
    }
    if (current) {
      current.hashGone = true;
      this.#close(current);
    }
    const showing: Showing = { gallery, gid, lightbox: undefined, hashGone: false };
    this.#showing = showing;
    let lightbox: Lightbox;
    try {
      lightbox = await gallery.open(index, {
        onChange: (shown) => {
          // Not while it opens (PhotoSwipe says "change" then too): the entry it opens from keeps its address.
          if (this.#showing === showing && showing.lightbox && !showing.hashGone)
            this.#writeHash({ gid, pid: shown + 1 }, 'replace');
        },
        onClose: () => this.#closed(showing),
        // Focus goes back to the page once PhotoSwipe's focus trap is gone with it.
        onClosed: (shown) => {
          if (!showing.silent) gallery.focusPicture(shown);
        },
      });
    } catch (error) {
      if (this.#showing === showing) this.#showing = undefined;
      gallery.logger.error('the lightbox could not be opened', error);
      return false;
    }
    if (this.#showing !== showing) {
      // Closed, or replaced by another picture, while its code was loading.
      showing.silent = true;
      lightbox.destroy();
      return false;
    }
    showing.lightbox = lightbox;
    if (history === 'push') this.#writeHash({ gid, pid: lightbox.index + 1 }, 'push');
    return true;
  }

  #close(showing: Showing): void {
    if (this.#showing === showing) this.#showing = undefined;
    showing.lightbox?.close();
  }

  /** The lightbox is closing, whoever closed it: the URL loses its hash unless it already has. */
  #closed(showing: Showing): void {
    if (this.#showing === showing) this.#showing = undefined;
    if (showing.silent || showing.hashGone) return;
    const { history } = this.#win;
    if (parseGalleryHash(this.#win.location.hash) === undefined) return;
    if ((history.state as Record<string, unknown> | null)?.[ENTRY_MARK]) {
      // Our own entry: stepping back over it leaves history as it was before the picture opened.
      this.#steppingBack = true;
      history.back();
    } else this.#writeHash(undefined, 'replace');
  }

  #writeHash(picture: GalleryHash | undefined, mode: 'push' | 'replace'): void {
    const { history, location } = this.#win;
    const hash = galleryHash(location.hash, picture);
    const url = `${location.pathname}${location.search}${hash}`;
    if (mode === 'push') history.pushState({ [ENTRY_MARK]: true }, '', url);
    else history.replaceState(history.state, '', url);
  }
}

const perWindow = new WeakMap<Window, DeepLinks>();

/** The window's deep links, made on first use. */
export function deepLinksOf(win: Window): DeepLinks {
  let links = perWindow.get(win);
  if (!links) {
    links = new DeepLinks(win);
    perWindow.set(win, links);
  }
  return links;
}
