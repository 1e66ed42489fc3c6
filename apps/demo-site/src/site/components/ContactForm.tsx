import {
  ALLOWED_UPLOAD_TYPES,
  DATE_FORMAT_HINTS,
  FORM_ID_FIELD,
  FORM_TITLE_FIELD,
  LEGACY_FORM_ENDPOINT,
  labelFieldOf,
  TIME_FORMAT_HINTS,
  typeFieldOf,
} from '@vitrine/widget-form/protocol';
import type { ReactElement } from 'react';
import type { FormDefinition, FormFieldDefinition } from '../forms/contact-form';
import { dateFormatOf, FORM_KEY_FIELD, timeFormatOf } from '../forms/contact-form';
import { packageWidgetAttributes } from '../widgets';

/**
 * The demo's stand-in for the captcha provider's script (see `src/server/captcha.ts`): these machines cannot
 * reach the provider. A production site leaves `scriptUrl` out and the widget loads the provider's own.
 */
const LOCAL_CAPTCHA_SCRIPT = '/assets/captcha/api.js';

/** The kinds of file the form sends, for the browser's file chooser. */
const FILE_ACCEPT = ALLOWED_UPLOAD_TYPES.map((kind) => `${kind}/*`).join(',');

/**
 * A contact form as the platform renders it (docs/markup.md "Contact form"). It works on its own: without
 * JavaScript the browser checks `required` and posts it to the legacy endpoint, which checks every field with
 * the widget's own rules and answers with the success page. The contact-form widget enhances the same markup.
 */
export function ContactForm({ form }: { form: FormDefinition }) {
  return (
    <div
      className="contact-form"
      id={`form-${form.id}`}
      {...packageWidgetAttributes('contact-form', `form-${form.id}`, {
        successPage: form.successPage,
        captcha: form.captcha && { ...form.captcha, scriptUrl: LOCAL_CAPTCHA_SCRIPT },
        filePicker: form.filePicker,
      })}
    >
      {/* For browsers without JavaScript: the server sends them back here when its checks refuse the post. */}
      <p id={`form-${form.id}-invalid`} className="dmform-nojs-error" role="alert">
        Some answers were missing or not in the expected form. Please check the fields marked * and send
        again.
      </p>
      <form action={LEGACY_FORM_ENDPOINT} method="post" encType="multipart/form-data" aria-label={form.title}>
        <input type="hidden" name={FORM_ID_FIELD} value={form.id} />
        <input type="hidden" name={FORM_TITLE_FIELD} value={form.title} />
        {/* New for every rendering: the same rendering sent twice is one message. */}
        <input type="hidden" name={FORM_KEY_FIELD} value={crypto.randomUUID()} />
        {form.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            formId={form.id}
            otherFileSources={Boolean(form.filePicker)}
          />
        ))}
        {form.captcha ? (
          // A visible check gets its room kept in the page's CSS; an invisible one has no box.
          <div
            className={`dmform-captcha${form.captcha.mode === 'checkbox' ? ' dmform-captcha--visible' : ''}`}
            data-vitrine-form-captcha=""
          />
        ) : null}
        <div className="dmform-error-block" data-vitrine-form-error="" role="alert" hidden>
          Sorry, your message could not be sent just now. Everything you wrote is still here: please try
          again.
        </div>
        <button type="submit" className="button">
          Send message
        </button>
      </form>
      <div className="dmform-success" data-vitrine-form-success="" hidden>
        <p>{form.successMessage ?? 'Thank you — your message is on its way to the bakery.'}</p>
      </div>
    </div>
  );
}

function Hidden({ field }: { field: FormFieldDefinition }) {
  return (
    <>
      <input type="hidden" name={labelFieldOf(field.name)} value={field.label} />
      <input type="hidden" name={typeFieldOf(field.name)} value={field.type} />
    </>
  );
}

function Field({
  field,
  formId,
  otherFileSources,
}: {
  field: FormFieldDefinition;
  formId: string;
  /** The form has a picker: the widget adds a row of other sources after a file input, whose place is kept. */
  otherFileSources: boolean;
}) {
  const { name, label, type, required } = field;
  // Ids are the page's, and a page may have several forms: each control's id carries its form's.
  const id = `${formId}-${name}`;
  const mark = required ? <span aria-hidden="true"> *</span> : null;
  if (type === 'checkbox' || type === 'radio' || type === 'optin') {
    return (
      <fieldset
        className="dmform-field dmform-group"
        data-vitrine-form-field={name}
        {...(required ? { 'data-vitrine-form-required': '' } : {})}
      >
        <legend>
          {type === 'optin' ? 'Newsletter' : label}
          {mark}
        </legend>
        {(field.options ?? []).map((option, index) => (
          <label key={option} className="dmform-choice">
            <input
              id={index === 0 ? id : undefined}
              type={type === 'radio' ? 'radio' : 'checkbox'}
              name={name}
              value={option}
              // A radio group is answered when one is picked: the browser's own check, without JavaScript.
              required={type === 'radio' && required ? true : undefined}
            />{' '}
            {type === 'optin' ? label : option}
          </label>
        ))}
        <Hidden field={field} />
      </fieldset>
    );
  }
  let control: ReactElement;
  let hint: string | undefined;
  if (type === 'message') control = <textarea id={id} name={name} rows={5} required={required} />;
  else if (type === 'dropdown')
    control = (
      <select id={id} name={name} required={required}>
        {(field.options ?? []).map((option, index) => (
          <option key={option} value={index === 0 ? '' : option}>
            {option}
          </option>
        ))}
      </select>
    );
  else if (type === 'date' || type === 'time') {
    // A text input in the field's own format, which the widget's picker writes and the server reads back;
    // the format is in the label too, for a visitor without JavaScript (or a picker).
    const dateFormat = dateFormatOf(field);
    const timeFormat = timeFormatOf(field);
    const format = type === 'date' ? dateFormat : timeFormat;
    hint = type === 'date' ? DATE_FORMAT_HINTS[dateFormat] : TIME_FORMAT_HINTS[timeFormat];
    control = (
      <input
        id={id}
        name={name}
        type="text"
        required={required}
        autoComplete="off"
        placeholder={hint}
        data-vitrine-form-format={format}
      />
    );
  } else if (type === 'email')
    // Not `type=email`: Chromium's own check refuses a Unicode local part (hans.müller@…) and rewrites an
    // internationalised domain to xn--; the email keyboard and autofill come from `inputMode`/`autoComplete`,
    // and the form's one email rule judges the address, in the widget and on the server alike.
    control = (
      <input
        id={id}
        name={name}
        type="text"
        inputMode="email"
        autoComplete={field.autocomplete ?? 'email'}
        autoCapitalize="none"
        spellCheck={false}
        required={required}
      />
    );
  else
    control = (
      <input
        id={id}
        name={name}
        type={type === 'file' ? 'file' : type}
        required={required}
        autoComplete={field.autocomplete}
        accept={type === 'file' ? FILE_ACCEPT : undefined}
      />
    );
  return (
    <div className="dmform-field" data-vitrine-form-field={name}>
      <label htmlFor={id}>
        {label}
        {mark}
        {hint ? <span className="dmform-hint"> ({hint})</span> : null}
      </label>
      {control}
      {/* Empty until the widget fills it; the site's CSS gives it its height (docs/markup.md "Contact form"). */}
      {type === 'file' && otherFileSources ? <div className="dmform-file-sources" /> : null}
      <Hidden field={field} />
    </div>
  );
}
