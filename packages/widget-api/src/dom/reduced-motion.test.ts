import { describe, expect, it, vi } from 'vitest';
import { motionPreference } from '../testing';
import { animateIfMotionAllowed, prefersReducedMotion, watchReducedMotion } from './reduced-motion';

/** A window whose `prefers-reduced-motion` setting the test moves. */
function motionWindow(reduce: boolean) {
  const motion = motionPreference(reduce);
  const matchMedia = vi.fn((media: string) => {
    expect(media).toBe('(prefers-reduced-motion: reduce)');
    return motion.matchMedia(media);
  });
  return { win: { matchMedia } as unknown as Window, preference: motion };
}

describe('prefersReducedMotion', () => {
  it('reads the preference at each call', () => {
    const page = motionWindow(true);
    expect(prefersReducedMotion(page.win)).toBe(true);
    page.preference.set(false);
    expect(prefersReducedMotion(page.win)).toBe(false);
  });

  it('allows motion in a window without matchMedia', () => {
    expect(prefersReducedMotion({} as Window)).toBe(false);
  });
});

describe('watchReducedMotion', () => {
  it('calls the handler on each change until stopped', () => {
    const page = motionWindow(false);
    const handler = vi.fn();
    const stop = watchReducedMotion(page.win, handler);
    page.preference.set(true);
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
    page.preference.set(false);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(page.preference.listenerCount).toBe(0);
  });

  it('does nothing in a window without matchMedia', () => {
    const stop = watchReducedMotion({} as Window, () => {});
    expect(stop).not.toThrow();
  });
});

describe('animateIfMotionAllowed', () => {
  it('plays the animation only while the visitor allows motion', () => {
    const page = motionWindow(true);
    const element = document.createElement('div');
    const animate = vi.fn();
    element.animate = animate;
    animateIfMotionAllowed(element, [{ opacity: 0 }, { opacity: 1 }], { duration: 200 }, page.win);
    expect(animate).not.toHaveBeenCalled();
    page.preference.set(false);
    animateIfMotionAllowed(element, [{ opacity: 0 }, { opacity: 1 }], { duration: 200 }, page.win);
    expect(animate).toHaveBeenCalledWith([{ opacity: 0 }, { opacity: 1 }], { duration: 200 });
  });

  it('does nothing where elements cannot animate', () => {
    const element = document.createElement('div');
    Object.defineProperty(element, 'animate', { value: undefined });
    expect(() => animateIfMotionAllowed(element, [], {}, motionWindow(false).win)).not.toThrow();
  });
});
