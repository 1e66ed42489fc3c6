import type { StickyHeaderElement } from '@vitrine/widget-api/dom/sticky-header';
import { STICKY_HEADER_ATTRIBUTE } from '@vitrine/widget-api/dom/sticky-header';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkupAttribute } from '../markup/attributes';
import { miniHeaderAttributes } from '../markup/mini-header';
import { scrollToTarget } from '../navigation/anchor-scroll';
import type { Doubles } from './dom-doubles.test-support';
import { FakeAnimation, installDoubles, place, removeDoubles } from './dom-doubles.test-support';
import type { RunningEffects } from './index';
import { startEffects } from './index';
import { DEFAULT_SCROLLED_SHARE, MINI_HEADER_DURATION_MS, scrolledHeightOf } from './mini-header';

/** The site's CSS height of the header (a media query may change it). */
let siteHeight = 80;

/**
 * A sticky header drawn as a browser would: the site's height unless core's inline height is set; the hero
 * below it ends at 600 px (document coordinates), so the threshold (0.5) is 300 px.
 */
function render(attribute = '56'): HTMLElement {
  document.body.innerHTML = `
    <header id="header" style="position: sticky" data-vitrine-sticky-header data-vitrine-mini-header="${attribute}"
      data-scrollable-target=".hero" data-scroll-class="is-scrolled">
      <button data-vitrine-drawer-toggle>Menu</button>
    </header>
    <section class="hero"></section>
    <h2 id="far">far below</h2>
    <h2 id="near">just below the hero</h2>`;
  const header = document.getElementById('header')!;
  const height = () => Number.parseFloat(header.style.height) || siteHeight;
  vi.spyOn(header, 'getBoundingClientRect').mockImplementation(
    () => ({ top: 0, bottom: height(), height: height(), left: 0, right: 300, width: 300 }) as DOMRect,
  );
  place(document.querySelector('.hero')!, 0, 600);
  place(document.getElementById('far')!, 2000, 40);
  place(document.getElementById('near')!, 320, 40);
  return header;
}

const miniHeaderAnimations = (header: Element) =>
  FakeAnimation.on(header).filter((animation) => animation.options.id === 'vitrine-mini-header');

