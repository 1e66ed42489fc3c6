import { hostedFileIn } from './file-sources/hosted-file-inputs';
import type { DateFormat, FieldType, FieldValue, PickedFile, TimeFormat } from './protocol/index';
import {
  DATE_FORMAT_HINTS,
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_FORMAT,
  FIELD_NAME_PATTERN,
  isDateFormat,
  isFieldType,
  isTimeFormat,
  labelFieldOf,
  TIME_FORMAT_HINTS,
  typeFieldOf,
} from './protocol/index';

/** Markup the widget reads inside the server-rendered form (docs/markup.md "Contact form"). */
export const FormMarkup = {
  /** On the element wrapping one field (its label, control(s) and message): the field's name. */
  field: 'data-vitrine-form-field',
  /** On a field wrapper: the field must be answered (for groups, where `required` on each box means "all"). */
  required: 'data-vitrine-form-required',
  /** The form's error block, hidden until a submission fails. */
  errorBlock: 'data-vitrine-form-error',
  /** The element around the captcha, marked when the server refuses the captcha. */
  captcha: 'data-vitrine-form-captcha',
  /** Shown in the form's place after a successful submission, when there is no success page. */
  success: 'data-vitrine-form-success',
  /** On a date field's input: `mmddyyyy` or `ddmmyyyy`; on a time field's: `24h` or `12h`. */
  format: 'data-vitrine-form-format',
} as const;

/** The class an invalid field's wrapper gets (widgets spec §5) and the captcha area on a 401. */
export const ERROR_CLASS = 'dmform-error';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FormField {
  name: string;
  label: string;
  type: FieldType;
  /** The element carrying `data-vitrine-form-field`, or the control itself when the markup has none. */
  wrapper: HTMLElement;
  controls: Control[];
  required: boolean;
}

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * The visitor's fields of a form: every control named `dmform-NN` (hidden ones aside), grouped by name, with
 * the label and type from its hidden `label-`/`type-` inputs. A field whose type is missing or unknown is read
 * from its control (a select is a dropdown, a textarea a message).
 */
export function readFormFields(form: HTMLFormElement): FormField[] {
  const byName = new Map<string, Control[]>();
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !FIELD_NAME_PATTERN.test(element.name)) continue;
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    byName.set(element.name, [...(byName.get(element.name) ?? []), element]);
  }
  const hiddenValue = (name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement | null)?.value?.trim() ?? '';
  return [...byName].map(([name, controls]) => {
    const first = controls[0] as Control;
    const declared = hiddenValue(typeFieldOf(name));
    const type: FieldType = isFieldType(declared) ? declared : inferredType(first);
    const wrapper = (first.closest(`[${FormMarkup.field}]`) as HTMLElement | null) ?? first;
    const required =
      wrapper.hasAttribute(FormMarkup.required) ||
      controls.some((control) => control.required || control.getAttribute('aria-required') === 'true');
    return { name, label: hiddenValue(labelFieldOf(name)) || name, type, wrapper, controls, required };
  });
}

function inferredType(control: Control): FieldType {
  if (control instanceof HTMLSelectElement) return 'dropdown';
  if (control instanceof HTMLTextAreaElement) return 'message';
  return isFieldType(control.type) ? control.type : 'text';
}

/** A date field's format from its markup; missing or unknown, the default (MM/DD/YYYY). */
export function dateFormatOf(control: Element): DateFormat {
  const declared = control.getAttribute(FormMarkup.format);
  return isDateFormat(declared) ? declared : DEFAULT_DATE_FORMAT;
}

/** A time field's clock from its markup; missing or unknown, the default (12-hour). */
export function timeFormatOf(control: Element): TimeFormat {
  const declared = control.getAttribute(FormMarkup.format);
  return isTimeFormat(declared) ? declared : DEFAULT_TIME_FORMAT;
}

/** How the field's expected format reads to a visitor, for a date or time field. */
export function formatHintOf(field: FormField): string {
  const first = field.controls[0] as Control;
  if (field.type === 'time') return TIME_FORMAT_HINTS[timeFormatOf(first)];
  return DATE_FORMAT_HINTS[dateFormatOf(first)];
}

/** What the rules need from a field, read from its controls now. */
export function ruleInputOf(field: FormField): FieldValue {
  const { controls, required } = field;
  const first = controls[0] as Control;
  if (first instanceof HTMLSelectElement)
    return { kind: 'select', required, onFirstOption: first.selectedIndex <= 0 };
  if (first instanceof HTMLInputElement && (first.type === 'checkbox' || first.type === 'radio'))
    return {
      kind: 'choice',
      required,
      checked: controls.filter((control) => (control as HTMLInputElement).checked).length,
    };
  if (first instanceof HTMLInputElement && first.type === 'file')
    return { kind: 'file', required, files: pickedFiles(first) };
  if (field.type === 'date')
    return { kind: 'date', required, value: first.value, format: dateFormatOf(first) };
  if (field.type === 'time')
    return { kind: 'time', required, value: first.value, format: timeFormatOf(first) };
  if (field.type === 'email' || (first instanceof HTMLInputElement && first.type === 'email'))
    return { kind: 'email', required, value: first.value };
  return { kind: 'text', required, value: first.value };
}

/** The field's files: from the computer, and the one picked through the picker service if any. */
function pickedFiles(input: HTMLInputElement): PickedFile[] {
  const hosted = input.form ? hostedFileIn(input.form, input.name) : undefined;
  return [...Array.from(input.files ?? []), ...(hosted ? [hosted] : [])].map(({ name, size, type }) => ({
    name,
    size,
    type,
  }));
}

/** The field's answer as text, for the `form_submission` event: checked values joined, a file's name. */
export function answerOf(field: FormField): string {
  const value = ruleInputOf(field);
  const first = field.controls[0] as Control;
  switch (value.kind) {
    case 'choice':
      return field.controls
        .filter((control) => (control as HTMLInputElement).checked)
        .map((control) => control.value)
        .join(', ');
    case 'file':
      return value.files.map((file) => file.name).join(', ');
    case 'select':
      return (first as HTMLSelectElement).value;
    default:
      return value.value.trim();
  }
}
