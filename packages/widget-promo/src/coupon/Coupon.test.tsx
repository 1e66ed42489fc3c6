import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PublicEventName, WidgetContext } from '@vitrine/widget-api';
import { parseConfig } from '@vitrine/widget-api';
import { createTestContext, polyfillDialog, recordingLogger } from '@vitrine/widget-api/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { couponWidget } from '../definition';
import { Coupon } from './Coupon';
import { CouponFace } from './CouponFace';
import type { CouponConfig } from './config';
import { couponConfig } from './config';
import { couponExpiry } from './coupon-expiry';

const domToPng = vi.hoisted(() => vi.fn<(node: Node) => Promise<string>>());
vi.mock('./screenshot-library', () => ({ domToPng }));

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const NOW = Date.parse('2026-11-24T10:00:00Z');

beforeAll(async () => {
  polyfillDialog();
  // The component imports the screenshot library on the first click: import it once here, so the clicks below
  // do not wait on a cold module transform on a busy machine.
  await import('./screenshot-library');
});
/** Waits for what a click brings, allowing for a busy machine. */
const SLOW = { timeout: 10_000 };
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  domToPng.mockReset();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

async function config(raw: Record<string, unknown>): Promise<CouponConfig> {
  const parsed = await parseConfig(couponConfig, raw);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.config;
}

function renderCoupon(parsed: CouponConfig, overrides: Partial<WidgetContext<CouponConfig>> = {}) {
  const emitted: Array<[PublicEventName, unknown]> = [];
  const logger = recordingLogger();
  const context = createTestContext(parsed, {
    events: { emit: (name, payload) => emitted.push([name, payload]), on: () => () => {} },
    logger,
    ...overrides,
  });
  render(<Coupon config={parsed} context={context} />);
  return { emitted, logger };
}

const weekend = { name: 'Weekend loaf', description: '20% off any loaf', code: 'RYE20' };

describe('CouponFace, the server-rendered fallback', () => {
  it('is what the widget shows in its card, so the widget replaces it without moving anything', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const raw = { ...weekend, expdt: NOW + 86_400_000 };
    renderCoupon(await config(raw));
    const withoutIds = (html: string) => html.replace(/ id="[^"]*"/g, '');
    const mounted = document.querySelector('.vw-coupon__card')?.innerHTML ?? '';
    // Parsed as a browser parses the server's page, then serialised as the mounted card is.
    const served = document.createElement('div');
    served.innerHTML = renderToStaticMarkup(
      <CouponFace {...weekend} expiry={couponExpiry(raw.expdt)} locale="en" />,
    );
    expect(withoutIds(served.innerHTML)).toBe(withoutIds(mounted));
    expect(served.textContent).toContain('Valid until');
  });
});

