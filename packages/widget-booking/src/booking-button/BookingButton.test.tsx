import { act, fireEvent, render, screen } from '@testing-library/react';
import { CONSENT_COOKIE, consent, setConsentMode } from '@vitrine/widget-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUpBooking, context, loadScheduler, scripts, TASTING } from '../booking.test-support';
import { bookingButtonWidget } from '../definitions';
import { SCHEDULER_SCRIPT } from '../scheduler';
import { BookingButton } from './BookingButton';
import type { BookingButtonConfig } from './config';

afterEach(() => {
  cleanUpBooking();
  setConsentMode('notice');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

describe('BookingButton', () => {
  const config: BookingButtonConfig = { schedulingUrl: TASTING, label: 'Book a tasting' };

  it('loads the scheduling script on the click only, then opens the scheduler', async () => {
    const { context: ctx } = context(config);
    render(<BookingButton config={config} context={ctx} />);
    expect(scripts()).toEqual([]);
    const link = screen.getByRole('link', { name: 'Book a tasting' });
    expect(link.getAttribute('href')).toBe(TASTING);
    expect(fireEvent.click(link)).toBe(false);
    fireEvent.click(link);
    expect(scripts()).toEqual([SCHEDULER_SCRIPT]);
    const initPopupWidget = vi.fn();
    await loadScheduler(initPopupWidget);
    expect(initPopupWidget).toHaveBeenCalledTimes(1);
    expect(initPopupWidget).toHaveBeenCalledWith({ url: TASTING });
  });

  it('before the visitor allows functional, the click brings the facade, and Load once opens the scheduler', async () => {
    setConsentMode('opt-in');
    const { context: ctx } = context(config);
    render(<BookingButton config={config} context={ctx} />);
    fireEvent.click(screen.getByRole('link', { name: 'Book a tasting' }));
    expect(scripts()).toEqual([]);
    const facade = screen.getByRole('group', { name: 'Booking' });
    expect(facade.textContent).toContain('Provided by Calendly');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Load once' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load once' })));
    expect(scripts()).toEqual([SCHEDULER_SCRIPT]);
    expect(screen.queryByRole('group')).toBeNull();
    const initPopupWidget = vi.fn();
    await loadScheduler(initPopupWidget);
    expect(initPopupWidget).toHaveBeenCalledWith({ url: TASTING });
    expect(consent.get()).toBeUndefined();
  });

  it('logs a failure to the console only', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { context: ctx, logger } = context(config);
    render(<BookingButton config={config} context={ctx} />);
    fireEvent.click(screen.getByRole('link'));
    await act(async () => {
      document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    });
    expect(consoleError).toHaveBeenCalledWith(
      '[vitrine] [booking-button] the scheduler could not be opened',
      expect.any(Error),
    );
    expect(logger.lines).toEqual([]);
    expect(screen.getByRole('link').getAttribute('aria-busy')).toBeNull();
  });

  it('does nothing in the editor', () => {
    const { context: ctx } = context(config, { mode: 'editor', inEditor: true });
    render(<BookingButton config={config} context={ctx} />);
    expect(fireEvent.click(screen.getByRole('link'))).toBe(false);
    expect(scripts()).toEqual([]);
  });

  it('shows no button for a page that is not the provider’s, with a warning', () => {
    const bad = { ...config, schedulingUrl: 'https://evil.example/book' };
    const { context: ctx, logger } = context(bad);
    render(<BookingButton config={bad} context={ctx} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(logger.lines[0]?.[0]).toBe('warn');
  });

  it('is defined with a lazily loaded mount', async () => {
    expect(bookingButtonWidget.selector).toBe('[data-vitrine-widget="booking-button"]');
    expect(typeof (await bookingButtonWidget.load()).mount).toBe('function');
  });
});
