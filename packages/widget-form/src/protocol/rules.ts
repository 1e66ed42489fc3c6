import type { DateFormat, TimeFormat } from './datetime';
import { parseDate, parseTime } from './datetime';
import { isEmailAddress } from './email-address';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from './fields';

export interface PickedFile {
  name: string;
  size: number;
  /** The MIME type the browser or the upload says; may be empty. */
  type: string;
}

/** A field's value as the rules see it, in the browser or on the server. */
export type FieldValue =
  | { kind: 'text'; required: boolean; value: string }
  | { kind: 'email'; required: boolean; value: string }
  | { kind: 'date'; required: boolean; value: string; format: DateFormat }
  | { kind: 'time'; required: boolean; value: string; format: TimeFormat }
  | { kind: 'choice'; required: boolean; checked: number }
  | { kind: 'select'; required: boolean; onFirstOption: boolean }
  | { kind: 'file'; required: boolean; files: readonly PickedFile[] };

export type FieldProblem =
  | 'required'
  | 'choose'
  | 'email'
  | 'date'
  | 'time'
  | 'file-count'
  | 'file-size'
  | 'file-type';

/** The first rule a field breaks (widgets spec §5), or undefined when it is fine. */
export function checkField(field: FieldValue): FieldProblem | undefined {
  switch (field.kind) {
    case 'text':
      return field.required && field.value.trim() === '' ? 'required' : undefined;
    case 'email': {
      const value = field.value.trim();
      // An optional email left empty is fine (widgets spec §5).
      if (value === '') return field.required ? 'required' : undefined;
      return isEmailAddress(value) ? undefined : 'email';
    }
    case 'date':
    case 'time': {
      const value = field.value.trim();
      if (value === '') return field.required ? 'required' : undefined;
      const parsed = field.kind === 'date' ? parseDate(value, field.format) : parseTime(value);
      return parsed ? undefined : field.kind;
    }
    case 'choice':
      return field.required && field.checked === 0 ? 'choose' : undefined;
    case 'select':
      return field.required && field.onFirstOption ? 'choose' : undefined;
    case 'file':
      if (field.files.length === 0) return field.required ? 'required' : undefined;
      if (field.files.length > 1) return 'file-count';
      return checkUpload(field.files[0] as PickedFile);
  }
}

/** Size and type of one upload: checked before it leaves the browser, and again by the server. */
export function checkUpload(file: PickedFile): 'file-size' | 'file-type' | undefined {
  if (file.size > MAX_UPLOAD_BYTES) return 'file-size';
  const topLevel = file.type.split('/')[0]?.toLowerCase() ?? '';
  return (ALLOWED_UPLOAD_TYPES as readonly string[]).includes(topLevel) ? undefined : 'file-type';
}

/** What a visitor reads for each problem; a form's config may word them its own way. */
export const DEFAULT_FIELD_MESSAGES: Readonly<Record<FieldProblem, string>> = {
  required: 'Please fill in this field.',
  choose: 'Please choose an option.',
  email: 'Please enter an email address like name@example.com.',
  // `{format}` is the field's own format (MM/DD/YYYY, DD/MM/YYYY, HH:MM or H:MM AM).
  date: 'Please enter a real date as {format}.',
  time: 'Please enter a time as {format}.',
  'file-count': 'Please attach a single file.',
  'file-size': 'This file is larger than 10 MB. Please choose a smaller one.',
  'file-type': 'This kind of file cannot be sent. Please attach an image, document, audio or video file.',
};
