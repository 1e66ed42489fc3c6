import { fireEvent, render, screen } from '@testing-library/react';
import { parseConfig } from '@vitrine/widget-api';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanUpBooking, context, loadScheduler, scripts } from '../booking.test-support';
import { healthBookingWidget } from '../definitions';
import type { HealthBookingConfig } from './config';
import { healthBookingConfig } from './config';
import { HealthBooking, HealthBookingMarkup } from './HealthBooking';
import { readServices } from './health-services';

afterEach(cleanUpBooking);

describe('HealthBooking', () => {
  const raw = {
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
  let config: HealthBookingConfig;
  beforeAll(async () => {
    const parsed = await parseConfig(healthBookingConfig, raw);
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    config = parsed.config;
  });

  it('opens the chosen service’s scheduling page, and leaves out a service it cannot book', async () => {
    const { context: ctx } = context(config);
    render(<HealthBooking config={config} context={ctx} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Allergen consultation',
      'Coeliac follow-up',
    ]);
    // The schema left it out, handing the host the warning to log.
    expect(await parseConfig(healthBookingConfig, raw)).toMatchObject({
      ok: true,
      warnings: ['service 3 is left out: it needs a name and a Calendly scheduling page'],
    });
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
    server.innerHTML = renderToStaticMarkup(<HealthBookingMarkup services={raw.services} note={raw.note} />);
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

  it('is defined with a lazily loaded mount', async () => {
    expect(healthBookingWidget.selector).toBe('[data-vitrine-widget="health-booking"]');
    expect(typeof (await healthBookingWidget.load()).mount).toBe('function');
  });
});
