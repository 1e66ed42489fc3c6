import type { TimeFormat } from '../protocol/index';
import { attachPicker } from './host';
import type { PickerStrings } from './locale';
import { TimePicker } from './TimePicker';

/** Gives one time field its picker; the returned function takes it away and leaves the field as it was. */
export function attachTimePicker(
  input: HTMLInputElement,
  format: TimeFormat,
  strings: PickerStrings,
): () => void {
  return attachPicker(input, 'timepicker', <TimePicker input={input} format={format} strings={strings} />);
}
