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
  input.before(wrapper);
  wrapper.append(input, host);
  return {
    host,
    restore: () => {
      if (wrapper.isConnected) wrapper.replaceWith(input);
    },
  };
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
