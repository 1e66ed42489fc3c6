import type { Meta, StoryObj } from '@storybook/react-vite';
import { contactFormWidget } from '@vitrine/widget-form';
import { useCallback, useMemo } from 'react';
import { MountedWidget, whenPresent } from '../support/MountedWidget';

/** The form as a server renders it (docs/markup.md "Contact form"); the widget enhances this markup. */
const FORM_MARKUP = `
<form action="/_dm/s/rt/widgets/dmform.submit.jsp" method="post" enctype="multipart/form-data" aria-label="Write to the bakery">
  <input type="hidden" name="form_id" value="contact"><input type="hidden" name="form_title" value="Write to the bakery">
  <div class="dmform-field" data-vitrine-form-field="dmform-0">
    <label for="dmform-0">Your name *</label><input id="dmform-0" name="dmform-0" required>
    <input type="hidden" name="label-dmform-0" value="Your name"><input type="hidden" name="type-dmform-0" value="text">
  </div>
  <div class="dmform-field" data-vitrine-form-field="dmform-1">
    <label for="dmform-1">Email *</label><input id="dmform-1" name="dmform-1" type="email" required>
    <input type="hidden" name="label-dmform-1" value="Email"><input type="hidden" name="type-dmform-1" value="email">
  </div>
  <div class="dmform-field" data-vitrine-form-field="dmform-3">
    <label for="dmform-3">What is it about? *</label>
    <select id="dmform-3" name="dmform-3" required><option value="">Choose a topic</option><option>An order</option><option>An event</option></select>
    <input type="hidden" name="label-dmform-3" value="What is it about?"><input type="hidden" name="type-dmform-3" value="dropdown">
  </div>
  <fieldset class="dmform-field" data-vitrine-form-field="dmform-5" data-vitrine-form-required>
    <legend>How should we answer? *</legend>
    <label class="dmform-choice"><input id="dmform-5" type="radio" name="dmform-5" value="Email" required> Email</label>
    <label class="dmform-choice"><input type="radio" name="dmform-5" value="Phone"> Phone</label>
    <input type="hidden" name="label-dmform-5" value="How should we answer?"><input type="hidden" name="type-dmform-5" value="radio">
  </fieldset>
  <div class="dmform-field" data-vitrine-form-field="dmform-6">
    <label for="dmform-6">Message *</label><textarea id="dmform-6" name="dmform-6" rows="4" required></textarea>
    <input type="hidden" name="label-dmform-6" value="Message"><input type="hidden" name="type-dmform-6" value="message">
  </div>
  <div class="dmform-field" data-vitrine-form-field="dmform-8">
    <label for="dmform-8">For which day? (DD/MM/YYYY)</label><input id="dmform-8" name="dmform-8" type="text" data-vitrine-form-format="ddmmyyyy" placeholder="DD/MM/YYYY" autocomplete="off">
    <input type="hidden" name="label-dmform-8" value="For which day?"><input type="hidden" name="type-dmform-8" value="date">
  </div>
  <div class="dmform-field" data-vitrine-form-field="dmform-9">
    <label for="dmform-9">Pick-up time (H:MM AM)</label><input id="dmform-9" name="dmform-9" type="text" data-vitrine-form-format="12h" placeholder="H:MM AM">
    <input type="hidden" name="label-dmform-9" value="Pick-up time"><input type="hidden" name="type-dmform-9" value="time">
  </div>
  <div class="dmform-field" data-vitrine-form-field="dmform-7">
    <label for="dmform-7">Attach a file</label><input id="dmform-7" name="dmform-7" type="file">
    <input type="hidden" name="label-dmform-7" value="Attach a file"><input type="hidden" name="type-dmform-7" value="file">
  </div>
  <div class="dmform-captcha" data-vitrine-form-captcha>Security check</div>
  <div class="dmform-error-block" data-vitrine-form-error role="alert" hidden>Sorry, your message could not be sent just now. Everything you wrote is still here: please try again.</div>
  <button type="submit">Send message</button>
</form>
<div class="dmform-success" data-vitrine-form-success hidden><p>Thank you — your message is on its way to the bakery.</p></div>`;

/** How the story's stand-in server answers the form's POST: a status, or never. */
type ServerAnswer = 204 | 401 | 500 | 'never';
/** What the story does once the widget is on the form. */
type Action =
  | 'nothing'
  | 'submit-empty'
  | 'submit-filled'
  | 'submit-with-file'
  | 'open-other-sources'
  | 'pick-from-other-sources'
  | 'pick-oversize-from-other-sources'
  | 'open-date-picker';

/**
 * Filestack's picker library, answered by the story: a `filestack` global with the API the widget uses
 * (`init(apiKey).picker(options).open()`), whose picker is a small dialog offering two files. It reaches the
 * widget the way a site's own copy would, through `filePicker.scriptUrl`, so the widget's real loader runs.
 */
