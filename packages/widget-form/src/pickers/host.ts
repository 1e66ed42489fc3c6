import { PICKER_CSS } from './styles';

/** Adds the pickers' stylesheet once per document, first in <head> so a site's own CSS overrides it. */
function injectPickerStyles(doc: Document): void {
  if (doc.querySelector('style[data-vitrine-style="widget-form-pickers"]')) return;
  const style = doc.createElement('style');
  style.dataset.vitrineStyle = 'widget-form-pickers';
  style.textContent = PICKER_CSS;
  doc.head.prepend(style);
}

/**
 * Puts the server-rendered input and a host for the picker's button and popup side by side in one wrapper
 * (the popup is placed against it). The input is moved, not copied: its value, label and listeners stay.
 * `restore` puts the input back where it was.
 */
export function wrapForPicker(input: HTMLInputElement): { host: HTMLElement; restore: () => void } {
  const doc = input.ownerDocument;
  injectPickerStyles(doc);
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
