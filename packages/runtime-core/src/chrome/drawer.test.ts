import { polyfillDialog } from '@vitrine/widget-api/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BeforeNavigateEvent, Page, PageLoadEvent } from '../events/navigation-events';
import { chromeContext } from './chrome-context.test-support';
import {
  DRAWER_OPEN_CLASS,
  dragAway,
  drawerOrigin,
  SIDEBAR_CLASS,
  SIDEBAR_MEDIA_DEFAULT,
  SIDEBAR_SHOWN,
  sidebarSide,
  start,
} from './drawer';

beforeAll(polyfillDialog);

const MARKUP = `
  <button type="button" id="toggle" data-vitrine-drawer-toggle aria-controls="nav-drawer" aria-expanded="false">Menu</button>
  <dialog id="nav-drawer" data-vitrine-drawer="side" aria-label="Site">
    <button type="button" id="close" data-drawer-close>Close</button>
    <a id="first" href="/site/s/about">About</a>
    <a id="last" href="#team">Team</a>
  </dialog>`;

let stopFeature: (() => void) | undefined;
afterEach(() => {
  stopFeature?.();
  vi.restoreAllMocks();
});

function setUp(markup = MARKUP) {
  const context = chromeContext(markup);
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
  const running = start(context);
  stopFeature = running.stop;
  const toggle = document.getElementById('toggle') as HTMLButtonElement;
  const drawer = document.getElementById('nav-drawer') as HTMLDialogElement;
  return { context, scrollTo, toggle, drawer };
}

function pointer(type: string, x: number, y: number, id = 1): Event {
  const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y });
  Object.defineProperty(event, 'pointerId', { value: id });
  return event;
}

