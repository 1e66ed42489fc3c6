import type { Logger } from '@vitrine/widget-api';
import type { FormField } from '../form-fields';
import { dateFormatOf, timeFormatOf } from '../form-fields';
import type { PickerStrings } from './locale';
import { loadPickerStrings, pickerLanguageOf } from './locale';

export interface PickerStartOptions {
  /** The page's language: ja, pt and es have their own words; every other language gets English. */
  locale: string;
  signal: AbortSignal;
  logger: Logger;
  now?: () => Date;
}

/** A date or time field the widget can enhance: a text input (a native date or time input stays native). */
const textInputsOf = (fields: readonly FormField[], type: 'date' | 'time'): HTMLInputElement[] =>
  fields
    .filter((field) => field.type === type)
    .map((field) => field.controls[0])
    .filter(
      (control): control is HTMLInputElement =>
        control instanceof HTMLInputElement && control.type === 'text',
    );

/**
 * Starts the date and time pickers of a form's fields. Each picker's code, and the words of the page's
 * language, are downloaded only for a form that has such a field (widgets spec §7). If a download fails, the
 * field stays a text input that takes a typed date or time, and the failure goes to the log.
 */
export function startPickers(fields: readonly FormField[], options: PickerStartOptions): void {
  const { signal, logger } = options;
  const dates = textInputsOf(fields, 'date');
  const times = textInputsOf(fields, 'time');
  if (dates.length === 0 && times.length === 0) return;
  const strings: Promise<PickerStrings> = loadPickerStrings(pickerLanguageOf(options.locale), (error) =>
    logger.warn('the pickers’ language pack could not be loaded: they speak English', error),
  );
  const attachAll = <T>(
    inputs: HTMLInputElement[],
    load: () => Promise<T>,
    attach: (module: T, input: HTMLInputElement, words: PickerStrings) => () => void,
    what: string,
  ) => {
    if (inputs.length === 0) return;
    Promise.all([load(), strings])
      .then(([module, words]) => {
        if (signal.aborted) return;
        for (const input of inputs) {
          const detach = attach(module, input, words);
          signal.addEventListener('abort', detach, { once: true });
        }
      })
      .catch((error: unknown) =>
        logger.error(`the ${what} could not be loaded: the field still takes a typed value`, error),
      );
  };
  attachAll(
    dates,
    () => import('./date-picker'),
    ({ attachDatePicker }, input, words) =>
      attachDatePicker(input, dateFormatOf(input), words, options.now?.() ?? new Date()),
    'date picker',
  );
  attachAll(
    times,
    () => import('./time-picker'),
    ({ attachTimePicker }, input, words) => attachTimePicker(input, timeFormatOf(input), words),
    'time picker',
  );
}
