import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// The pickers arrive by dynamic import: on a machine busy with the whole suite that can take over a second.
const IMPORTED = { timeout: 10_000 };

import { readFormFields } from '../form-fields';
import type { PickerLanguage } from './locale';
import { loadPickerStrings } from './locale';
import { startPickers } from './start';

/**
 * Resolves once the pickers' code and a language's words are loaded: a start that asked for them earlier has had
 * them first (promises of one module settle in the order they were asked for), so it has done all it would do.
 */
async function pickerCodeLoaded(language: PickerLanguage): Promise<void> {
  await act(async () => {
    await Promise.all([
      import('./date-picker'),
      import('./time-picker'),
      loadPickerStrings(language, () => {}),
    ]);
  });
}

const logger = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };
const field = (name: string, type: string, control: string) =>
  `<div data-vitrine-form-field="${name}"><label for="${name}">${name}</label>${control}<input type="hidden" name="type-${name}" value="${type}"></div>`;

function form(...fields: string[]): HTMLFormElement {
  document.body.innerHTML = `<form>${fields.join('')}</form>`;
  return document.querySelector('form') as HTMLFormElement;
}

describe('startPickers', () => {
  it('gives text date and time fields their pickers, in the format their markup says', async () => {
    const element = form(
      field('dmform-0', 'date', '<input id="dmform-0" name="dmform-0" data-vitrine-form-format="ddmmyyyy">'),
      field('dmform-1', 'time', '<input id="dmform-1" name="dmform-1" data-vitrine-form-format="24h">'),
      // A native date input is left to the browser.
      field('dmform-2', 'date', '<input id="dmform-2" name="dmform-2" type="date">'),
      field('dmform-3', 'text', '<input id="dmform-3" name="dmform-3">'),
    );
    const unmount = new AbortController();
    startPickers(readFormFields(element), { locale: 'en-US', signal: unmount.signal, logger });
    await waitFor(() => expect(element.querySelectorAll('.dmform-picker')).toHaveLength(2), IMPORTED);
    expect(element.querySelector('#dmform-0')?.parentElement?.className).toBe('dmform-picker');
    await waitFor(
      () => expect(element.querySelector('#dmform-1')?.getAttribute('role')).toBe('combobox'),
      IMPORTED,
    );
    expect(element.querySelector('#dmform-2')?.parentElement?.className).not.toBe('dmform-picker');
    expect(document.head.querySelectorAll('style[data-vitrine-style="widget-form-pickers"]')).toHaveLength(1);
    act(() => unmount.abort());
    expect(element.querySelectorAll('.dmform-picker')).toHaveLength(0);
    expect(element.querySelector('#dmform-1')?.hasAttribute('role')).toBe(false);
  });

  it('does nothing for a form without date or time fields', async () => {
    const element = form(field('dmform-0', 'text', '<input id="dmform-0" name="dmform-0">'));
    startPickers(readFormFields(element), { locale: 'en', signal: new AbortController().signal, logger });
    await pickerCodeLoaded('en');
    expect(element.querySelector('.dmform-picker')).toBeNull();
  });

  it('a form taken away before the pickers arrive gets none', async () => {
    const element = form(field('dmform-0', 'date', '<input id="dmform-0" name="dmform-0">'));
    const unmount = new AbortController();
    startPickers(readFormFields(element), { locale: 'es', signal: unmount.signal, logger });
    unmount.abort();
    await pickerCodeLoaded('es');
    expect(element.querySelector('.dmform-picker')).toBeNull();
  });
});
