import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EFFECT_MARKUP_SELECTOR, hasEffectMarkup } from './detect';
import type { Doubles } from './dom-doubles.test-support';
import {
  FakeAnimation,
  FakeIntersectionObserver,
  installDoubles,
  isHeld,
  place,
  removeDoubles,
  reportIntersection,
} from './dom-doubles.test-support';
import { ENTRANCE_SELECTOR } from './entrance-animations';
import type { RunningEffects } from './index';
import { startEffects } from './index';
import { SCROLL_RESPONDER_SELECTOR } from './scroll-responder';

/** Lets the MutationObserver's callback run. */
const mutationsDelivered = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('hasEffectMarkup', () => {
  it('finds scroll responders, data-wow-animation and the wow class', () => {
    const root = document.createElement('div');
    expect(hasEffectMarkup(root)).toBe(false);
    root.innerHTML = '<p data-wow-duration="1s">a wow attribute alone is not markup for an effect</p>';
    expect(hasEffectMarkup(root)).toBe(false);
    for (const markup of [
      '<header data-scrollable-target=".hero"></header>',
      '<div data-wow-animation="fadeIn"></div>',
      '<div class="wow fadeInUp"></div>',
    ]) {
      root.innerHTML = markup;
      expect(hasEffectMarkup(root)).toBe(true);
    }
    expect(EFFECT_MARKUP_SELECTOR).toBe('[data-scrollable-target],[data-wow-animation],.wow');
    // Exactly what the effects chunk acts on.
    expect(EFFECT_MARKUP_SELECTOR).toBe(`${SCROLL_RESPONDER_SELECTOR},${ENTRANCE_SELECTOR}`);
  });
});

describe('startEffects', () => {
  let doubles: Doubles;
  let effects: RunningEffects | undefined;
  beforeEach(() => {
    doubles = installDoubles();
  });
  afterEach(() => {
    effects?.stop();
    effects = undefined;
    removeDoubles();
    document.body.innerHTML = '';
  });

  function render(): void {
    document.body.innerHTML = `
      <header id="header" data-scrollable-target=".hero" data-scroll-class="is-scrolled"></header>
      <main data-vitrine-content>
        <section class="hero"></section>
        <p id="top" data-wow-animation="fadeIn">in view</p>
        <p id="below" class="wow zoomIn">below the fold</p>
      </main>`;
    place(document.querySelector('.hero')!, 0, 600);
    place(document.getElementById('top')!, 100);
    place(document.getElementById('below')!, 1600);
  }

  it('animates what is below the fold, not what the visitor already sees, and starts responders', () => {
    render();
    effects = startEffects({ win: window, doc: document });
    const below = document.getElementById('below')!;
    expect(FakeAnimation.on(document.getElementById('top')!)).toHaveLength(0);
    expect(isHeld(below)).toBe(true);
    reportIntersection(below, true);
    expect(FakeAnimation.live(below).at(-1)!.options.duration).toBe(500);

    doubles.setScrollY(300);
    window.dispatchEvent(new Event('scroll'));
    doubles.flushFrames();
    expect(document.getElementById('header')!.classList.contains('is-scrolled')).toBe(true);
  });

  it('animates elements added later, and releases those removed (a navigation replacing the content)', async () => {
    render();
    effects = startEffects({ win: window, doc: document });
    const main = document.querySelector('main')!;

    main.innerHTML =
      '<section><div id="late" data-wow-animation="bounceIn" data-wow-offset="60"></div></section>';
    const late = document.getElementById('late')!;
    place(late, 200);
    await mutationsDelivered();
    expect(isHeld(late)).toBe(true);
    // `below` left with the old content: its observer is gone, only `late`'s two remain.
    expect(FakeIntersectionObserver.connected().map((observer) => observer.rootMargin)).toEqual([
      '0px 0px -60px 0px',
      '0px',
    ]);
    reportIntersection(late, true);
    expect(FakeAnimation.live(late).at(-1)!.options.duration).toBe(600);
    expect(FakeIntersectionObserver.connected()).toHaveLength(0);
  });

  it('re-targets a responder when the content brings a new target, and stops responders that leave', async () => {
    render();
    effects = startEffects({ win: window, doc: document });
    const header = document.getElementById('header')!;
    doubles.setScrollY(400);
    window.dispatchEvent(new Event('scroll'));
    doubles.flushFrames();
    expect(header.classList.contains('is-scrolled')).toBe(true);

    document.querySelector('main')!.innerHTML = '<section class="hero"></section>';
    place(document.querySelector('.hero')!, 0, 1000);
    await mutationsDelivered();
    doubles.flushFrames();
    expect(header.classList.contains('is-scrolled')).toBe(false);

    header.remove();
    await mutationsDelivered();
    doubles.setScrollY(900);
    window.dispatchEvent(new Event('scroll'));
    doubles.flushFrames();
    expect(header.classList.contains('is-scrolled')).toBe(false);
  });

  it('finds responders in added content', async () => {
    render();
    effects = startEffects({ win: window, doc: document });
    const aside = document.createElement('aside');
    aside.setAttribute('data-scrollable-target', '.hero');
    document.body.append(aside);
    doubles.setScrollY(350);
    await mutationsDelivered();
    doubles.flushFrames();
    expect(aside.classList.contains('vitrine-scrolled')).toBe(true);
  });

  it('on stop, shows waiting elements, disconnects observers and ignores later content', async () => {
    render();
    effects = startEffects({ win: window, doc: document });
    const below = document.getElementById('below')!;
    effects.stop();
    expect(isHeld(below)).toBe(false);
    expect(FakeIntersectionObserver.connected()).toHaveLength(0);

    const late = document.createElement('div');
    late.className = 'wow';
    document.body.append(late);
    await mutationsDelivered();
    expect(FakeAnimation.on(late)).toHaveLength(0);
    effects = undefined;
  });

  it('under reduced motion leaves every element as it is', async () => {
    doubles.setReducedMotion(true);
    render();
    effects = startEffects({ win: window, doc: document });
    const late = document.createElement('div');
    late.setAttribute('data-wow-animation', 'fadeInUp');
    document.body.append(late);
    await mutationsDelivered();
    expect(FakeAnimation.all).toHaveLength(0);
  });
});
