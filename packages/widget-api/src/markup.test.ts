import { describe, expect, it } from 'vitest';
import { ABOVE_FOLD_ATTRIBUTE, widgetAttributes } from './markup';

describe('widgetAttributes', () => {
  it('renders the attributes core reads, config as JSON', () => {
    expect(
      widgetAttributes({
        name: 'opening-hours',
        config: { timeZone: 'UTC' },
        id: 'hours-1',
        version: '0.1.0',
        lazyLoad: false,
        module: '/cdn/widget-opening-hours/widget-opening-hours.js',
      }),
    ).toEqual({
      'data-vitrine-widget': 'opening-hours',
      'data-vitrine-widget-config': '{"timeZone":"UTC"}',
      'data-widget-id': 'hours-1',
      'data-widget-version': '0.1.0',
      'data-lazy-load': 'false',
      'data-vitrine-widget-module': '/cdn/widget-opening-hours/widget-opening-hours.js',
    });
  });

  it('marks a widget the template placed above the fold, and only such a widget', () => {
    expect(widgetAttributes({ name: 'map', aboveFold: true })).toEqual({
      'data-vitrine-widget': 'map',
      [ABOVE_FOLD_ATTRIBUTE]: '',
    });
    expect(widgetAttributes({ name: 'map', aboveFold: false })).toEqual({ 'data-vitrine-widget': 'map' });
  });
});