describe('the mini-header', () => {
  let doubles: Doubles;
  let effects: RunningEffects | undefined;
  beforeEach(() => {
    siteHeight = 80;
    doubles = installDoubles();
    Element.prototype.getAnimations = function getAnimations() {
      return FakeAnimation.live(this) as never;
    };
  });
  afterEach(() => {
    effects?.stop();
    effects = undefined;
    removeDoubles();
    delete (Element.prototype as { getAnimations?: unknown }).getAnimations;
    document.body.innerHTML = '';
    document.head.querySelector('style[data-vitrine-style="mini-header"]')?.remove();
  });

  function scrollTo(y: number): void {
    doubles.setScrollY(y);
    window.dispatchEvent(new Event('scroll'));
    doubles.flushFrames();
  }

  it('shrinks to its scrolled height past the threshold, keeping its space, and slides back', () => {
    const header = render();
    effects = startEffects({ win: window, doc: document });
    expect(header.hasAttribute('data-mini-header-scrolled')).toBe(false);
    expect(header.style.height).toBe('');

    scrollTo(300);
    expect(header.hasAttribute('data-mini-header-scrolled')).toBe(true);
    expect(header.classList.contains('is-scrolled')).toBe(true);
    // 56 px tall, and 24 px of margin where the rest was: what follows it stays where it was (no layout shift).
    expect(header.style.height).toBe('56px');
    expect(header.style.marginBottom).toBe('24px');
    expect(header.style.getPropertyValue('--vitrine-mini-header-shrink')).toBe('24px');
    const [shrink] = miniHeaderAnimations(header);
    expect(shrink!.keyframes).toEqual([
      { height: '80px', marginBottom: '0px' },
      { height: '56px', marginBottom: '24px' },
    ]);
    expect(shrink!.options).toMatchObject({ duration: MINI_HEADER_DURATION_MS });

    scrollTo(299);
    expect(header.hasAttribute('data-mini-header-scrolled')).toBe(false);
    expect(header.style.height).toBe('');
    expect(header.style.marginBottom).toBe('');
    expect(header.style.getPropertyValue('--vitrine-mini-header-shrink')).toBe('');
    expect(shrink!.playState).toBe('idle');
    expect(miniHeaderAnimations(header).at(-1)!.keyframes).toEqual([
      { height: '56px', marginBottom: '24px' },
      { height: '80px', marginBottom: '0px' },
    ]);
  });

  it('changes at once, without sliding, for a visitor who prefers reduced motion', () => {
    const header = render();
    doubles.setReducedMotion(true);
    effects = startEffects({ win: window, doc: document });
    scrollTo(1000);
    expect(header.style.height).toBe('56px');
    scrollTo(0);
    expect(header.style.height).toBe('');
    expect(miniHeaderAnimations(header)).toHaveLength(0);
  });

  it('opened already scrolled (a reload mid-page), it starts compact without sliding', () => {
    const header = render();
    doubles.setScrollY(900);
    effects = startEffects({ win: window, doc: document });
    expect(header.style.height).toBe('56px');
    expect(miniHeaderAnimations(header)).toHaveLength(0);
  });

  it('a new page placed scrolled (Back) has the scrolled state at once, the site’s transitions ended with it', () => {
    const header = render();
    const toggle = header.querySelector('[data-vitrine-drawer-toggle]')!;
    // The site's CSS transition on the hamburger, which the browser starts when the state's attribute changes.
    Element.prototype.getAnimations = function getAnimations(options?: GetAnimationsOptions) {
      if (options?.subtree && this === header && header.hasAttribute('data-mini-header-scrolled'))
        if (FakeAnimation.on(toggle).length === 0) new FakeAnimation(toggle, [], {}).pending = true;
      return [...FakeAnimation.live(this), ...(options?.subtree ? FakeAnimation.live(toggle) : [])] as never;
    };
    effects = startEffects({ win: window, doc: document });
    // A navigation replaced the content (the responder's target with it) and core restored the scroll.
    document
      .querySelector('.hero')!
      .replaceWith(Object.assign(document.createElement('section'), { className: 'hero' }));
    place(document.querySelector('.hero')!, 0, 600);
    scrollTo(1200);
    expect(header.style.height).toBe('56px');
    expect(header.style.marginBottom).toBe('24px');
    expect(miniHeaderAnimations(header)).toHaveLength(0);
    expect(FakeAnimation.on(toggle).map(({ playState }) => playState)).toEqual(['finished']);

    // The visitor's own scroll on that page slides, as before.
    scrollTo(0);
    expect(miniHeaderAnimations(header)).toHaveLength(1);
  });

  it('keeps the space the site gives it at every width: a resize measures the header again', () => {
    const header = render();
    effects = startEffects({ win: window, doc: document });
    scrollTo(1000);
    siteHeight = 64;
    window.dispatchEvent(new Event('resize'));
    doubles.flushFrames();
    expect(header.style.height).toBe('56px');
    expect(header.style.marginBottom).toBe('8px');
  });

  it('counts padding and borders of a content-box header, and keeps the site’s own bottom margin', () => {
    const header = render();
    Object.assign(header.style, { boxSizing: 'content-box', padding: '4px 0', marginBottom: '10px' });
    effects = startEffects({ win: window, doc: document });
    scrollTo(1000);
    expect(header.style.height).toBe('48px');
    expect(header.style.marginBottom).toBe('34px');
  });

  it('moves the hamburger with core’s default style, which the site’s CSS can override', () => {
    render();
    effects = startEffects({ win: window, doc: document });
    const style = document.head.firstElementChild!;
    expect(style.getAttribute('data-vitrine-style')).toBe('mini-header');
    expect(style.textContent).toContain(
      '[data-mini-header-scrolled] [data-vitrine-drawer-toggle]{transform:translateX(',
    );
    expect(style.textContent).toContain('prefers-reduced-motion:reduce');
  });

  it('stopped, the header is the site’s again', () => {
    const header = render();
    effects = startEffects({ win: window, doc: document });
    scrollTo(1000);
    effects.stop();
    effects = undefined;
    expect(header.hasAttribute('data-mini-header-scrolled')).toBe(false);
    expect(header.style.height).toBe('');
    expect((header as StickyHeaderElement).vitrineMiniHeader).toBeUndefined();
  });

  it('anchors scroll to just below the height the header will have there', () => {
    const header = render();
    effects = startEffects({ win: window, doc: document });
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    // Far down the page the header is compact: the target lands 56 px down, not 80.
    scrollToTarget(window, document.getElementById('far')!, false);
    expect(scroll).toHaveBeenLastCalledWith({ top: 2000 - 56, behavior: 'instant' });
    // Landing before the threshold, the header is at its full height.
    scrollToTarget(window, document.getElementById('near')!, false);
    expect(scroll).toHaveBeenLastCalledWith({ top: 320 - 80, behavior: 'instant' });
    // From a scrolled page (the header compact now), the same rule.
    scrollTo(1000);
    scrollToTarget(window, document.getElementById('near')!, false);
    expect(scroll).toHaveBeenLastCalledWith({ top: 320 - 80, behavior: 'instant' });
    expect(header.style.height).toBe('56px');
  });

  it('marks its sticky header with the attribute widget-api’s offset reads (the one a form scrolls below)', () => {
    expect(MarkupAttribute.stickyHeader).toBe(STICKY_HEADER_ATTRIBUTE);
  });
});

describe('scrolledHeightOf', () => {
  it('reads the markup’s height, at most the full height; garbage gives three quarters of it', () => {
    const header = document.createElement('header');
    const withValue = (value: string) => {
      header.setAttribute('data-vitrine-mini-header', value);
      return scrolledHeightOf(header, 80);
    };
    expect(withValue('56')).toBe(56);
    expect(withValue(' 48.5 ')).toBe(48.5);
    expect(withValue('120')).toBe(80);
    for (const garbage of ['', 'small', '-10', '0', '50%', 'Infinity'])
      expect(withValue(garbage)).toBe(80 * DEFAULT_SCROLLED_SHARE);
    expect(miniHeaderAttributes({ scrolledHeight: 56 })).toEqual({ 'data-vitrine-mini-header': '56' });
    expect(miniHeaderAttributes()).toEqual({ 'data-vitrine-mini-header': '' });
  });
});