const FILESTACK_STAND_IN = `window.filestack = {
  init: () => ({
    picker: ({ onUploadDone, onClose }) => {
      let dialog;
      const close = () => {
        if (!dialog) return;
        dialog.remove();
        dialog = undefined;
        onClose();
      };
      const offer = (file, label) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.addEventListener('click', () => {
          onUploadDone({ filesUploaded: [file], filesFailed: [] });
          close();
        });
        return button;
      };
      return {
        open: async () => {
          dialog = document.createElement('div');
          dialog.className = 'sb-filestack-stand-in';
          dialog.setAttribute('role', 'dialog');
          dialog.setAttribute('aria-label', 'Filestack picker (stand-in)');
          const cancel = document.createElement('button');
          cancel.type = 'button';
          cancel.textContent = 'Cancel';
          cancel.addEventListener('click', close);
          dialog.append(
            offer({ filename: 'Winter menu.pdf', mimetype: 'application/pdf', size: 48213, url: 'https://cdn.filestackcontent.com/Hq3rWinterMenu0Pdf9x', handle: 'Hq3rWinterMenu0Pdf9x', source: 'dropbox' }, 'Winter menu.pdf — Dropbox'),
            offer({ filename: 'Wedding film.mp4', mimetype: 'video/mp4', size: 12582912, url: 'https://cdn.filestackcontent.com/Kf8WeddingFilmMp4zz1', handle: 'Kf8WeddingFilmMp4zz1', source: 'googledrive' }, 'Wedding film.mp4 (12 MB) — Google Drive'),
            cancel,
          );
          document.body.append(dialog);
          dialog.querySelector('button').focus();
        },
        close: async () => close(),
      };
    },
  }),
};`;
const FILESTACK_STAND_IN_URL = `data:text/javascript,${encodeURIComponent(FILESTACK_STAND_IN)}`;
/** A host that never resolves (RFC 2606): the picker's script cannot be reached. */
const UNREACHABLE_FILESTACK_URL = 'https://static.filestackapi.invalid/filestack-js/4.x.x/filestack.min.js';
const withPicker = (scriptUrl: string) => ({ filePicker: { apiKey: 'story-api-key', scriptUrl } });

/** Plays the visitor on the other sources: opens the picker, and picks its first or second file. */
async function playOtherSources(action: Action, element: HTMLElement, signal: AbortSignal): Promise<void> {
  const open = await whenPresent(element, '.dmform-file-sources__open', signal);
  open.click();
  if (action === 'open-other-sources') return;
  // The picker's dialog is the stand-in library's, added to the page outside the widget.
  const files = await whenPresent(document.body, '.sb-filestack-stand-in', signal);
  const index = action === 'pick-oversize-from-other-sources' ? 1 : 0;
  files.querySelectorAll('button')[index]?.click();
}

interface ContactFormArgs {
  config: unknown;
  answer: ServerAnswer;
  action: Action;
  /** The page's language: the pickers speak Japanese, Portuguese or Spanish, English otherwise. */
  locale: string;
}

function fill(form: HTMLFormElement, withFile: boolean): void {
  const set = (name: string, value: string) => {
    (form.elements.namedItem(name) as HTMLInputElement).value = value;
  };
  set('dmform-0', 'Ada Baker');
  set('dmform-1', 'ada@example.com');
  set('dmform-3', 'An event');
  (form.querySelector('input[name="dmform-5"][value="Phone"]') as HTMLInputElement).checked = true;
  set('dmform-6', 'Forty cardamom knots for a wedding on 12 December, please.');
  if (withFile) {
    const files = new DataTransfer();
    files.items.add(new File(['three tiers, rye'], 'cake-sketch.txt', { type: 'text/plain' }));
    (form.elements.namedItem('dmform-7') as HTMLInputElement).files = files.files;
  }
}

/** Plays what the visitor does once the widget is on the form. */
async function playVisitor(action: Action, element: HTMLElement, signal: AbortSignal): Promise<void> {
  if (action === 'nothing') return;
  if (action === 'open-date-picker') {
    // The picker arrives in its own chunk, after the widget has started.
    (await whenPresent(element, '.dmform-picker__button', signal)).click();
    return;
  }
  if (action.endsWith('other-sources')) {
    await playOtherSources(action, element, signal);
    return;
  }
  const form = element.querySelector('form') as HTMLFormElement;
  if (action !== 'submit-empty') fill(form, action === 'submit-with-file');
  form.requestSubmit();
}

