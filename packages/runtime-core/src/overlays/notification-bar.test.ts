import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Emitter } from '../events/emitter';
import type { PublicEvents } from '../events/public-events';
import { NotificationBars, readNotificationTiming } from './notification-bar';

function renderBar(attributes: Record<string, string>, id = 'offer'): HTMLElement {
  document.body.innerHTML = `
    <div id="${id}" data-vitrine-notification hidden>
      <p>Hot cross buns this weekend. <a href="/site/a/menu">See the menu</a></p>
      <button type="button" data-notification-close aria-label="Close">×</button>
    </div>`;
  const bar = document.getElementById(id)!;
  for (const [name, value] of Object.entries(attributes)) bar.setAttribute(name, value);
  return bar;
}

describe('readNotificationTiming', () => {
  it('reads delay and duration in seconds', () => {
    const bar = renderBar({ 'data-notification-delay': '2', 'data-notification-duration': '1.5' });
    expect(readNotificationTiming(bar)).toEqual({ delayMs: 2000, durationMs: 1500 });
  });

  it('treats missing, zero and garbage values as absent', () => {
    expect(readNotificationTiming(renderBar({}))).toEqual({ delayMs: 0, durationMs: undefined });
    const garbage = renderBar({ 'data-notification-delay': 'soon', 'data-notification-duration': '-3' });
    expect(readNotificationTiming(garbage)).toEqual({ delayMs: 0, durationMs: undefined });
    expect(
      readNotificationTiming(renderBar({ 'data-notification-duration': '0' })).durationMs,
    ).toBeUndefined();
  });
});

describe('NotificationBars', () => {
  let publicEvents: Emitter<PublicEvents>;
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    publicEvents = new Emitter<PublicEvents>();
  });
  afterEach(() => vi.useRealTimers());

  const start = () => {
    const bars = new NotificationBars({ win: window, publicEvents });
    bars.scan(document);
    return bars;
  };

  it('shows the bar after its delay and hides it after its duration', () => {
    const bar = renderBar({ 'data-notification-delay': '2', 'data-notification-duration': '5' });
    start();
    vi.advanceTimersByTime(1999);
    expect(bar.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.hidden).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(bar.hidden).toBe(true);
  });

  it('closes on its close control, fires event-notificationClose, and stays closed for the session', () => {
    const closed = vi.fn();
    publicEvents.on('event-notificationClose', closed);
    const bar = renderBar({});
    start();
    vi.advanceTimersByTime(0);
    bar.querySelector<HTMLButtonElement>('[data-notification-close]')!.click();
    expect(bar.hidden).toBe(true);
    expect(closed).toHaveBeenCalledWith({ id: 'offer' });

    const again = renderBar({});
    start();
    vi.advanceTimersByTime(10_000);
    expect(again.hidden).toBe(true);
  });

  it('fires event-notificationLinkClick for its links', () => {
    const clicked = vi.fn();
    publicEvents.on('event-notificationLinkClick', clicked);
    const bar = renderBar({});
    start();
    vi.advanceTimersByTime(0);
    const link = bar.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(clicked).toHaveBeenCalledWith({ id: 'offer', href: '/site/a/menu' });
  });

  it('starts each bar once, and stops bars that left the document before they showed', () => {
    const bar = renderBar({ 'data-notification-delay': '3' });
    const bars = start();
    bars.scan(document);
    bar.remove();
    bars.stopDetached();
    vi.advanceTimersByTime(5000);
    expect(bar.hidden).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
