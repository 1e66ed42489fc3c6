import type { DateFormat } from '../protocol/index';
import { todayOf } from './calendar';
import { DatePicker } from './DatePicker';
import { attachPicker } from './host';
import type { PickerStrings } from './locale';

/** Gives one date field its picker; the returned function takes it away and leaves the field as it was. */
export function attachDatePicker(
  input: HTMLInputElement,
  format: DateFormat,
  strings: PickerStrings,
  now: Date,
): () => void {
  return attachPicker(
    input,
    'datepicker',
    <DatePicker input={input} format={format} strings={strings} today={todayOf(now)} />,
  );
}
