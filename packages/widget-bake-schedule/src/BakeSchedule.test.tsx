import { act, cleanup, render, screen } from '@testing-library/react';
import { parseConfig } from '@vitrine/widget-api';
import { createTestContext } from '@vitrine/widget-api/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BakeSchedule } from './BakeSchedule';
import { BakeScheduleMarkup } from './BakeScheduleMarkup';
import type { BakeScheduleConfig } from './config';
import { bakeScheduleConfig } from './config';

async function config(raw: unknown): Promise<BakeScheduleConfig> {
  const parsed = await parseConfig(bakeScheduleConfig, raw);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.config;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

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

describe('BakeScheduleMarkup', () => {
  const raw = {
    timeZone: 'America/Los_Angeles',
    items: [
      { name: 'Seeded rye', days: ['tue', 'sat'] },
      { name: 'Cardamom knots', days: ['tue'], readyAt: '09:30' },
    ],
    emptyMessage: 'The ovens rest today.',
  };
  const comparable = (html: string) => html.replace(/ (id|aria-labelledby)="[^"]*"/g, '');

  it('is what the widget first draws at the same moment, on the bakery’s day, so nothing moves when it starts', async () => {
    // Wednesday 02:00 in UTC is still Tuesday evening in Los Angeles: Tuesday's bakes, in both.
    const now = new Date('2026-06-17T02:00:00Z');
    vi.useFakeTimers({ now });
    const parsed = await config(raw);
    const { container } = render(<BakeSchedule config={parsed} context={createTestContext(parsed)} />);
    const server = renderToStaticMarkup(<BakeScheduleMarkup config={raw} now={now} />);
    expect(comparable(server)).toBe(comparable(container.innerHTML));
    expect(server).toContain('Cardamom knots');
    expect(server).toContain(' · ready 09:30');
  });

  it('draws the empty message on a day without bakes, and throws on a config the widget would refuse', () => {
    expect(
      renderToStaticMarkup(<BakeScheduleMarkup config={raw} now={new Date('2026-06-15T19:00:00Z')} />),
    ).toContain('The ovens rest today.');
    expect(() =>
      renderToStaticMarkup(
        <BakeScheduleMarkup config={{ items: [{ name: 'Rye', days: ['someday'] }] }} now={new Date()} />,
      ),
    ).toThrow();
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
