import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactFormConfig } from '../config';
import type { mount as mountType } from '../mount';
import { DEFAULT_FIELD_MESSAGES, MAX_UPLOAD_BYTES } from '../protocol/index';
import { fileFieldForm, MENU } from './file-field.test-support';
import { PICKER_SOURCES } from './file-picker';
import { FILE_SOURCE_MESSAGES } from './file-source-messages';
import type { FilestackPickerOptions } from './filestack-loader';
import { FILESTACK_SCRIPT_URL } from './filestack-loader';

type TestWindow = Window & { filestack?: unknown };

/** Filestack's global as its script defines it, recording what the form asks of it. */
function fakeFilestack() {
  const opened: FilestackPickerOptions[] = [];
  const close = vi.fn(async () => {});
  const filestack = {
    init: vi.fn((_apiKey: string) => ({
      picker: (options: FilestackPickerOptions) => ({
        open: async () => {
          opened.push(options);
        },
        close,
      }),
    })),
  };
  return { filestack, opened, close };
}

let unmount: AbortController;
let element: HTMLElement;
/** Imported afresh for each test: the library loads once per page, and each test is a page of its own. */
let mount: typeof mountType;

function mountWidget(config: Partial<ContactFormConfig> = {}, locale = 'en') {
  const context = createTestContext<ContactFormConfig>(
    { newContactForm: true, timeoutMs: 30_000, ...config },
    { signal: unmount.signal, locale, logger: recordingLogger() },
  );
  act(() => {
    mount(element, context);
  });
  return context;
}

// The button's code is a chunk the widget imports: on a machine busy with the whole suite, transforming and
// loading it took more than Testing Library's 1 s default.
const button = () =>
  screen.findByRole('button', { name: 'Dropbox, Google Drive or Gmail…' }, { timeout: 10_000 });
const filestackScripts = () =>
  Array.from(document.head.querySelectorAll('script')).filter(
    (script) => script.src === FILESTACK_SCRIPT_URL,
  );

/** The script the form added arrives: the library's global is there, then its load event. */
function scriptArrives(filestack: unknown) {
  (window as TestWindow).filestack = filestack;
  act(() => {
    filestackScripts()[0]?.dispatchEvent(new Event('load'));
  });
}

beforeEach(async () => {
  vi.resetModules();
  ({ mount } = await import('../mount'));
  document.body.innerHTML = '<div id="widget"></div>';
  element = document.getElementById('widget') as HTMLElement;
  element.innerHTML = fileFieldForm({ required: false });
  unmount = new AbortController();
});
afterEach(() => {
  act(() => unmount.abort());
  document.head.innerHTML = '';
  delete (window as TestWindow).filestack;
});