describe('Coupon', () => {
  it('shows the offer with its code and expiry date', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderCoupon(await config({ ...weekend, expdt: NOW + 86_400_000 }));
    expect(screen.getByRole('heading', { name: 'Weekend loaf' })).toBeTruthy();
    expect(screen.getByText('RYE20')).toBeTruthy();
    expect(screen.getByText('Valid until')).toBeTruthy();
  });

  it('is hidden once expired, and goes when it expires while shown', async () => {
    vi.useFakeTimers({ now: NOW });
    const { unmount } = render(
      <Coupon
        config={await config({ ...weekend, expdt: NOW - 1 })}
        context={createTestContext(await config(weekend))}
      />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    unmount();
    renderCoupon(await config({ ...weekend, expdt: NOW + 60_000 }));
    expect(screen.getByRole('heading', { name: 'Weekend loaf' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60_001);
    });
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('keeps a coupon whose expiry is garbage, its schema handing the host a warning', async () => {
    renderCoupon(await config({ ...weekend, expdt: 'next week' }));
    expect(screen.getByRole('heading', { name: 'Weekend loaf' })).toBeTruthy();
    expect(await parseConfig(couponConfig, { ...weekend, expdt: 'next week' })).toMatchObject({
      ok: true,
      config: { expiry: { kind: 'none' } },
      warnings: ['expdt "next week" is not a timestamp; the coupon never expires'],
    });
  });

  it('Use shows the coupon as an image with Print on desktop, firing event-CouponWidget once', async () => {
    domToPng.mockResolvedValue(PNG);
    const { emitted } = renderCoupon(await config(weekend));
    const use = screen.getByRole('button', { name: 'Use' });
    fireEvent.click(use);
    fireEvent.click(use);
    const image = await screen.findByRole('img', { name: 'Weekend loaf coupon' }, SLOW);
    expect(image.getAttribute('src')).toBe(PNG);
    expect(domToPng).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual([
      ['event-CouponWidget', { action: 'use', name: 'Weekend loaf', widgetId: 'w1' }],
    ]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(document.documentElement.classList.contains('vw-coupon-printing')).toBe(true);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.documentElement.classList.contains('vw-coupon-printing')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(use);
  });

  it('has no Print button off desktop', async () => {
    domToPng.mockResolvedValue(PNG);
    renderCoupon(await config(weekend), { device: 'mobile' });
    fireEvent.click(screen.getByRole('button', { name: 'Use' }));
    await screen.findByRole('img', { name: 'Weekend loaf coupon' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('shows the coupon card itself when the image cannot be made', async () => {
    domToPng.mockRejectedValue(new Error('offline'));
    const { logger } = renderCoupon(await config(weekend));
    fireEvent.click(screen.getByRole('button', { name: 'Use' }));
    await waitFor(() => expect(screen.getAllByText('RYE20')).toHaveLength(2), SLOW);
    // The card is drawn in the dialog a render before the dialog opens: its Print is accessible once it has.
    expect(await screen.findByRole('button', { name: 'Print' }, SLOW)).toBeTruthy();
    expect(logger.lines.some(([level]) => level === 'warn')).toBe(true);
  });

  it('does nothing in the editor', async () => {
    const { emitted } = renderCoupon(await config(weekend), { mode: 'editor', inEditor: true });
    fireEvent.click(screen.getByRole('button', { name: 'Use' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await Promise.resolve();
    expect(emitted).toEqual([]);
    expect(domToPng).not.toHaveBeenCalled();
    expect(document.querySelector('dialog[open]')).toBeNull();
  });

  it('Share in preview shows the preview message and shares nothing', async () => {
    const { emitted } = renderCoupon(await config(weekend), { mode: 'preview' });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' }, SLOW);
    expect(dialog.textContent).toContain("You can't use the widget to share a site from Preview mode.");
    expect(emitted).toEqual([]);
    expect(domToPng).not.toHaveBeenCalled();
  });

  it('Share hands the image to the Web Share API where the device has it', async () => {
    domToPng.mockResolvedValue(PNG);
    const share = vi.fn(async (_data: ShareData) => {});
    Object.assign(navigator, { share, canShare: () => true });
    const { emitted } = renderCoupon(await config(weekend));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1), SLOW);
    const data = share.mock.calls[0]?.[0];
    expect(data?.title).toBe('Weekend loaf');
    expect(data?.files?.[0]?.name).toBe('Weekend-loaf.png');
    expect(emitted).toEqual([
      ['event-CouponWidget', { action: 'share', name: 'Weekend loaf', widgetId: 'w1' }],
    ]);
    expect(document.querySelector('dialog[open]')).toBeNull();
  });

  it('Share without the Web Share API offers the image to download and an email', async () => {
    domToPng.mockResolvedValue(PNG);
    renderCoupon(await config(weekend));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const download = await screen.findByRole('link', { name: 'Download image' }, SLOW);
    expect(download.getAttribute('href')).toBe(PNG);
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Weekend%20loaf&body=/,
    );
  });
});

describe('coupon definition', () => {
  it('claims its elements and loads its mount code lazily', async () => {
    expect(couponWidget.selector).toBe('[data-vitrine-widget="coupon"]');
    expect(typeof (await couponWidget.load()).mount).toBe('function');
  });
});
