import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollResponderAttributes } from '../markup/effects';
import type { Doubles } from './dom-doubles.test-support';
import { installDoubles, place, removeDoubles } from './dom-doubles.test-support';
import type { ScrollResponder } from './scroll-responder';
import {
  createScrollResponder as create,
  DEFAULT_SCROLL_CLASS,
  isPastThreshold,
  parseThreshold,
  readScrollResponderOptions,
  ScrollResponderError,
} from './scroll-responder';

describe('isPastThreshold', () => {
  it.each([
    // scrollY, target bottom (document coordinates), threshold, past
    [0, 600, 0.5, false],
    [299, 600, 0.5, false],
    [300, 600, 0.5, true],
    [301, 600, 0.5, true],
    [599, 600, 1, false],
    [600, 600, 1, true],
    [0, 600, 0, true],
    [1200, 600, 2, true],
    [1199, 600, 2, false],
  ])('scrollY %d, bottom %d, threshold %d → %s', (scrollY, bottom, threshold, past) => {
    expect(isPastThreshold(scrollY, bottom, threshold)).toBe(past);
  });
});

describe('parseThreshold', () => {
  it('reads non-negative numbers and defaults to 0.5 (spec §9)', () => {
    expect(parseThreshold('0.25')).toBe(0.25);
    expect(parseThreshold('1.5')).toBe(1.5);
    expect(parseThreshold('0')).toBe(0);
    for (const garbage of [null, '', ' ', 'half', '-1', 'Infinity', '50%'])
      expect(parseThreshold(garbage)).toBe(0.5);
  });
});

describe('readScrollResponderOptions', () => {
  it('reads selector, classes and threshold, with defaults', () => {
    const el = document.createElement('header');
    for (const [name, value] of Object.entries(
      scrollResponderAttributes({ target: '.hero', className: 'is-scrolled  has-shadow', threshold: 0.8 }),
    ))
      el.setAttribute(name, value);
    expect(readScrollResponderOptions(el)).toEqual({
      selector: '.hero',
      classNames: ['is-scrolled', 'has-shadow'],
      threshold: 0.8,
    });
    const bare = document.createElement('header');
    bare.setAttribute('data-scrollable-target', ' #top ');
    bare.setAttribute('data-scroll-class', '  ');
    expect(readScrollResponderOptions(bare)).toEqual({
      selector: '#top',
      classNames: [DEFAULT_SCROLL_CLASS],
      threshold: 0.5,
    });
  });
});