/** The story's server: answers the form's POST with `answer` (the network boundary). */
function answerPosts(answer: ServerAnswer): () => void {
  const realFetch = window.fetch;
  window.fetch = ((_url: RequestInfo | URL, init?: RequestInit) =>
    answer === 'never'
      ? new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        )
      : Promise.resolve(new Response(null, { status: answer }))) as typeof fetch;
  return () => {
    window.fetch = realFetch;
    // The stand-in picker's dialog and global go with the story, so the next story starts from a fresh page.
    for (const dialog of document.querySelectorAll('.sb-filestack-stand-in')) dialog.remove();
    delete (window as Window & { filestack?: unknown }).filestack;
  };
}

/** The real widget on the server markup, with its POST answered by the story and the visitor's action played. */
function ContactFormStory({ config, answer, action, locale }: ContactFormArgs) {
  const network = useCallback(() => answerPosts(answer), [answer]);
  const play = useCallback(
    (element: HTMLElement, signal: AbortSignal) => playVisitor(action, element, signal),
    [action],
  );
  const context = useMemo(() => ({ locale }), [locale]);
  return (
    <MountedWidget
      definition={contactFormWidget}
      rawConfig={config}
      markup={FORM_MARKUP}
      context={context}
      network={network}
      play={play}
      className="contact-form"
    />
  );
}

const meta = {
  title: 'Widgets/Contact form',
  parameters: {
    docs: {
      description: {
        component:
          '`@vitrine/widget-form`: enhances the form the server renders. The POST is answered by the story (`answer`); `action` plays what the visitor does.',
      },
    },
  },
  argTypes: {
    config: { control: 'object', description: 'The raw `data-vitrine-widget-config`.' },
    answer: { control: 'select', options: [204, 401, 500, 'never'], description: 'How the server answers.' },
    action: {
      control: 'select',
      options: [
        'nothing',
        'submit-empty',
        'submit-filled',
        'submit-with-file',
        'open-other-sources',
        'pick-from-other-sources',
        'pick-oversize-from-other-sources',
        'open-date-picker',
      ],
      description: 'What the visitor does once the widget is on.',
    },
    locale: { control: 'select', options: ['en', 'es', 'pt', 'ja'], description: 'The page’s language.' },
  },
  args: { config: {}, answer: 204, action: 'nothing', locale: 'en' },
  render: (args) => <ContactFormStory {...args} />,
} satisfies Meta<ContactFormArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as the visitor first sees it. */
export const Idle: Story = {};

/** Sent empty: every required field marked, the summary announced, focus on the first. */
export const Invalid: Story = { args: { action: 'submit-empty' } };

/** On its way: further submits are ignored; "Sending…" is announced. */
export const Submitting: Story = { args: { action: 'submit-filled', answer: 'never' } };

/** Uploading a file: the same guard, the file posted multipart. */
export const Uploading: Story = { args: { action: 'submit-with-file', answer: 'never' } };

/** Sent, with no success page configured: the success message takes the form's place. */
export const SuccessMessage: Story = { args: { action: 'submit-filled', answer: 204 } };

/** The server failed: the error block shows, every value stays for the retry. */
export const ServerError: Story = { args: { action: 'submit-filled', answer: 500 } };

/** The server refused the captcha (401): the captcha area is marked instead. */
export const CaptchaError: Story = { args: { action: 'submit-filled', answer: 401 } };

/**
 * With a file picker: beside the file input, a button for Dropbox, Google Drive or Gmail. Filestack's script
 * loads on its first click only (here the story's stand-in, through `scriptUrl`).
 */
export const OtherSources: Story = { args: { config: withPicker(FILESTACK_STAND_IN_URL) } };

/** A file picked through the picker: shown with its size and a Remove button, posted by its address. */
export const PickedFromOtherSources: Story = {
  args: { config: withPicker(FILESTACK_STAND_IN_URL), action: 'pick-from-other-sources' },
};

/** A file over 10 MB picked through the picker: refused inline, in the field's own words. */
export const OversizeFromOtherSources: Story = {
  args: { config: withPicker(FILESTACK_STAND_IN_URL), action: 'pick-oversize-from-other-sources' },
};

/** The picker's script cannot be reached: the button says so, the computer input works as ever. */
export const OtherSourcesUnreachable: Story = {
  args: { config: withPicker(UNREACHABLE_FILESTACK_URL), action: 'open-other-sources' },
};

/** "thank you!" is no page alias: refused. */
export const InvalidConfig: Story = { args: { config: { successPage: 'thank you!' } } };

/** The date picker open on a day-first field; the time field beside it is a combobox of every 15 minutes. */
export const DatePicker: Story = { args: { action: 'open-date-picker' } };

/** The same on a Spanish page: Spanish words, month names from `Intl`, weeks starting on Monday. */
export const DatePickerSpanish: Story = { args: { action: 'open-date-picker', locale: 'es' } };
