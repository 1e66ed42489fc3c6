import { act, render, screen } from '@testing-library/react';
import { parseConfig } from '@vitrine/widget-api';
import { createTestContext } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';
import type { CountdownConfig } from './config';
import { countdownConfig } from './config';
import { countdownWidget } from './definition';
import { spokenTimeLeft, timeLeft } from './time-left';

async function config(raw: unknown): Promise<CountdownConfig> {
  const parsed = await parseConfig(countdownConfig, raw);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.config;
}

afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it('ticks every second and says "done" once the moment has come', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-21T17:59:58Z') });
    const parsed = await config({ until: '2026-12-21T18:00:00Z', doneLabel: 'The ovens are open' });
    const { container } = render(<Countdown config={parsed} context={createTestContext(parsed)} />);
    expect(container.querySelector('.vw-countdown__clock')?.textContent).toBe('0d 00:00:02');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(container.querySelector('.vw-countdown__clock')?.textContent).toBe('0d 00:00:01');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('The ovens are open')).toBeTruthy();
  });

  it('speaks the time left to the minute, not every second', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-19T16:30:10Z') });
    const parsed = await config({ until: '2026-12-21T18:00:00Z' });
    render(<Countdown config={parsed} context={createTestContext(parsed)} />);
    const live = screen.getByText('2 days, 1 hour, 29 minutes');
    expect(live.getAttribute('aria-live')).toBe('polite');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(live.textContent).toBe('2 days, 1 hour, 29 minutes');
  });

  it('stops ticking when its context is aborted (the widget unmounted)', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-21T17:00:00Z') });
    const parsed = await config({ until: '2026-12-21T18:00:00Z' });
    const unmounted = new AbortController();
    render(<Countdown config={parsed} context={createTestContext(parsed, { signal: unmounted.signal })} />);
    expect(vi.getTimerCount()).toBe(1);
    unmounted.abort();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('countdown config and definition', () => {
  it('refuses a missing or unreadable date and fills the labels', async () => {
    await expect(config({})).rejects.toThrow();
    await expect(config({ until: 'next tuesday-ish' })).rejects.toThrow(/ISO 8601/);
    expect(await config({ until: '2026-12-21T18:00:00-08:00' })).toEqual({
      until: '2026-12-21T18:00:00-08:00',
      label: 'Starts in',
      doneLabel: 'It has started',
    });
  });

  it('claims its own markup and loads its mount code lazily', async () => {
    expect(countdownWidget.selector).toBe('[data-vitrine-widget="example-countdown"]');
    const module = await countdownWidget.load();
    expect(typeof module.mount).toBe('function');
  });

  it('counts whole units and never goes below zero', () => {
    const until = new Date('2026-01-02T00:00:00Z');
    expect(timeLeft(until, new Date('2026-01-01T22:58:59.5Z'))).toEqual({
      days: 0,
      hours: 1,
      minutes: 1,
      seconds: 0,
      done: false,
    });
    expect(timeLeft(until, new Date('2026-02-01T00:00:00Z')).done).toBe(true);
    expect(spokenTimeLeft(timeLeft(until, new Date('2026-01-01T23:59:30Z')))).toBe('0 minutes');
  });
});