describe('createScrollResponder', () => {
  let doubles: Doubles;
  let started: ScrollResponder[] = [];
  const createScrollResponder = (element: Element | null | undefined): ScrollResponder => {
    const responder = create(element);
    started.push(responder);
    return responder;
  };
  beforeEach(() => {
    doubles = installDoubles();
    document.body.innerHTML = `
      <header id="header" data-scrollable-target=".hero" data-scroll-class="is-scrolled"></header>
      <main><section class="hero"></section><p>…</p></main>`;
  });
  afterEach(() => {
    for (const responder of started) responder.stop();
    started = [];
    removeDoubles();
    document.body.innerHTML = '';
  });

  const header = () => document.getElementById('header')!;
  const hero = () => document.querySelector('.hero')!;
  const scrollTo = (y: number) => {
    doubles.setScrollY(y);
    window.dispatchEvent(new Event('scroll'));
    doubles.flushFrames();
  };

  it('throws the spec messages verbatim on misuse (§8)', () => {
    expect(() => createScrollResponder(null)).toThrow(new Error('A valid element must be provided'));
    expect(() => createScrollResponder(undefined)).toThrow('A valid element must be provided');
    expect(() => createScrollResponder({} as Element)).toThrow('A valid element must be provided');
    expect(() => createScrollResponder(document.createTextNode('x') as unknown as Element)).toThrow(
      'A valid element must be provided',
    );

    const plain = document.createElement('div');
    expect(() => createScrollResponder(plain)).toThrow(
      new Error('Scrollable element does not have scrollable target attribute'),
    );
    plain.setAttribute('data-scrollable-target', '   ');
    expect(() => createScrollResponder(plain)).toThrow(ScrollResponderError.missingTargetAttribute);

    plain.setAttribute('data-scrollable-target', '#nowhere');
    expect(() => createScrollResponder(plain)).toThrow(new Error('Target Selector is not in the DOM'));
    plain.setAttribute('data-scrollable-target', '[[not a selector');
    expect(() => createScrollResponder(plain)).toThrow(ScrollResponderError.targetNotInDom);
  });

  it('adds the class at half the target’s bottom edge and removes it below', () => {
    place(hero(), 0, 600); // bottom edge at 600: threshold 300
    const responder = createScrollResponder(header());
    expect(header().classList.contains('is-scrolled')).toBe(false);
    scrollTo(299);
    expect(header().classList.contains('is-scrolled')).toBe(false);
    scrollTo(300);
    expect(header().classList.contains('is-scrolled')).toBe(true);
    scrollTo(1000);
    expect(header().classList.contains('is-scrolled')).toBe(true);
    scrollTo(120);
    expect(header().classList.contains('is-scrolled')).toBe(false);
    responder.stop();
  });

  it('measures the bottom edge in document coordinates, whatever the scroll position', () => {
    place(hero(), 400, 400); // bottom at 800 in the document: threshold 400
    header().setAttribute('data-scroll-threshold', '0.5');
    doubles.setScrollY(450);
    createScrollResponder(header());
    expect(header().classList.contains('is-scrolled')).toBe(true);
    scrollTo(399);
    expect(header().classList.contains('is-scrolled')).toBe(false);
  });

  it('applies the state at start, for a page opened part-way down', () => {
    place(hero(), 0, 600);
    doubles.setScrollY(500);
    createScrollResponder(header());
    expect(header().classList.contains('is-scrolled')).toBe(true);
  });

  it('measures once per frame however many scroll events arrive, with a passive listener', () => {
    const add = vi.spyOn(window, 'addEventListener');
    place(hero(), 0, 600);
    createScrollResponder(header());
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    const measure = vi.spyOn(hero(), 'getBoundingClientRect');
    measure.mockClear(); // the measurement at start
    doubles.setScrollY(400);
    for (let i = 0; i < 20; i++) window.dispatchEvent(new Event('scroll'));
    expect(measure).not.toHaveBeenCalled();
    doubles.flushFrames();
    expect(measure).toHaveBeenCalledTimes(1);
    expect(header().classList.contains('is-scrolled')).toBe(true);
  });

  it('follows a target replaced by new content, and is off while none is on the page', () => {
    place(hero(), 0, 600);
    const responder = createScrollResponder(header());
    scrollTo(400);
    expect(header().classList.contains('is-scrolled')).toBe(true);

    document.querySelector('main')!.innerHTML = '<p>a page without a hero</p>';
    responder.update();
    expect(header().classList.contains('is-scrolled')).toBe(false);

    document.querySelector('main')!.innerHTML = '<section class="hero"></section>';
    place(hero(), 0, 1000); // threshold 500
    responder.update();
    expect(header().classList.contains('is-scrolled')).toBe(false);
    scrollTo(500);
    expect(header().classList.contains('is-scrolled')).toBe(true);
  });

  it('treats a target without a layout box (display: none) as not reached', () => {
    createScrollResponder(header());
    scrollTo(5000);
    expect(header().classList.contains('is-scrolled')).toBe(false);
  });

  it('uses the default class when none is given', () => {
    header().removeAttribute('data-scroll-class');
    place(hero(), 0, 600);
    doubles.setScrollY(300);
    createScrollResponder(header());
    expect(header().classList.contains(DEFAULT_SCROLL_CLASS)).toBe(true);
  });

  it('stops listening and leaves the class as it is', () => {
    place(hero(), 0, 600);
    const responder = createScrollResponder(header());
    scrollTo(400);
    responder.stop();
    scrollTo(0);
    expect(header().classList.contains('is-scrolled')).toBe(true);
  });
});
