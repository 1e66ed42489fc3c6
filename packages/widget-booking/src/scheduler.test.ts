import { describe, expect, it } from 'vitest';
import { TASTING } from './booking.test-support';
import { isSchedulingUrl } from './scheduler';

describe('isSchedulingUrl', () => {
  it('takes https pages on the provider only', () => {
    expect(isSchedulingUrl(TASTING)).toBe(true);
    expect(isSchedulingUrl('http://calendly.com/x')).toBe(false);
    expect(isSchedulingUrl('https://calendly.com.evil.example/x')).toBe(false);
    expect(isSchedulingUrl('not a url')).toBe(false);
  });
});
