import { act, render, screen } from '@testing-library/react';
import { parseConfig } from '@vitrine/widget-api';
import { createTestContext } from '@vitrine/widget-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BakeSchedule } from './BakeSchedule';
import type { BakeScheduleConfig } from './config';
import { bakeScheduleConfig } from './config';

async function config(raw: unknown): Promise<BakeScheduleConfig> {
  const parsed = await parseConfig(bakeScheduleConfig, raw);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.config;
}

afterEach(() => vi.useRealTimers());

describe('BakeSchedule', () => {
  it('lists today’s bakes and turns over at midnight', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T23:59:30Z') });
    const parsed = await config({
      items: [
        { name: 'Cardamom buns', days: ['thu'], readyAt: '07:00' },
        { name: 'Seeded rye', days: ['fri'] },
      ],
    });
    render(<BakeSchedule config={parsed} context={createTestContext(parsed)} />);
    expect(screen.getByRole('heading', { name: 'Out of the oven today' })).toBeTruthy();
    expect(screen.getByText('Cardamom buns')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.queryByText('Cardamom buns')).toBeNull();
    expect(screen.getByText('Seeded rye')).toBeTruthy();
  });

  it('says so on a day with nothing scheduled', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const parsed = await config({
      items: [{ name: 'Rye', days: ['sat'] }],
      emptyMessage: 'Closed for baking',
    });
    render(<BakeSchedule config={parsed} context={createTestContext(parsed)} />);
    expect(screen.getByText('Closed for baking')).toBeTruthy();
  });

  it('refuses items without a name, unknown days and malformed times', async () => {
    for (const items of [
      [{ name: '', days: ['mon'] }],
      [{ name: 'Rye', days: ['someday'] }],
      [{ name: 'Rye', days: ['mon'], readyAt: 'dawn' }],
    ])
      expect((await parseConfig(bakeScheduleConfig, { items })).ok).toBe(false);
    expect((await parseConfig(bakeScheduleConfig, {})).ok).toBe(false);
  });
});

describe('its look', () => {
  it('brings its own stylesheet, once, first in <head> so the site’s CSS overrides it', async () => {
    const parsed = await config({ items: [] });
    render(<BakeSchedule config={parsed} context={createTestContext(parsed)} />);
    render(<BakeSchedule config={parsed} context={createTestContext(parsed)} />);
    const styles = document.head.querySelectorAll('style[data-vitrine-style="widget-bake-schedule"]');
    expect(styles).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(styles[0]);
    expect(styles[0]?.textContent).toContain('.vw-bakes__list{');
  });
});
