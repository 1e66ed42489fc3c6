import { describe, expect, it } from 'vitest';
import { pushButtonView, stateAfterPrompt, stateOf, unsupportedDisplay, vapidKeyBytes } from './push-state';

const labels = {
  subscribeText: 'Subscribe to Notifications',
  unsubscribeText: 'Unsubscribe from Notifications',
};

describe('stateOf', () => {
  it('is enabled when subscribed, disabled when not, blocked when denied', () => {
    expect(stateOf({ supported: true, permission: 'granted', subscribed: true })).toBe('enabled');
    expect(stateOf({ supported: true, permission: 'prompt', subscribed: false })).toBe('disabled');
    expect(stateOf({ supported: true, permission: 'granted', subscribed: false })).toBe('disabled');
    expect(stateOf({ supported: true, permission: 'denied', subscribed: false })).toBe('blocked');
  });

  it('is unsupported without Web Push, or when the permission state could not be read', () => {
    expect(stateOf({ supported: false, permission: 'granted', subscribed: false })).toBe('unsupported');
    expect(stateOf({ supported: true, permission: undefined, subscribed: true })).toBe('unsupported');
  });
});

describe('stateAfterPrompt', () => {
  it('subscribes when granted, is blocked when denied, and stays as it was when dismissed', () => {
    expect(stateAfterPrompt('granted')).toBe('subscribing');
    expect(stateAfterPrompt('denied')).toBe('blocked');
    expect(stateAfterPrompt('default')).toBe('disabled');
  });
});

describe('pushButtonView', () => {
  it('labels each state as the spec says', () => {
    expect(pushButtonView('enabled', labels, 'button').label).toBe('Unsubscribe from Notifications');
    expect(pushButtonView('disabled', labels, 'button')).toEqual({
      shown: true,
      hideColumn: false,
      label: 'Subscribe to Notifications',
      greyed: false,
    });
    expect(pushButtonView('blocked', labels, 'button')).toMatchObject({ shown: true, greyed: true });
  });

  it('shows an unsupported button hidden, its column hidden, or greyed out, per attribute', () => {
    expect(pushButtonView('unsupported', labels, 'button')).toMatchObject({
      shown: false,
      hideColumn: false,
    });
    expect(pushButtonView('unsupported', labels, 'column')).toMatchObject({ shown: false, hideColumn: true });
    expect(pushButtonView('unsupported', labels, 'greyed')).toMatchObject({ shown: true, greyed: true });
  });
});

describe('unsupportedDisplay', () => {
  it('reads the three values and turns anything else into a hidden button, with a warning', () => {
    expect(unsupportedDisplay('column')).toEqual({ display: 'column' });
    expect(unsupportedDisplay(undefined)).toEqual({ display: 'button' });
    expect(unsupportedDisplay('fade')).toEqual({
      display: 'button',
      warning:
        'unsupported "fade" is not button, column or greyed; the button is hidden where push is unsupported',
    });
  });
});

describe('vapidKeyBytes', () => {
  it('decodes a base64url uncompressed P-256 key and refuses anything else', () => {
    const point = new Uint8Array(65).fill(7);
    point[0] = 4;
    const key = btoa(String.fromCharCode(...point))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(vapidKeyBytes(key)).toEqual(point);
    expect(vapidKeyBytes('not a key!')).toBeUndefined();
    expect(vapidKeyBytes(btoa('short'))).toBeUndefined();
    expect(vapidKeyBytes('')).toBeUndefined();
  });
});
