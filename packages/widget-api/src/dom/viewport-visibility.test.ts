import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchVisibility, whenReached } from './viewport-visibility';

const created: FakeObserver[] = [];

class FakeObserver {
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: (records: Array<{ target: Element; isIntersecting: boolean }>) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    created.push(this);
  }
  observe(element: Element): void {
    this.observed.add(element);
  }
  unobserve(element: Element): void {
    this.observed.delete(element);
  }
  disconnect(): void {}
}

afterEach(() => {
  created.length = 0;
});

function fakeWindow(): Window {
  return { IntersectionObserver: FakeObserver } as unknown as Window;
}

describe('watchVisibility', () => {
  it('shares one observer between all elements of a window and reports each element to its own handlers', () => {
    const win = fakeWindow();
    const a = document.createElement('div');
    const b = document.createElement('div');
    const seenA: boolean[] = [];
    const seenB: boolean[] = [];
    watchVisibility(a, (visible) => seenA.push(visible), win);
    watchVisibility(b, (visible) => seenB.push(visible), win);
    expect(created).toHaveLength(1);
    created[0]?.callback([
      { target: a, isIntersecting: true },
      { target: b, isIntersecting: false },
    ]);
    expect(seenA).toEqual([true]);
    expect(seenB).toEqual([false]);
  });

  it('stops observing an element once its last handler stops', () => {
    const win = fakeWindow();
    const element = document.createElement('div');
    const first = vi.fn();
    const stopFirst = watchVisibility(element, first, win);
    const stopSecond = watchVisibility(element, () => {}, win);
    const observer = created[0] as FakeObserver;
    stopFirst();
    stopFirst();
    expect(observer.observed.has(element)).toBe(true);
    observer.callback([{ target: element, isIntersecting: true }]);
    expect(first).not.toHaveBeenCalled();
    stopSecond();
    expect(observer.observed.has(element)).toBe(false);
  });

  it('treats the element as visible where IntersectionObserver is missing', () => {
    const handler = vi.fn();
    watchVisibility(document.createElement('div'), handler, {} as Window);
    expect(handler).toHaveBeenCalledWith(true);
  });
});

describe('whenReached', () => {
  it('watches with the viewport stretched upwards only, so an element scrolled past counts as reached', () => {
    whenReached(document.createElement('div'), () => {}, { win: fakeWindow() });
    const [top, right, bottom, left] = String(created[0]?.options.rootMargin)
      .split(' ')
      .map(Number.parseFloat);
    // Taller than any page: everything above the viewport's bottom edge intersects.
    expect(top).toBeGreaterThanOrEqual(1_000_000);
    expect([right, bottom, left]).toEqual([0, 0, 0]);
  });

  it('calls back once, on the first intersection, and stops observing', () => {
    const element = document.createElement('div');
    const reached = vi.fn();
    whenReached(element, reached, { win: fakeWindow() });
    const observer = created[0] as FakeObserver;
    observer.callback([{ target: element, isIntersecting: false }]);
    expect(reached).not.toHaveBeenCalled();
    observer.callback([{ target: element, isIntersecting: true }]);
    observer.callback([{ target: element, isIntersecting: true }]);
    expect(reached).toHaveBeenCalledTimes(1);
    expect(observer.observed.has(element)).toBe(false);
  });

  it('never calls back once stopped, and counts the element as reached where IntersectionObserver is missing', () => {
    const element = document.createElement('div');
    const reached = vi.fn();
    const stop = whenReached(element, reached, { win: fakeWindow() });
    stop();
    created[0]?.callback([{ target: element, isIntersecting: true }]);
    expect(reached).not.toHaveBeenCalled();

    const fallback = vi.fn();
    whenReached(element, fallback, { win: {} as Window });
    expect(fallback).toHaveBeenCalledTimes(1);
  });
});
