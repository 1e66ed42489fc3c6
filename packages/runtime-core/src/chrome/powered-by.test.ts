import { describe, expect, it } from 'vitest';
import { chromeContext } from './chrome-context.test-support';
import { showsPoweredBy, start } from './powered-by';

const BANNER = '<p data-vitrine-powered-by hidden>Powered by Vitrine</p>';

describe('powered-by banner', () => {
  it('shows unless a reseller flag is true', () => {
    expect(showsPoweredBy({})).toBe(true);
    expect(showsPoweredBy({ isReseller: false, isWhiteLabelReseller: 'yes' })).toBe(true);
    expect(showsPoweredBy({ isReseller: true })).toBe(false);
    expect(showsPoweredBy({ isWhiteLabelReseller: true })).toBe(false);
  });

  it('unhides the banner on an ordinary site and keeps it hidden on a white-label one', () => {
    start(chromeContext(BANNER));
    expect(document.querySelector<HTMLElement>('[data-vitrine-powered-by]')?.hidden).toBe(false);
    start(chromeContext(BANNER, { params: { isWhiteLabelReseller: true } }));
    expect(document.querySelector<HTMLElement>('[data-vitrine-powered-by]')?.hidden).toBe(true);
  });
});
