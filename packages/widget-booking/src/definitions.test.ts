import { describe, expect, it } from 'vitest';
import { bookingButtonWidget, healthBookingWidget, openTableWidget } from './definitions';

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
