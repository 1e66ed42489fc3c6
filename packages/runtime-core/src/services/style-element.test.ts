import { describe, expect, it, vi } from 'vitest';
import { styleElement } from './style-element';

describe('styleElement', () => {
  it('sets and removes inline properties on the element a selector finds', () => {
    document.body.innerHTML = '<div id="hero" style="color: red"></div>';
    const logger = { error: vi.fn() };
    expect(
      styleElement(
        '#hero',
        { 'background-color': 'rgb(1, 2, 3)', color: null, '--accent': 'gold' },
        { logger },
      ),
    ).toBe(true);
    const hero = document.getElementById('hero')!;
    expect(hero.style.backgroundColor).toBe('rgb(1, 2, 3)');
    expect(hero.style.color).toBe('');
    expect(hero.style.getPropertyValue('--accent')).toBe('gold');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each([
    ['a selector that matches nothing', '#gone', 'Cannot style a missing element: #gone'],
    ['an invalid selector', '##', 'Cannot style a missing element: ##'],
    ['null', null, 'Cannot style a missing element: null'],
  ])('logs %s at ERROR and returns false', (_case, target, message) => {
    document.body.innerHTML = '';
    const logger = { error: vi.fn() };
    expect(styleElement(target, { color: 'red' }, { logger })).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(message);
  });
});
