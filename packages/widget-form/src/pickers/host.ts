import { injectStyleOnce } from '@vitrine/widget-api';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { PICKER_CSS } from './styles';

/**
 * Puts the server-rendered input and a host for the picker's button and popup side by side in one wrapper
 * (the popup is placed against it). The input is moved, not copied: its value, label and listeners stay.
 * `restore` puts the input back where it was.
 */
function wrapForPicker(input: HTMLInputElement): { host: HTMLElement; restore: () => void } {
  const doc = input.ownerDocument;
  injectStyleOnce('widget-form-pickers', PICKER_CSS, doc);
  const wrapper = doc.createElement('span');
  wrapper.className = 'dmform-picker';
  const host = doc.createElement('span');
  host.className = 'dmform-picker__host';
  keepingFocus(input, () => {
    input.before(wrapper);
    wrapper.append(input, host);
  });
  return {
    host,
    restore: () => {
      if (wrapper.isConnected) keepingFocus(input, () => wrapper.replaceWith(input));
    },
  };
}

/**
 * Moves `input` with `move`, keeping its focus and caret. The picker's code arrives while a visitor may already
 * be typing in the field; a moved element loses focus, and the keys after it would go nowhere.
 */
function keepingFocus(input: HTMLInputElement, move: () => void): void {
  if (input.ownerDocument.activeElement !== input) {
    move();
    return;
  }
  const { selectionStart, selectionEnd, selectionDirection } = input;
  move();
  input.focus({ preventScroll: true });
  if (selectionStart !== null && selectionEnd !== null)
    input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
}

/** Gives one field its picker; the returned function takes it away and leaves the field as it was. */
export function attachPicker(
  input: HTMLInputElement,
  kind: 'datepicker' | 'timepicker',
  picker: ReactNode,
): () => void {
  const { host, restore } = wrapForPicker(input);
  const root = createRoot(host, { identifierPrefix: `${input.id || input.name}-${kind}-` });
  root.render(picker);
  return () => {
    root.unmount();
    restore();
  };
}
