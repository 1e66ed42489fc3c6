import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_TO_TOP_THRESHOLD, SCROLL_DURATION_MS, scrollPositionAt, start } from './back-to-top';
import { chromeContext } from './chrome-context.test-support';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setUp(target = '#top', reducedMotion = false) {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  let scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? scrollY;
  }) as typeof window.scrollTo);
  window.matchMedia = vi.fn().mockReturnValue({ matches: reducedMotion }) as typeof window.matchMedia;
  const running = start(
    chromeContext(
      `<h1 id="top">Top</h1><button type="button" data-vitrine-back-to-top="${target}" hidden>Back to top</button>`,
    ),
  );
  stop = running.stop;
  const button = document.querySelector('button') as HTMLButtonElement;
  const scrollToY = (y: number) => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersToNextFrame();
  };
  return { button, scrollTo, scrollToY, position: () => scrollY };
}

describe('back-to-top', () => {
  it('eases from the position to 0 over the duration', () => {
    expect(scrollPositionAt(1000, 0, 400)).toBe(1000);
    expect(scrollPositionAt(1000, 200, 400)).toBe(500);
    expect(scrollPositionAt(1000, 400, 400)).toBe(0);
    expect(scrollPositionAt(1000, 900, 400)).toBe(0);
  });

  it('is hidden under 400 and shown from 400 on', () => {
    const { button, scrollToY } = setUp();
    expect(button.hidden).toBe(true);
    scrollToY(BACK_TO_TOP_THRESHOLD - 1);
    expect(button.hidden).toBe(true);
    scrollToY(BACK_TO_TOP_THRESHOLD);
    expect(button.hidden).toBe(false);
    scrollToY(10);
    expect(button.hidden).toBe(true);
  });

  it('scrolls to the top in 400 ms, then moves focus to the top of the page', () => {
    const { button, scrollToY, position } = setUp();
    scrollToY(2000);
    button.focus();
    button.click();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(SCROLL_DURATION_MS / 2);
    expect(position()).toBeGreaterThan(0);
    expect(position()).toBeLessThan(2000);
    expect(document.activeElement).toBe(button);
    vi.advanceTimersByTime(SCROLL_DURATION_MS);
    expect(position()).toBe(0);
    const top = document.getElementById('top');
    expect(document.activeElement).toBe(top);
    expect(top?.getAttribute('tabindex')).toBe('-1');
  });

  it('jumps at once under reduced motion, and focuses the body when its target is garbage', () => {
    const { button, scrollToY, scrollTo } = setUp('#[broken', true);
    scrollToY(900);
    button.click();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
    expect(document.activeElement).toBe(document.body);
  });
});
