import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormController } from '../form-controller';
import { answerOf, ERROR_CLASS, readFormFields, ruleInputOf } from '../form-fields';
import { checkField, MAX_UPLOAD_BYTES } from '../protocol/index';
import { submitForm } from '../submit';
import { fileFieldForm, MENU } from './file-field.test-support';
import { FileSourceField } from './file-source-field';
import { HOSTED_FILE_HOLDER } from './hosted-file-inputs';

const form = () => document.querySelector('form') as HTMLFormElement;
const input = () => document.getElementById('dmform-7') as HTMLInputElement;

/**
 * jsdom cannot put files into a file input: this one keeps a list the way a browser does, where the visitor's
 * choice fills it and emptying the value (the one change a script may make) lets it go.
 */
function chooseFromComputer(files: File[]): void {
  let chosen = files;
  Object.defineProperty(input(), 'files', { configurable: true, get: () => chosen });
  Object.defineProperty(input(), 'value', {
    configurable: true,
    get: () => (chosen[0] ? `C:\\fakepath\\${chosen[0].name}` : ''),
    set: (value: string) => {
      if (value === '') chosen = [];
    },
  });
  input().dispatchEvent(new Event('change', { bubbles: true }));
}

let unmount: AbortController;
let field: FileSourceField;

function fileField() {
  const [formField] = readFormFields(form());
  return formField as NonNullable<typeof formField>;
}

beforeEach(() => {
  document.body.innerHTML = fileFieldForm({ required: true });
  unmount = new AbortController();
  const holder = document.createElement('span');
  holder.hidden = true;
  holder.setAttribute(HOSTED_FILE_HOLDER, 'dmform-7');
  input().after(holder);
  field = new FileSourceField(input(), holder, unmount.signal);
});
afterEach(() => unmount.abort());

describe('FileSourceField', () => {
  it('a file from the service is the field’s file: posted by its address, name, size and type', () => {
    const changed = vi.fn();
    field.subscribe(changed);
    const typed = vi.fn();
    input().addEventListener('input', typed);

    expect(field.pick(MENU)).toBeUndefined();
    expect(field.picked).toEqual({ url: MENU.url, name: 'menu.pdf', size: 2048, type: 'application/pdf' });
    const posted = new FormData(form());
    expect(posted.getAll('dmform-7').filter((value) => typeof value === 'string')).toEqual([MENU.url]);
    expect(posted.get('filename-dmform-7')).toBe('menu.pdf');
    expect(posted.get('filesize-dmform-7')).toBe('2048');
    expect(posted.get('filetype-dmform-7')).toBe('application/pdf');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(typed).toHaveBeenCalledTimes(1);
  });

  it('counts for the required rule, and the field is empty again once it is removed', () => {
    expect(checkField(ruleInputOf(fileField()))).toBe('required');
    field.pick(MENU);
    expect(ruleInputOf(fileField())).toEqual({
      kind: 'file',
      required: true,
      files: [{ name: 'menu.pdf', size: 2048, type: 'application/pdf' }],
    });
    expect(checkField(ruleInputOf(fileField()))).toBeUndefined();
    // What `form_submission` reports for the field, as for a file from the computer: its name.
    expect(answerOf(fileField())).toBe('menu.pdf');

    field.remove();
    expect(field.picked).toBeUndefined();
    expect(new FormData(form()).get('filename-dmform-7')).toBeNull();
    expect(checkField(ruleInputOf(fileField()))).toBe('required');
  });

  it('one file: the service’s replaces the computer’s, and the computer’s replaces the service’s', () => {
    chooseFromComputer([new File(['rye'], 'order.txt', { type: 'text/plain' })]);
    field.pick(MENU);
    expect(input().files).toHaveLength(0);
    expect(ruleInputOf(fileField())).toMatchObject({ files: [{ name: 'menu.pdf' }] });

    chooseFromComputer([new File(['rye'], 'order.txt', { type: 'text/plain' })]);
    expect(field.picked).toBeUndefined();
    expect(document.querySelector(`[${HOSTED_FILE_HOLDER}]`)?.children).toHaveLength(0);
    expect(ruleInputOf(fileField())).toMatchObject({ files: [{ name: 'order.txt' }] });
  });

  it('refuses what the rules refuse, keeping what the field had', () => {
    field.pick(MENU);
    expect(
      field.pick({ ...MENU, filename: 'film.mov', size: MAX_UPLOAD_BYTES + 1, mimetype: 'video/quicktime' }),
    ).toBe('file-size');
    expect(field.pick({ ...MENU, filename: 'font.woff2', mimetype: 'font/woff2' })).toBe('file-type');
    expect(field.pick({ ...MENU, url: 'https://elsewhere.example/AbCd' })).toBe('unusable');
    expect(field.picked?.name).toBe('menu.pdf');
  });

  it('clears the field’s error when a file arrives from the service', async () => {
    const send = vi.fn(async () => 'sent' as const);
    window.scrollTo = (() => {}) as typeof window.scrollTo;
    const controller = new FormController({
      form: form(),
      root: document.body,
      signal: unmount.signal,
      submit: send,
      onSent: () => {},
      goToSuccessPage: undefined,
    });
    form().dispatchEvent(new Event('submit', { cancelable: true }));
    expect(controller.state.status).toBe('invalid');
    expect(document.querySelector('[data-vitrine-form-field]')?.classList.contains(ERROR_CLASS)).toBe(true);

    field.pick(MENU);
    expect(document.querySelector('[data-vitrine-form-field]')?.classList.contains(ERROR_CLASS)).toBe(false);
    expect(controller.state.status).toBe('idle');
    form().dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(controller.state.status).toBe('success'));
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('posting a file picked through the service', () => {
  it('goes urlencoded, its address in the field, with no empty file part; a retry posts the same', async () => {
    field.pick(MENU);
    const fetch = vi.fn(async () => new Response(null, { status: 500 }));
    const options = {
      form: form(),
      siteAlias: 'harbor-and-rye',
      newContactForm: true,
      hiddenCaptcha: false,
      timeoutMs: 1000,
      signal: unmount.signal,
      fetch,
    };
    expect(await submitForm(options)).toBe('failed');
    expect(await submitForm(options)).toBe('failed');
    const bodies = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].body);
    for (const body of bodies) {
      expect(body).toBeInstanceOf(URLSearchParams);
      const params = body as URLSearchParams;
      expect(params.getAll('dmform-7')).toEqual([MENU.url]);
      expect(params.get('filename-dmform-7')).toBe('menu.pdf');
      expect(params.get('label-dmform-7')).toBe('Attach a file');
    }
    expect(String(bodies[0])).toBe(String(bodies[1]));
  });
});
