import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachDatePicker } from './date-picker';
import { ENGLISH } from './locale';
import { strings as SPANISH } from './locales/es';

const TODAY = new Date(2026, 10, 23, 9, 30);
let input: HTMLInputElement;
let detach: () => void;
let events: string[];

function setup(format: 'mmddyyyy' | 'ddmmyyyy' = 'mmddyyyy', strings = ENGLISH, value = '') {
  document.body.innerHTML = `<form><label for="day">For which day?</label><input id="day" name="dmform-2" type="text" value="${value}"><button type="submit">Send</button></form>`;
  input = document.querySelector('input') as HTMLInputElement;
  events = [];
  input.addEventListener('input', () => events.push('input'));
  input.addEventListener('change', () => events.push('change'));
  act(() => {
    detach = attachDatePicker(input, format, strings, TODAY);
  });
}

const focused = () => document.activeElement as HTMLElement;
const key = (name: string, init: KeyboardEventInit = {}) =>
  act(() => {
    fireEvent.keyDown(focused(), { key: name, ...init });
  });
const openPicker = (name = 'Choose date') =>
  act(() => {
    screen.getByRole('button', { name }).click();
  });

beforeEach(() => setup());
afterEach(() => act(() => detach()));

describe('date picker', () => {
  it('opens a dialog on today, marked as today, with focus on it', () => {
    openPicker();
    const dialog = screen.getByRole('dialog', { name: 'Choose date' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    expect(focused().getAttribute('aria-label')).toBe('Monday, November 23, 2026');
    expect(focused().getAttribute('aria-current')).toBe('date');
    expect(screen.getByRole('button', { name: 'Choose date' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('moves by day, week and month from the keyboard, and Enter writes the date in the field’s format', () => {
    openPicker();
    key('ArrowRight');
    expect(focused().getAttribute('aria-label')).toBe('Tuesday, November 24, 2026');
    key('ArrowDown');
    expect(focused().getAttribute('aria-label')).toBe('Tuesday, December 1, 2026');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
    key('PageUp');
    expect(focused().getAttribute('aria-label')).toBe('Sunday, November 1, 2026');
    key('End');
    expect(focused().getAttribute('aria-label')).toBe('Saturday, November 7, 2026');
    key('Home');
    key('PageDown', { shiftKey: true });
    expect(focused().getAttribute('aria-label')).toBe('Monday, November 1, 2027');
    key('Enter');
    expect(input.value).toBe('11/01/2027');
    expect(events).toEqual(['input', 'change']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Choose date, Monday, November 1, 2027' }));
  });

  it('writes day first for a DD/MM/YYYY field, and opens on the date already in it', () => {
    detach();
    setup('ddmmyyyy', ENGLISH, '05/02/2027');
    openPicker('Choose date, Friday, February 5, 2027');
    expect(focused().getAttribute('aria-selected')).toBe('true');
    key('ArrowLeft');
    key(' ');
    expect(input.value).toBe('04/02/2027');
  });

  it('its button names the day in the field as the visitor types it, and only a real one', () => {
    const type = (value: string) =>
      act(() => {
        input.value = value;
        fireEvent.input(input);
      });
    type('12/20/2026');
    expect(screen.getByRole('button', { name: 'Choose date, Sunday, December 20, 2026' })).toBeTruthy();
    type('12/20/20');
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeTruthy();
    type('02/30/2027');
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeTruthy();
  });

  it('a click on a day picks it', () => {
    openPicker();
    act(() => {
      screen.getByRole('gridcell', { name: 'Friday, November 27, 2026' }).click();
    });
    expect(input.value).toBe('11/27/2026');
  });

  it('Escape closes without writing and gives focus back to the button; the event stays inside', () => {
    let escapesOutside = 0;
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') escapesOutside++;
    });
    openPicker();
    key('ArrowRight');
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input.value).toBe('');
    expect(focused()).toBe(screen.getByRole('button', { name: 'Choose date' }));
    expect(escapesOutside).toBe(0);
  });

  it('keeps Tab inside the dialog', () => {
    openPicker();
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    key('Tab');
    expect(focused()).toBe(screen.getByRole('button', { name: 'Previous month' }));
    key('Tab', { shiftKey: true });
    expect(focused()).toBe(close);
  });

  it('reaches the end of the year ten years ahead and no further (spec §9)', () => {
    openPicker();
    const years = screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    expect(years.options[years.options.length - 1]?.value).toBe('2036');
    act(() => {
      fireEvent.change(years, { target: { value: '2036' } });
    });
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '12' } });
    });
    expect(screen.getByRole('grid', { name: 'December 2036' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => screen.getByRole('gridcell', { name: 'Wednesday, December 31, 2036' }).focus());
    key('ArrowRight');
    expect(focused().getAttribute('aria-label')).toBe('Wednesday, December 31, 2036');
  });

  it('closes on a press outside', () => {
    openPicker();
    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks the page’s language, with its first day of the week', () => {
    detach();
    setup('ddmmyyyy', SPANISH);
    openPicker('Elegir fecha');
    expect(screen.getByRole('dialog', { name: 'Elegir fecha' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader');
    expect(headers[0]?.getAttribute('abbr')).toBe('lunes');
    expect(focused().getAttribute('aria-label')).toBe('lunes, 23 de noviembre de 2026');
  });

  it('leaves the field where it was when taken away', () => {
    const form = document.querySelector('form') as HTMLFormElement;
    expect(input.parentElement?.className).toBe('dmform-picker');
    act(() => detach());
    expect(input.parentElement).toBe(form);
    expect(document.querySelector('.dmform-picker')).toBeNull();
    detach = () => {};
  });

  it('arriving while a visitor types in the field, keeps the field focused and the caret where it was, and so does taking it away', () => {
    document.body.innerHTML =
      '<form><label for="day">For which day?</label><input id="day" type="text" value="12/2"></form>';
    input = document.querySelector('input') as HTMLInputElement;
    input.focus();
    input.setSelectionRange(3, 3);
    act(() => {
      detach = attachDatePicker(input, 'mmddyyyy', ENGLISH, TODAY);
    });
    expect(input.closest('.dmform-picker')).not.toBeNull();
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
    act(() => detach());
    expect(input.closest('.dmform-picker')).toBeNull();
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
    detach = () => {};
  });
});