describe('the other sources of a file field', () => {
  it('are offered only when the form’s config has a picker; the computer input is there either way', async () => {
    mountWidget();
    // The widget is on (it took validation over), and offers the computer only.
    expect((element.querySelector('form') as HTMLFormElement).noValidate).toBe(true);
    // Once the button's chunk is loaded, a widget that had wanted it would have shown it.
    await act(async () => {
      await import('./mount-file-sources');
    });
    expect(screen.queryByRole('button', { name: /Dropbox/ })).toBeNull();
    expect(screen.getByLabelText('Attach a file')).toBeTruthy();
  });

  it('go after the file input, and go with the widget', async () => {
    mountWidget({ filePicker: { apiKey: 'key-123' } });
    const row = (await button()).closest('.dmform-file-sources') as HTMLElement;
    const input = screen.getByLabelText('Attach a file');
    expect(input.nextElementSibling).toBe(row);
    expect(row.nextElementSibling?.getAttribute('data-vitrine-form-hosted-file')).toBe('dmform-7');
    act(() => unmount.abort());
    expect(element.querySelector('.dmform-file-sources')).toBeNull();
    expect(element.querySelector('[data-vitrine-form-hosted-file]')).toBeNull();
  });

  it('go into the row the markup kept for them after the input, which stays (emptied) when the widget goes', async () => {
    element.innerHTML = fileFieldForm({ required: false, markupRow: true });
    const kept = element.querySelector('#kept-row');
    mountWidget({ filePicker: { apiKey: 'key-123' } });
    const open = await button();
    expect(open.closest('.dmform-file-sources')).toBe(kept);
    expect(element.querySelectorAll('.dmform-file-sources')).toHaveLength(1);
    expect(kept?.nextElementSibling?.getAttribute('data-vitrine-form-hosted-file')).toBe('dmform-7');
    act(() => unmount.abort());
    expect(element.querySelector('#kept-row')).toBe(kept);
    expect(kept?.childNodes).toHaveLength(0);
  });

  it('load the picker on the first click only, open it with the form’s rules, and take its file', async () => {
    const { filestack, opened } = fakeFilestack();
    mountWidget({ filePicker: { apiKey: 'key-123' } }, 'ja-JP');
    const open = await button();
    expect(filestackScripts()).toEqual([]);

    fireEvent.click(open);
    fireEvent.click(open);
    expect(filestackScripts()).toHaveLength(1);
    expect(screen.getByText('Opening the file picker…').getAttribute('role')).toBe('status');
    scriptArrives(filestack);
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(filestack.init).toHaveBeenCalledTimes(1);
    expect(filestack.init).toHaveBeenCalledWith('key-123');
    const options = opened[0] as FilestackPickerOptions;
    expect(options).toMatchObject({
      fromSources: ['dropbox', 'googledrive', 'gmail', 'local_file_system'],
      maxFiles: 1,
      maxSize: MAX_UPLOAD_BYTES,
      accept: ['image/*', 'text/*', 'application/*', 'audio/*', 'video/*'],
      lang: 'ja',
    });
    expect(options.fromSources).toEqual([...PICKER_SOURCES]);

    act(() => {
      options.onUploadDone({ filesUploaded: [MENU], filesFailed: [] });
      options.onClose();
    });
    expect(document.activeElement).toBe(open);
    expect(screen.getByText('Attached: menu.pdf (2 KB)')).toBeTruthy();
    const form = element.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('filename-dmform-7')).toBe('menu.pdf');

    fireEvent.click(screen.getByRole('button', { name: 'Remove menu.pdf' }));
    expect(screen.queryByText(/Attached:/)).toBeNull();
    expect(new FormData(form).get('filename-dmform-7')).toBeNull();
    expect(document.activeElement).toBe(open);

    // The library is loaded once per page: the next click opens the picker straight away.
    fireEvent.click(open);
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(filestackScripts()).toHaveLength(1);
  });

  it('say so when the picker cannot be reached, leave the computer input as it was, and try again on the next click', async () => {
    const context = mountWidget({ filePicker: { apiKey: 'key-123' } });
    const open = await button();
    fireEvent.click(open);
    act(() => {
      filestackScripts()[0]?.dispatchEvent(new Event('error'));
    });
    const alert = await screen.findByText(FILE_SOURCE_MESSAGES.unreachable);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(open.getAttribute('aria-describedby')).toBe(alert.id);
    expect((screen.getByLabelText('Attach a file') as HTMLInputElement).disabled).toBe(false);
    expect((context.logger as ReturnType<typeof recordingLogger>).lines[0]?.[1]).toBe(
      'the file picker could not be opened',
    );

    const { filestack, opened } = fakeFilestack();
    fireEvent.click(open);
    expect(filestackScripts()).toHaveLength(1);
    scriptArrives(filestack);
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(screen.queryByText(FILE_SOURCE_MESSAGES.unreachable)).toBeNull();
  });

  it('refuse a file from the service that is too big or of the wrong kind, in the field’s own words', async () => {
    const { filestack, opened } = fakeFilestack();
    mountWidget({ filePicker: { apiKey: 'key-123' } });
    fireEvent.click(await button());
    scriptArrives(filestack);
    await waitFor(() => expect(opened).toHaveLength(1));
    const { onUploadDone } = opened[0] as FilestackPickerOptions;

    act(() => onUploadDone({ filesUploaded: [{ ...MENU, size: MAX_UPLOAD_BYTES + 1 }], filesFailed: [] }));
    expect(screen.getByRole('alert').textContent).toBe(DEFAULT_FIELD_MESSAGES['file-size']);
    expect(screen.queryByText(/Attached:/)).toBeNull();
    const form = element.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('filename-dmform-7')).toBeNull();

    act(() => onUploadDone({ filesUploaded: [{ ...MENU, mimetype: 'font/woff2' }], filesFailed: [] }));
    expect(screen.getByRole('alert').textContent).toBe(DEFAULT_FIELD_MESSAGES['file-type']);
    act(() => onUploadDone({ filesUploaded: [], filesFailed: [MENU] }));
    expect(screen.getByRole('alert').textContent).toBe(FILE_SOURCE_MESSAGES.failed);
  });

  it('close an open picker when the widget goes', async () => {
    const { filestack, opened, close } = fakeFilestack();
    mountWidget({ filePicker: { apiKey: 'key-123' } });
    fireEvent.click(await button());
    scriptArrives(filestack);
    await waitFor(() => expect(opened).toHaveLength(1));
    act(() => unmount.abort());
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Dropbox/ })).toBeNull();
  });
});
