import type { DateFormat, FieldType, TimeFormat } from '@vitrine/widget-form/protocol';
import {
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_FORMAT,
  isDateFormat,
  isTimeFormat,
} from '@vitrine/widget-form/protocol';

/** One field of a form as the site owner built it: rendered as markup, and enforced again by the server. */
export interface FormFieldDefinition {
  name: `dmform-${number}`;
  label: string;
  type: FieldType;
  required: boolean;
  /** Choices of a dropdown (the first is the "choose" placeholder), checkbox or radio group. */
  options?: readonly string[];
  placeholder?: string;
  autocomplete?: string;
  /** A date field's order (MM/DD/YYYY by default) or a time field's clock (12-hour by default). */
  format?: DateFormat | TimeFormat;
}

/** A date field's order: the markup states it and the server reads the posted date with it. */
export const dateFormatOf = (field: FormFieldDefinition): DateFormat =>
  isDateFormat(field.format) ? field.format : DEFAULT_DATE_FORMAT;
/** A time field's clock: the markup states it and the server reads the posted time with it. */
export const timeFormatOf = (field: FormFieldDefinition): TimeFormat =>
  isTimeFormat(field.format) ? field.format : DEFAULT_TIME_FORMAT;

/**
 * A key for one rendering of a form, in a hidden field: a browser without JavaScript sends no
 * `Idempotency-Key` header, so a double click or a resubmit from history would store the message twice. The
 * server treats it as the key of that message (the header, when the widget sends one, wins).
 */
export const FORM_KEY_FIELD = 'vitrine_form_key';

export interface FormDefinition {
  id: string;
  title: string;
  /** The page the form is on: where a visitor without JavaScript is sent back to when something is wrong. */
  page: string;
  /** The page a visitor lands on after sending; without one, the form's success message shows. */
  successPage?: string;
  /** What shows in the form's place after sending, when there is no success page. */
  successMessage?: string;
  /** The form's captcha: invisible, or a visible check (compact on mobile). */
  captcha?: { mode: 'invisible' | 'checkbox'; siteKey: string };
  /** The file picker offering a file field's other sources; without one, files come from the computer only. */
  filePicker?: { apiKey: string };
  fields: readonly FormFieldDefinition[];
}

/**
 * The demo's Filestack API key. Filestack keys are public (every page that opens the picker carries its own);
 * this one is a placeholder for a site's real key. Machines here cannot reach Filestack, so the picker's script
 * never loads and the button says the other sources could not be reached, while the computer input works: the
 * outcome the widget defines for that case. The end-to-end suite answers the real script URL with a stand-in.
 */
export const DEMO_FILE_PICKER_KEY = 'HarborAndRyeDemoKey';

/** The contact page's form: one field of every kind the widget handles. */
export const CONTACT_FORM: FormDefinition = {
  id: 'contact',
  title: 'Write to the bakery',
  page: 'contact',
  successPage: 'thank-you',
  filePicker: { apiKey: DEMO_FILE_PICKER_KEY },
  fields: [
    { name: 'dmform-0', label: 'Your name', type: 'text', required: true, autocomplete: 'name' },
    { name: 'dmform-1', label: 'Email', type: 'email', required: true, autocomplete: 'email' },
    { name: 'dmform-2', label: 'Phone', type: 'tel', required: false, autocomplete: 'tel' },
    {
      name: 'dmform-3',
      label: 'What is it about?',
      type: 'dropdown',
      required: true,
      options: ['Choose a topic', 'An order', 'Wholesale', 'An event', 'Something else'],
    },
    {
      name: 'dmform-4',
      label: 'Which bakes?',
      type: 'checkbox',
      required: false,
      options: ['Bread', 'Pastry', 'Cakes'],
    },
    {
      name: 'dmform-5',
      label: 'How should we answer?',
      type: 'radio',
      required: true,
      options: ['Email', 'Phone'],
    },
    // Day first and a 24-hour clock here; the cake form beside it uses the defaults (MM/DD/YYYY, 12-hour).
    { name: 'dmform-9', label: 'A day that suits you', type: 'date', required: false, format: 'ddmmyyyy' },
    { name: 'dmform-10', label: 'A time that suits you', type: 'time', required: false, format: '24h' },
    { name: 'dmform-6', label: 'Message', type: 'message', required: true },
    {
      name: 'dmform-7',
      label: 'Attach a file (a menu, a sketch of the cake)',
      type: 'file',
      required: false,
    },
    {
      name: 'dmform-8',
      label: 'Send me the monthly bakery letter',
      type: 'optin',
      required: false,
      options: ['Yes'],
    },
  ],
};

/** A shorter form beside it, with a visible captcha and a success message instead of a page. */
export const CAKE_FORM: FormDefinition = {
  id: 'cake-order',
  title: 'Order a celebration cake',
  page: 'contact',
  captcha: { mode: 'checkbox', siteKey: 'harbor-and-rye-demo' },
  fields: [
    { name: 'dmform-0', label: 'Name', type: 'text', required: true, autocomplete: 'name' },
    { name: 'dmform-1', label: 'Email', type: 'email', required: true, autocomplete: 'email' },
    { name: 'dmform-2', label: 'For which day?', type: 'date', required: true },
    { name: 'dmform-4', label: 'Pick-up time', type: 'time', required: false },
    { name: 'dmform-3', label: 'The cake you have in mind', type: 'message', required: true },
  ],
};

/** The journal's sign-up: a form with no date, time, file or captcha, so its page loads none of their code. */
export const NEWSLETTER_FORM: FormDefinition = {
  id: 'newsletter',
  title: 'Get the bakery letter',
  page: 'blog',
  successMessage: 'Thank you — the next letter is on its way to you at the start of the month.',
  fields: [
    { name: 'dmform-0', label: 'Your email', type: 'email', required: true, autocomplete: 'email' },
    {
      name: 'dmform-1',
      label: 'Also tell me about mill tours and night bakes',
      type: 'optin',
      required: false,
      options: ['Yes'],
    },
  ],
};

export const FORMS: ReadonlyMap<string, FormDefinition> = new Map(
  [CONTACT_FORM, CAKE_FORM, NEWSLETTER_FORM].map((form) => [form.id, form]),
);
