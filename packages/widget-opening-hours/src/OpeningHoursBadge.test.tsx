import { act, render, screen } from '@testing-library/react';
import { parseConfig } from '@vitrine/widget-api';
import { createTestContext } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpeningHoursConfig } from './config';
import { openingHoursConfig } from './config';
import { openingHoursWidget } from './definition';
import { OpeningHoursBadge } from './OpeningHoursBadge';

async function config(raw: unknown): Promise<OpeningHoursConfig> {
  const parsed = await parseConfig(openingHoursConfig, raw);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.config;
}

afterEach(() => vi.useRealTimers());

describe('OpeningHoursBadge', () => {
  it('shows open now, then closed once the closing time passes', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T17:59:00Z') });
    const parsed = await config({
      hours: { thu: [{ opens: '07:00', closes: '18:00' }], fri: [{ opens: '07:00', closes: '18:00' }] },
    });
    render(<OpeningHoursBadge config={parsed} context={createTestContext(parsed)} />);
    expect(screen.getByText('Open now')).toBeTruthy();
    expect(screen.getByText('until 18:00')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByText('opens tomorrow at 07:00')).toBeTruthy();
  });

  it('uses the labels from the config', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const parsed = await config({
      hours: { thu: [{ opens: '07:00', closes: '18:00' }] },
      openLabel: 'Ovens on',
    });
    render(<OpeningHoursBadge config={parsed} context={createTestContext(parsed)} />);
    expect(screen.getByText('Ovens on')).toBeTruthy();
  });
});

describe('opening-hours config', () => {
  it('fills defaults and refuses malformed times and unknown time zones', async () => {
    expect(await config({ hours: {} })).toMatchObject({
      timeZone: 'UTC',
      openLabel: 'Open now',
      hours: { mon: [] },
    });
    const badTime = await parseConfig(openingHoursConfig, {
      hours: { mon: [{ opens: '7am', closes: '18:00' }] },
    });
    expect(badTime.ok).toBe(false);
    const badZone = await parseConfig(openingHoursConfig, { hours: {}, timeZone: 'Mars/Olympus' });
    expect(!badZone.ok && badZone.problems).toEqual(['timeZone: unknown time zone']);
    expect((await parseConfig(openingHoursConfig, 'garbage')).ok).toBe(false);
  });

  it('is defined against core 0.1 and loads its mount code lazily', async () => {
    expect(openingHoursWidget.selector).toBe('[data-vitrine-widget="opening-hours"]');
    const module = await openingHoursWidget.load();
    expect(typeof module.mount).toBe('function');
  });
});

describe('its look', () => {
  it('brings its own stylesheet, once, first in <head> so the site’s CSS overrides it', async () => {
    const parsed = await config({ hours: {} });
    render(<OpeningHoursBadge config={parsed} context={createTestContext(parsed)} />);
    render(<OpeningHoursBadge config={parsed} context={createTestContext(parsed)} />);
    const styles = document.head.querySelectorAll('style[data-vitrine-style="widget-opening-hours"]');
    expect(styles).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(styles[0]);
    expect(styles[0]?.textContent).toContain('.vw-hours--open .vw-hours__state{');
  });
});
