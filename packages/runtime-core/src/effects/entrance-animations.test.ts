import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Doubles } from './dom-doubles.test-support';
import {
  FakeAnimation,
  FakeIntersectionObserver,
  installDoubles,
  isHeld,
  place,
  removeDoubles,
  reportIntersection,
  VIEWPORT,
} from './dom-doubles.test-support';
import { EntranceAnimations, isOnScreen } from './entrance-animations';

describe('EntranceAnimations', () => {
  let doubles: Doubles;
  let animations: EntranceAnimations;
  beforeEach(() => {
    doubles = installDoubles();
    animations = new EntranceAnimations(window);
  });
  afterEach(() => {
    animations.stop();
    removeDoubles();
    document.body.innerHTML = '';
  });

  function animated(attributes: Record<string, string> = {}, top = 2000): HTMLElement {
    const el = document.createElement('div');
    el.setAttribute('data-wow-animation', 'fadeInUp');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    document.body.append(el);
    place(el, top);
    return el;
  }

  const entrance = (el: Element) =>
    FakeAnimation.live(el).find((animation) => animation.playState === 'running');

  it('holds an element below the fold invisible, then plays its animation once it enters', () => {
    const el = animated({ 'data-wow-duration': '2s', 'data-wow-delay': '0.25s', 'data-wow-iteration': '3' });
    animations.add(el, { painted: true });
    expect(isHeld(el)).toBe(true);
    expect(FakeIntersectionObserver.connected()).toHaveLength(1);
    expect(FakeIntersectionObserver.connected()[0]!.rootMargin).toBe('0px 0px 0px 0px');

    reportIntersection(el, false);
    expect(isHeld(el)).toBe(true);
    reportIntersection(el, true);
    expect(isHeld(el)).toBe(false);
    const animation = entrance(el)!;
    expect(animation.keyframes[0]).toMatchObject({ opacity: 0 });
    expect(animation.keyframes.at(-1)).toMatchObject({ opacity: 1, transform: 'none' });
    expect(animation.options).toMatchObject({ duration: 2000, delay: 250, iterations: 3, fill: 'backwards' });
    // Nothing is left watching it.
    expect(FakeIntersectionObserver.connected()).toHaveLength(0);
    expect(animations.waitingCount).toBe(0);
  });

  it('leaves alone an element the visitor already sees', () => {
    const el = animated({}, 100);
    animations.add(el, { painted: true });
    expect(FakeAnimation.on(el)).toHaveLength(0);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('holds new content even on screen, since it has not been painted yet', () => {
    const el = animated({}, 100);
    animations.add(el, { painted: false });
    expect(isHeld(el)).toBe(true);
    reportIntersection(el, true);
    expect(entrance(el)).toBeDefined();
  });

  it('animates each element once', () => {
    const el = animated();
    animations.add(el, { painted: false });
    reportIntersection(el, true);
    animations.add(el, { painted: false });
    reportIntersection(el, true);
    expect(FakeAnimation.on(el)).toHaveLength(2); // the hold and one entrance
  });

  it('uses one observer per distinct offset, its bottom margin raised by the offset', () => {
    const a = animated({ 'data-wow-offset': '120' });
    const b = animated({ 'data-wow-offset': '120px' });
    const c = animated({ 'data-wow-offset': '40' });
    const d = animated();
    for (const el of [a, b, c, d]) animations.add(el, { painted: true });
    const margins = FakeIntersectionObserver.connected()
      .filter((observer) => observer.thresholds[0] === 0)
      .map((observer) => observer.rootMargin);
    expect(margins.sort()).toEqual(['0px 0px -120px 0px', '0px 0px -40px 0px', '0px 0px 0px 0px']);
    // Plus one that catches elements wholly on screen, for those with an offset.
    expect(FakeIntersectionObserver.connected()).toHaveLength(4);
    expect(animations.observerCount).toBe(4);

    reportIntersection(a, true);
    expect(animations.observerCount).toBe(4); // b still needs the 120 px one
    reportIntersection(b, true);
    expect(animations.observerCount).toBe(3);
    reportIntersection(c, true);
    expect(animations.observerCount).toBe(1);
    reportIntersection(d, true);
    expect(animations.observerCount).toBe(0);
  });

  it('plays an element with an offset once it is wholly on screen, even short of the offset line', () => {
    const el = animated({ 'data-wow-offset': '300' });
    animations.add(el, { painted: true });
    const [line, wholly] = FakeIntersectionObserver.connected();
    line!.report(el, false);
    wholly!.report(el, true, 0.5);
    expect(isHeld(el)).toBe(true);
    wholly!.report(el, true, 1);
    expect(entrance(el)).toBeDefined();
  });

  it('caps the offset at half the viewport, so the element can always enter', () => {
    const el = animated({ 'data-wow-offset': '5000' });
    animations.add(el, { painted: true });
    expect(FakeIntersectionObserver.connected()[0]!.rootMargin).toBe(`0px 0px -${VIEWPORT.height / 2}px 0px`);
  });

  it('moves nothing under prefers-reduced-motion', () => {
    doubles.setReducedMotion(true);
    const el = animated();
    animations.add(el, { painted: false });
    expect(FakeAnimation.on(el)).toHaveLength(0);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('shows every waiting element and stops playing ones when the visitor turns reduced motion on', () => {
    const waiting = animated();
    const playing = animated();
    animations.add(waiting, { painted: false });
    animations.add(playing, { painted: false });
    reportIntersection(playing, true);
    doubles.setReducedMotion(true);
    expect(FakeAnimation.live(waiting)).toHaveLength(0);
    expect(FakeAnimation.live(playing)).toHaveLength(0);
    expect(FakeIntersectionObserver.connected()).toHaveLength(0);
  });

  it('forgets elements that left the document', () => {
    const gone = animated();
    const stays = animated({ 'data-wow-offset': '50' });
    animations.add(gone, { painted: false });
    animations.add(stays, { painted: false });
    gone.remove();
    animations.releaseDetached();
    expect(animations.waitingCount).toBe(1);
    // The 0 px observer watched only `gone`: it is disconnected; the 50 px one and the wholly-visible one stay.
    expect(FakeIntersectionObserver.connected().map((observer) => observer.rootMargin)).toEqual([
      '0px 0px -50px 0px',
      '0px',
    ]);
    stays.remove();
    animations.releaseDetached();
    expect(animations.observerCount).toBe(0);
  });

  it('shows every waiting element when stopped', () => {
    const el = animated();
    animations.add(el, { painted: false });
    animations.stop();
    expect(isHeld(el)).toBe(false);
    expect(FakeIntersectionObserver.connected()).toHaveLength(0);
  });

  it('does nothing where the browser cannot animate or observe', () => {
    removeDoubles();
    const el = animated();
    animations.add(el, { painted: false });
    expect(animations.waitingCount).toBe(0);
  });
});

describe('isOnScreen', () => {
  beforeEach(() => installDoubles());
  afterEach(() => removeDoubles());

  it('is true when any part of the box is in the viewport', () => {
    const el = document.createElement('div');
    place(el, 700, 200);
    expect(isOnScreen(el, window)).toBe(true);
    place(el, 800, 200);
    expect(isOnScreen(el, window)).toBe(false);
    place(el, -200, 200);
    expect(isOnScreen(el, window)).toBe(false);
    place(el, -199, 200);
    expect(isOnScreen(el, window)).toBe(true);
  });

  it('is false for an element without a box', () => {
    expect(isOnScreen(document.createElement('div'), window)).toBe(false);
  });
});
