import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpBooking, context } from '../booking.test-support';
import { openTableWidget } from '../definitions';
import type { OpenTableConfig } from './config';
import { OpenTableButton } from './OpenTableButton';

afterEach(cleanUpBooking);

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

  it('is defined with a lazily loaded mount', async () => {
    expect(openTableWidget.selector).toBe('[data-vitrine-widget="open-table"]');
    expect(typeof (await openTableWidget.load()).mount).toBe('function');
  });
});
