import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH } from './locale';
import { attachTimePicker } from './time-picker';

let input: HTMLInputElement;
let detach: () => void = () => {};
let submits: number;

function setup(format: '24h' | '12h', value = '') {
  document.body.innerHTML = `<form><label for="at">Pick-up time</label><input id="at" name="dmform-3" type="text" value="${value}"><button type="submit">Send</button></form>`;
  input = document.querySelector('input') as HTMLInputElement;
  submits = 0;
  document.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    submits++;
  });
  act(() => {
    detach = attachTimePicker(input, format, ENGLISH);
  });
  act(() => input.focus());
}

const key = (name: string, init: KeyboardEventInit = {}) => {
  let proceed = true;
  act(() => {
    proceed = fireEvent.keyDown(input, { key: name, ...init });
  });
  return proceed;
};
const typeText = (text: string) =>
  act(() => {
    fireEvent.input(input, { target: { value: text } });
  });
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
const activeOption = () =>
  document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;

afterEach(() => act(() => detach()));

describe('time picker', () => {
  it('makes the field an editable combobox with a list of times every 15 minutes', () => {
    setup('12h');
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    key('ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Times' })).toBeTruthy();
    expect(options()).toHaveLength(96);
    expect(options().slice(0, 3)).toEqual(['12:00 AM', '12:15 AM', '12:30 AM']);
    // An empty field's list opens at the start of a working day.
    expect(activeOption()).toBe('9:00 AM');
  });

  it('Down and Up move, Enter picks without sending the form', () => {
    setup('12h');
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowUp');
    expect(activeOption()).toBe('9:15 AM');
    expect(key('Enter')).toBe(false);
    expect(input.value).toBe('9:15 AM');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(submits).toBe(0);
  });

  it('opens at the time already in the field, on a 24-hour clock', () => {
    setup('24h', '14:20');
    key('ArrowDown');
    expect(options()[0]).toBe('00:00');
    expect(activeOption()).toBe('14:30');
  });

  it('typing filters the list; Escape closes it and stays inside the field', () => {
    setup('24h');
    typeText('14');
    expect(options()).toEqual(['14:00', '14:15', '14:30', '14:45']);
    let escapesOutside = 0;
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') escapesOutside++;
    });
    key('Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('14');
    expect(escapesOutside).toBe(0);
  });

  it('a typed time is tidied into the field’s clock when the visitor leaves; anything else is left for the rules', () => {
    setup('12h');
    typeText('14:30');
    act(() => input.blur());
    expect(input.value).toBe('2:30 PM');
    act(() => input.focus());
    typeText('half past two');
    act(() => input.blur());
    expect(input.value).toBe('half past two');
  });

  it('a click on a time picks it', () => {
    setup('12h');
    act(() => {
      screen.getByRole('button', { name: 'Show times' }).click();
    });
    act(() => {
      screen.getByRole('option', { name: '6:45 PM' }).click();
    });
    expect(input.value).toBe('6:45 PM');
    expect(document.activeElement).toBe(input);
  });

  it('gives the field back as it was when taken away', () => {
    setup('24h');
    act(() => detach());
    detach = () => {};
    expect(input.hasAttribute('role')).toBe(false);
    expect(input.hasAttribute('aria-expanded')).toBe(false);
    expect(input.parentElement?.tagName).toBe('FORM');
  });
});
