import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PublicEventName, WidgetContext } from '@vitrine/widget-api';
import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingButton } from './BookingButton';
import type { BookingButtonConfig, HealthBookingConfig, OpenTableConfig } from './config';
import { bookingButtonWidget, healthBookingWidget, openTableWidget } from './definitions';
import { HealthBooking, HealthBookingMarkup } from './HealthBooking';
import { readServices } from './health-services';
import { OpenTableButton } from './OpenTableButton';
import { isSchedulingUrl, SCHEDULER_SCRIPT } from './scheduler';

const TASTING = 'https://calendly.com/harbor-and-rye/wholesale-tasting';
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'Calendly');
  for (const element of document.head.querySelectorAll('script, link')) element.remove();
});

function context<Config>(config: Config, overrides: Partial<WidgetContext<Config>> = {}) {
  const emitted: Array<[PublicEventName, unknown]> = [];
  const logger = recordingLogger();
  const made = createTestContext(config, {
    events: { emit: (name, payload) => emitted.push([name, payload]), on: () => () => {} },
    logger,
    ...overrides,
  });
  return { context: made, emitted, logger };
}

async function loadScheduler(initPopupWidget: (options: { url: string }) => void) {
  Object.assign(window, { Calendly: { initPopupWidget } });
  await act(async () => {
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
  });
}

describe('isSchedulingUrl', () => {
  it('takes https pages on the provider only', () => {
    expect(isSchedulingUrl(TASTING)).toBe(true);
    expect(isSchedulingUrl('http://calendly.com/x')).toBe(false);
    expect(isSchedulingUrl('https://calendly.com.evil.example/x')).toBe(false);
    expect(isSchedulingUrl('not a url')).toBe(false);
  });
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
});

describe('OpenTableButton', () => {
  const config: OpenTableConfig = { restaurantId: '123456', label: 'Reserve a table' };

  it('links to the restaurant’s reservation page and fires event-OpenTable once per click', () => {
    const { context: ctx, emitted } = context(config);
    render(<OpenTableButton config={config} context={ctx} />);
    const link = screen.getByRole('link', { name: 'Reserve a table' });
    expect(link.getAttribute('href')).toBe(
      'https://www.opentable.com/restref/client/?rid=123456&restref=123456',
    );
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(emitted).toEqual([['event-OpenTable', { restaurantId: '123456', widgetId: 'w1' }]]);
  });

  it('fires nothing and opens nothing in the editor; no button without a numeric id', () => {
    const { context: ctx, emitted } = context(config, { mode: 'editor', inEditor: true });
    render(<OpenTableButton config={config} context={ctx} />);
    expect(fireEvent.click(screen.getByRole('link'))).toBe(false);
    expect(emitted).toEqual([]);
    cleanup();
    const bad = { ...config, restaurantId: 'abc' };
    render(<OpenTableButton config={bad} context={context(bad).context} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('HealthBooking', () => {
  const config: HealthBookingConfig = {
    services: [
      {
        name: 'Allergen consultation',
        schedulingUrl: 'https://calendly.com/harbor-and-rye/allergen-consultation',
      },
      { name: 'Coeliac follow-up', schedulingUrl: 'https://calendly.com/harbor-and-rye/coeliac-follow-up' },
      { name: 'Broken', schedulingUrl: 'https://elsewhere.example' },
    ],
    serviceLabel: 'Type of appointment',
    label: 'Request an appointment',
    note: 'Your details go to our scheduling service only.',
  };

  it('opens the chosen service’s scheduling page, and leaves out a service it cannot book', async () => {
    const { context: ctx, logger } = context(config);
    render(<HealthBooking config={config} context={ctx} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Allergen consultation',
      'Coeliac follow-up',
    ]);
    expect(logger.lines).toContainEqual([
      'warn',
      'service 3 is left out: it needs a name and a Calendly scheduling page',
      [],
    ]);
    fireEvent.change(screen.getByLabelText('Type of appointment'), { target: { value: '1' } });
    const button = screen.getByRole('link', { name: 'Request an appointment' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(button);
    const initPopupWidget = vi.fn();
    await loadScheduler(initPopupWidget);
    expect(initPopupWidget).toHaveBeenCalledWith({
      url: 'https://calendly.com/harbor-and-rye/coeliac-follow-up',
    });
  });

  it('names the one service on the button when there is only one, and does nothing in the editor', () => {
    const one = { ...config, services: config.services.slice(0, 1) };
    const { context: ctx } = context(one, { mode: 'editor', inEditor: true });
    render(<HealthBooking config={one} context={ctx} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Request an appointment: Allergen consultation' }));
    expect(scripts()).toEqual([]);
  });

  it('a server draws what the plugin first draws, plus links that only a browser without JavaScript shows', () => {
    const { context: ctx } = context(config);
    const { container } = render(<HealthBooking config={config} context={ctx} />);
    // A server marks the first option selected, which the browser's copy holds as a property.
    const withoutIds = (html: string) => html.replace(/ (id|for|aria-describedby|selected)="[^"]*"/g, '');
    const server = document.createElement('div');
    server.innerHTML = renderToStaticMarkup(
      <HealthBookingMarkup services={config.services} note={config.note} />,
    );
    const links = server.querySelector('.vw-health__links');
    expect([...(links?.querySelectorAll('a') ?? [])].map((link) => link.href)).toEqual([
      'https://calendly.com/harbor-and-rye/allergen-consultation',
      'https://calendly.com/harbor-and-rye/coeliac-follow-up',
    ]);
    links?.remove();
    expect(withoutIds(server.innerHTML)).toBe(withoutIds(container.innerHTML));
  });

  it('reads services leniently', () => {
    expect(readServices([null, { name: 'X', schedulingUrl: 'https://calendly.com/a/b' }]).services).toEqual([
      { name: 'X', schedulingUrl: 'https://calendly.com/a/b' },
    ]);
  });
});

describe('definitions', () => {
  it('claim their elements and load their mount code lazily', async () => {
    for (const [widget, name] of [
      [bookingButtonWidget, 'booking-button'],
      [openTableWidget, 'open-table'],
      [healthBookingWidget, 'health-booking'],
    ] as const) {
      expect(widget.selector).toBe(`[data-vitrine-widget="${name}"]`);
      expect(typeof (await widget.load()).mount).toBe('function');
    }
  });
});
