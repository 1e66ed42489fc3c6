import { createRoot } from 'react-dom/client';
import type { TimeFormat } from '../protocol/index';
import { wrapForPicker } from './host';
import type { PickerStrings } from './locale';
import { TimePicker } from './TimePicker';

/** Gives one time field its picker; the returned function takes it away and leaves the field as it was. */
export function attachTimePicker(
  input: HTMLInputElement,
  format: TimeFormat,
  strings: PickerStrings,
): () => void {
  const { host, restore } = wrapForPicker(input);
  const root = createRoot(host, { identifierPrefix: `${input.id || input.name}-timepicker-` });
  root.render(<TimePicker input={input} format={format} strings={strings} />);
  return () => {
    root.unmount();
    restore();
  };
}
