import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '../protocol/index';
import type { FilestackPicker, FilestackPickerOptions } from './filestack-loader';
import { loadFilestack } from './filestack-loader';

/**
 * The picker's sources (widgets spec §5): a file-hosting service, a cloud drive and a mail service, first, so
 * the picker opens on what the button offers; then the computer, so a visitor who opened it need not close it
 * to attach a file from their device.
 */
export const PICKER_SOURCES = ['dropbox', 'googledrive', 'gmail', 'local_file_system'] as const;

/** The languages Filestack's picker speaks (its `lang` option); others get its default, English. */
const PICKER_LANGUAGES = new Set([
  'ca',
  'da',
  'de',
  'en',
  'es',
  'fr',
  'he',
  'it',
  'ja',
  'ko',
  'nl',
  'no',
  'pl',
  'pt',
  'ru',
  'sv',
  'tr',
  'vi',
  'zh',
]);

export type PickerCallbacks = Pick<FilestackPickerOptions, 'onUploadDone' | 'onClose'>;

/** The form's rules as picker options: one file, at most 10485760 bytes, of an allowed kind. */
export function pickerOptions(locale: string, callbacks: PickerCallbacks): FilestackPickerOptions {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  return {
    fromSources: [...PICKER_SOURCES],
    maxFiles: 1,
    maxSize: MAX_UPLOAD_BYTES,
    accept: ALLOWED_UPLOAD_TYPES.map((type) => `${type}/*`),
    ...(PICKER_LANGUAGES.has(language) ? { lang: language } : {}),
    ...callbacks,
  };
}

export interface OpenFilePickerOptions {
  doc: Document;
  apiKey: string;
  scriptUrl: string | undefined;
  locale: string;
  /** The widget's: a picker whose library arrives after the widget is gone is never opened. */
  signal: AbortSignal;
}

/**
 * Loads the library (first use only), and opens its picker with the form's rules. Resolves with the open
 * picker, or undefined when the widget went away meanwhile; rejects when the library or the picker's own
 * module cannot be reached.
 */
export async function openFilePicker(
  { doc, apiKey, scriptUrl, locale, signal }: OpenFilePickerOptions,
  callbacks: PickerCallbacks,
): Promise<FilestackPicker | undefined> {
  const filestack = await loadFilestack(doc, scriptUrl);
  if (signal.aborted) return undefined;
  const picker = filestack.init(apiKey).picker(pickerOptions(locale, callbacks));
  await picker.open();
  return picker;
}