describe('drawer', () => {
  it('reads its origin, side unless top or side-reverse', () => {
    const element = document.createElement('dialog');
    for (const [value, origin] of [
      ['top', 'top'],
      ['side-reverse', 'side-reverse'],
      ['sideways', 'side'],
      ['', 'side'],
    ]) {
      element.setAttribute('data-vitrine-drawer', value as string);
      expect(drawerOrigin(element)).toBe(origin);
    }
  });

  it('measures a drag towards each origin', () => {
    expect(dragAway('side', -60, 5)).toBe(60);
    expect(dragAway('side-reverse', 60, 5)).toBe(60);
    expect(dragAway('top', 3, -60)).toBe(60);
    expect(dragAway('side', 60, 0)).toBe(-60);
  });

  it('opens from its button with focus inside and the page pinned, and gives both back on Escape', () => {
    const { toggle, drawer, scrollTo } = setUp();
    toggle.focus();
    toggle.click();
    expect(drawer.open).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.id).toBe('close');
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    expect(document.documentElement.classList.contains(DRAWER_OPEN_CLASS)).toBe(true);

    // The browser's Escape on a modal dialog closes it.
    drawer.close();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith({ top: 640, left: 0, behavior: 'instant' });
    expect(document.activeElement).toBe(toggle);
    expect(document.documentElement.classList.contains(DRAWER_OPEN_CLASS)).toBe(false);
  });

  it('keeps Tab inside: from the last control to the first and back', () => {
    const { toggle, drawer } = setUp();
    toggle.click();
    const last = document.getElementById('last') as HTMLElement;
    last.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    last.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('close');
    const back = new KeyboardEvent('keydown', {
      key: 'Tab',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    drawer.dispatchEvent(back);
    expect(document.activeElement?.id).toBe('last');
  });

  it('closes on a click on the overlay but not inside its box', () => {
    const { toggle, drawer } = setUp();
    toggle.click();
    vi.spyOn(drawer, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 800));
    drawer.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 100, clientY: 100 }));
    expect(drawer.open).toBe(true);
    drawer.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 350, clientY: 100 }));
    expect(drawer.open).toBe(false);
  });

  it('closes on a drag of more than 50 px towards its origin, not on a shorter one', () => {
    const { toggle, drawer } = setUp();
    toggle.click();
    drawer.dispatchEvent(pointer('pointerdown', 200, 100));
    drawer.dispatchEvent(pointer('pointermove', 160, 100));
    expect(drawer.style.transform).toBe('translateX(-40px)');
    drawer.dispatchEvent(pointer('pointerup', 155, 100));
    expect(drawer.open).toBe(true);
    expect(drawer.style.transform).toBe('');
    drawer.dispatchEvent(pointer('pointerdown', 200, 100));
    drawer.dispatchEvent(pointer('pointerup', 149, 100));
    expect(drawer.open).toBe(false);
  });

  it('does not close on a drag when it pushes the content aside', () => {
    const { toggle, drawer } = setUp(
      MARKUP.replace('data-vitrine-drawer="side"', 'data-vitrine-drawer="side" data-drawer-push'),
    );
    toggle.click();
    expect(document.documentElement.classList.contains(`${DRAWER_OPEN_CLASS}--pushed`)).toBe(true);
    drawer.dispatchEvent(pointer('pointerdown', 200, 100));
    drawer.dispatchEvent(pointer('pointerup', 20, 100));
    expect(drawer.open).toBe(true);
  });

  it('closes when a link inside is followed, on a close control, and on an in-page navigation', () => {
    const { toggle, drawer, context } = setUp();
    toggle.click();
    const link = document.getElementById('first') as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(drawer.open).toBe(false);
    toggle.click();
    (document.getElementById('close') as HTMLElement).click();
    expect(drawer.open).toBe(false);
    toggle.click();
    context.events.emit('before-navigate', {
      url: new URL('http://x/'),
      trigger: 'api',
    } as BeforeNavigateEvent);
    expect(drawer.open).toBe(false);
  });

  it('toggles closed from its button, and ignores a button naming something that is not a drawer', () => {
    const { toggle, drawer } = setUp(
      `${MARKUP}<button id="stray" data-vitrine-drawer-toggle aria-controls="nothing"></button>`,
    );
    toggle.click();
    expect(drawer.open).toBe(true);
    drawer.close();
    (document.getElementById('stray') as HTMLElement).click();
    expect(drawer.open).toBe(false);
  });

  describe('as the sidebar layout', () => {
    /** A media query list the test flips, as resizing the window would. */
    function fakeMedia(matches: boolean) {
      const listeners: Array<() => void> = [];
      const query = {
        matches,
        addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      };
      const matchMedia = vi.fn().mockReturnValue(query);
      window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
      return {
        matchMedia,
        flip(now: boolean) {
          query.matches = now;
          for (const listener of listeners) listener();
        },
      };
    }

    const SIDEBAR = MARKUP.replace(
      'data-vitrine-drawer="side"',
      'data-vitrine-drawer="side" data-drawer-sidebar',
    );
    const html = document.documentElement.classList;

    function loadPage(context: ReturnType<typeof setUp>['context'], sidebarPosition?: string) {
      const page = { pageContent: sidebarPosition ? { sidebarPosition } : {} } as unknown as Page;
      context.events.emit('page-load', { page } as PageLoadEvent);
    }

    afterEach(() => html.remove(`${SIDEBAR_CLASS}--left`, `${SIDEBAR_CLASS}--right`));

    it("stands on the page's sidebarPosition, else on its origin's side", () => {
      const element = document.createElement('dialog');
      element.setAttribute('data-vitrine-drawer', 'side-reverse');
      expect(sidebarSide(element)).toBe('right');
      element.setAttribute('data-sidebar-position', 'left');
      expect(sidebarSide(element)).toBe('left');
      element.setAttribute('data-sidebar-position', 'none');
      expect(sidebarSide(element)).toBeUndefined();
      element.setAttribute('data-sidebar-position', 'middle');
      element.setAttribute('data-vitrine-drawer', 'top');
      expect(sidebarSide(element)).toBeUndefined();
    });

    it('is open in place beside the content where its query matches, without taking focus or trapping Tab', () => {
      const media = fakeMedia(true);
      const outside = document.createElement('button');
      document.body.append(outside);
      outside.focus();
      const { toggle, drawer } = setUp(`${SIDEBAR}<button id="after">After</button>`);
      expect(media.matchMedia).toHaveBeenCalledWith(SIDEBAR_MEDIA_DEFAULT);
      expect(drawer.open).toBe(true);
      expect(drawer.getAttribute(SIDEBAR_SHOWN)).toBe('left');
      expect(toggle.getAttribute(SIDEBAR_SHOWN)).toBe('left');
      expect(html.contains(`${SIDEBAR_CLASS}--left`)).toBe(true);
      expect(document.body.style.position).toBe('');
      expect(document.activeElement).not.toBe(document.getElementById('close'));

      const last = document.getElementById('last') as HTMLElement;
      last.focus();
      const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
      last.dispatchEvent(tab);
      expect(tab.defaultPrevented).toBe(false);
      // Links, the overlay and drags leave a sidebar be.
      const link = document.getElementById('first') as HTMLAnchorElement;
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
      drawer.dispatchEvent(pointer('pointerdown', 200, 100));
      drawer.dispatchEvent(pointer('pointerup', 20, 100));
      toggle.click();
      expect(drawer.open).toBe(true);
    });

    it('takes its media query from the attribute', () => {
      const media = fakeMedia(false);
      const { drawer } = setUp(
        SIDEBAR.replace('data-drawer-sidebar', 'data-drawer-sidebar="(min-width: 60em)"'),
      );
      expect(media.matchMedia).toHaveBeenCalledWith('(min-width: 60em)');
      expect(drawer.open).toBe(false);
      expect(drawer.hasAttribute(SIDEBAR_SHOWN)).toBe(false);
    });

    it('becomes a drawer again when the query stops matching, and a sidebar again, closing the open drawer', () => {
      const media = fakeMedia(false);
      const { toggle, drawer } = setUp(SIDEBAR);
      toggle.click();
      expect(document.body.style.position).toBe('fixed');
      media.flip(true);
      // The modal drawer is closed (the page unpinned) and the sidebar shown in its place.
      expect(document.body.style.position).toBe('');
      expect(html.contains(DRAWER_OPEN_CLASS)).toBe(false);
      expect(drawer.getAttribute(SIDEBAR_SHOWN)).toBe('left');
      expect(drawer.open).toBe(true);
      media.flip(false);
      expect(drawer.open).toBe(false);
      expect(toggle.hasAttribute(SIDEBAR_SHOWN)).toBe(false);
      expect(html.contains(`${SIDEBAR_CLASS}--left`)).toBe(false);
      toggle.click();
      expect(document.body.style.position).toBe('fixed');
    });

    it('arriving after an in-page navigation, takes the page on screen’s sidebarPosition, not the markup’s', () => {
      fakeMedia(true);
      // The first document had none; the page shown in place since, before this chunk arrived, has one.
      const context = chromeContext(
        SIDEBAR.replace('data-drawer-sidebar', 'data-drawer-sidebar data-sidebar-position="none"'),
      );
      const shown = { pageContent: { sidebarPosition: 'right' } } as unknown as Page;
      stopFeature = start({ ...context, page: () => shown }).stop;
      const drawer = document.getElementById('nav-drawer') as HTMLDialogElement;
      expect(drawer.getAttribute(SIDEBAR_SHOWN)).toBe('right');
      expect(html.contains(`${SIDEBAR_CLASS}--right`)).toBe(true);
      // The first document itself (no page content): its markup stands.
      stopFeature();
      const first = chromeContext(
        SIDEBAR.replace('data-drawer-sidebar', 'data-drawer-sidebar data-sidebar-position="none"'),
      );
      stopFeature = start({ ...first, page: () => ({}) as Page }).stop;
      expect(document.getElementById('nav-drawer')?.hasAttribute(SIDEBAR_SHOWN)).toBe(false);
    });

    it("follows each page's sidebarPosition: right, none, and back to its origin when the page names none", () => {
      fakeMedia(true);
      const { context, drawer } = setUp(SIDEBAR);
      loadPage(context, 'right');
      expect(drawer.getAttribute(SIDEBAR_SHOWN)).toBe('right');
      expect(html.contains(`${SIDEBAR_CLASS}--right`)).toBe(true);
      expect(html.contains(`${SIDEBAR_CLASS}--left`)).toBe(false);
      loadPage(context, 'none');
      expect(drawer.open).toBe(false);
      expect(html.contains(`${SIDEBAR_CLASS}--right`)).toBe(false);
      loadPage(context);
      expect(drawer.getAttribute(SIDEBAR_SHOWN)).toBe('left');
      // Stopped, the feature leaves no sidebar behind.
      stopFeature?.();
      expect(drawer.open).toBe(false);
      expect(html.contains(`${SIDEBAR_CLASS}--left`)).toBe(false);
    });
  });
});
