import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormControllerOptions } from './form-controller';
import { FormController } from './form-controller';
import { ERROR_CLASS } from './form-fields';
import {
  ACCEPTED_EMAIL_ADDRESSES,
  REFUSED_EMAIL_ADDRESSES,
} from './protocol/email-address-examples.test-support';
import type { SubmitOutcome } from './submit';
import { CONTACT_FORM_HTML } from './test-form.test-support';

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector) as T;
const form = () => $<HTMLFormElement>('form');
const submit = () => form().dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
const type = (selector: string, value: string) => {
  const input = $<HTMLInputElement>(selector);
  input.value = value;
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
};

function fillValid() {
  type('#dmform-0', 'Ada');
  $<HTMLSelectElement>('#dmform-2').selectedIndex = 1;
  $<HTMLInputElement>('#dmform-3-a').checked = true;
}

let unmount: AbortController;
let scrolls: ScrollToOptions[];

function controller(overrides: Partial<FormControllerOptions> = {}) {
  return new FormController({
    form: form(),
    root: document.body,
    signal: unmount.signal,
    submit: async () => 'sent',
    onSent: () => {},
    goToSuccessPage: undefined,
    ...overrides,
  });
}

/** A `submit` answering these outcomes in turn, recording the key each attempt was sent with. */
function answering(outcomes: SubmitOutcome[]) {
  const keys: string[] = [];
  const send = vi.fn(async (_extra: Record<string, string>, key: string) => {
    keys.push(key);
    return outcomes.shift() as SubmitOutcome;
  });
  return { send, keys };
}

beforeEach(() => {
  document.body.innerHTML = CONTACT_FORM_HTML;
  unmount = new AbortController();
  scrolls = [];
  window.scrollTo = ((options: ScrollToOptions) => scrolls.push(options)) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => unmount.abort());

describe('FormController', () => {
  it('trims textareas at setup and takes validation over from the browser', () => {
    controller();
    expect($<HTMLTextAreaElement>('#dmform-4').value).toBe('hello');
    expect(form().noValidate).toBe(true);
  });

  it('makes an email input a text input with the email keyboard while it runs, so it posts what was typed', () => {
    const email = $<HTMLInputElement>('#dmform-1');
    expect(email.type).toBe('email');
    controller();
    expect(email.type).toBe('text');
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    type('#dmform-1', 'user@bücher.de');
    expect(new FormData(form()).get('dmform-1')).toBe('user@bücher.de');
    unmount.abort();
    expect(email.type).toBe('email');
    expect(email.hasAttribute('inputmode')).toBe(false);
    expect(email.hasAttribute('autocomplete')).toBe(false);
  });

  it('judges every address of the shared lists as the email rule does (the server test posts the same)', () => {
    controller();
    const refusedByTheForm = (address: string) => {
      type('#dmform-1', address);
      submit();
      return $('[data-vitrine-form-field="dmform-1"]').classList.contains(ERROR_CLASS);
    };
    for (const address of ACCEPTED_EMAIL_ADDRESSES) expect(refusedByTheForm(address), address).toBe(false);
    // Fine here, as on the server: the empty address (the field is optional), and one with spaces around it
    // (the form trims every answer). A one-line input cannot hold a line break: it drops it.
    const refused = REFUSED_EMAIL_ADDRESSES.map(([address]) => address).filter(
      (address) => address !== '' && address.trim() === address && !/[\r\n]/.test(address),
    );
    for (const address of refused) expect(refusedByTheForm(address), address).toBe(true);
  });

  it('marks every invalid field accessibly, scrolls to the first with 20 px to spare and focuses it', async () => {
    const send = vi.fn(async (): Promise<SubmitOutcome> => 'sent');
    const askedAt: number[] = [];
    const forms = controller({
      submit: send,
      scrollOffset: (documentTop) => {
        askedAt.push(documentTop);
        return 64;
      },
    });
    type('#dmform-1', 'not-an-email');
    submit();

    expect(send).not.toHaveBeenCalled();
    expect(forms.state.status).toBe('invalid');
    const invalid = [...document.querySelectorAll(`.${ERROR_CLASS}`)].map((el) =>
      el.getAttribute('data-vitrine-form-field'),
    );
    expect(invalid).toEqual(['dmform-0', 'dmform-1', 'dmform-2', 'dmform-3']);
    const name = $<HTMLInputElement>('#dmform-0');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please fill in this field.',
    );
    expect($('#dmform-1-error').textContent).toBe('Please enter an email address like name@example.com.');
    // jsdom lays nothing out: the field is at 0, so the target is 0 - 20 - 64, kept at the top.
    await vi.waitFor(() => expect(scrolls).toEqual([{ top: 0, behavior: 'smooth' }]));
    // The header's height is asked for where the page lands: 20 px above the field (a mini-header is shorter there).
    expect(askedAt).toEqual([-20]);
    expect(document.activeElement).toBe(name);
  });

  it('an optional date or time must still be a real one, and its message names the field’s format', () => {
    controller();
    fillValid();
    type('#dmform-5', '31/02/2027');
    type('#dmform-6', '25:00');
    submit();
    expect($('#dmform-5-error').textContent).toBe('Please enter a real date as DD/MM/YYYY.');
    expect($('#dmform-6-error').textContent).toBe('Please enter a time as HH:MM.');
    type('#dmform-5', '28/02/2027');
    type('#dmform-6', '');
    submit();
    expect($('[data-vitrine-form-field="dmform-5"]').classList.contains(ERROR_CLASS)).toBe(false);
  });

  it('clears a field’s error on a keypress, and a select’s on change', () => {
    const forms = controller();
    submit();
    type('#dmform-0', 'A');
    expect($('[data-vitrine-form-field="dmform-0"]').classList.contains(ERROR_CLASS)).toBe(false);
    expect($('#dmform-0').hasAttribute('aria-invalid')).toBe(false);
    const select = $<HTMLSelectElement>('#dmform-2');
    select.selectedIndex = 1;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(select.closest('div')?.classList.contains(ERROR_CLASS)).toBe(false);
    expect(forms.state.status === 'invalid' && forms.state.invalid.map(({ field }) => field.name)).toEqual([
      'dmform-3',
    ]);
  });

  it('clears a field’s error when a value arrives without a keypress (paste, autofill)', () => {
    controller();
    const message = $<HTMLTextAreaElement>('#dmform-4');
    message.value = '';
    submit();
    expect(message.getAttribute('aria-invalid')).toBe('true');
    message.value = 'pasted';
    message.dispatchEvent(new Event('input', { bubbles: true }));
    expect(message.hasAttribute('aria-invalid')).toBe(false);
  });

  it('submits once however often the visitor presses Send, then shows the success message', async () => {
    let finish: (outcome: SubmitOutcome) => void = () => {};
    const send = vi.fn(() => new Promise<SubmitOutcome>((resolve) => (finish = resolve)));
    const onSent = vi.fn();
    const forms = controller({ submit: send, onSent });
    fillValid();
    submit();
    submit();
    submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(forms.state.status).toBe('submitting');
    expect(form().getAttribute('aria-busy')).toBe('true');

    finish('sent');
    await vi.waitFor(() => expect(forms.state.status).toBe('success'));
    expect(form().hidden).toBe(true);
    expect($('[data-vitrine-form-success]').hidden).toBe(false);
    expect(document.activeElement).toBe($('[data-vitrine-form-success]'));
    expect(onSent).toHaveBeenCalledWith({
      Name: 'Ada',
      Email: '',
      Occasion: 'Wedding',
      'Interested in': 'Bread',
      Message: 'hello',
      'For which day?': '',
      'Pick-up time': '',
    });
  });

  it('goes to the success page instead when there is one', async () => {
    const goToSuccessPage = vi.fn();
    controller({ goToSuccessPage });
    fillValid();
    submit();
    await vi.waitFor(() => expect(goToSuccessPage).toHaveBeenCalledTimes(1));
    expect(form().hidden).toBe(false);
  });

  it('on a failure shows the error block, keeps every value and lets the visitor retry', async () => {
    const outcomes: SubmitOutcome[] = ['failed', 'sent'];
    const send = vi.fn(async () => outcomes.shift() as SubmitOutcome);
    const forms = controller({ submit: send });
    fillValid();
    submit();
    await vi.waitFor(() => expect(forms.state).toEqual({ status: 'error', reason: 'failed' }));
    expect($('[data-vitrine-form-error]').hidden).toBe(false);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect($<HTMLInputElement>('#dmform-0').value).toBe('Ada');
    expect($<HTMLSelectElement>('#dmform-2').value).toBe('Wedding');

    submit();
    await vi.waitFor(() => expect(forms.state.status).toBe('success'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends one key per message: the same on every retry, a new one once the visitor edits or it was sent', async () => {
    const { send, keys } = answering(['failed', 'failed', 'sent', 'sent']);
    const forms = controller({ submit: send });
    fillValid();
    submit();
    await vi.waitFor(() => expect(forms.state.status).toBe('error'));
    // A retry of the same message: the key it was first sent with.
    submit();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(forms.state.status).toBe('error'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The visitor changes the message: it is another submission.
    $<HTMLInputElement>('#dmform-0').dispatchEvent(new Event('input', { bubbles: true }));
    submit();
    await vi.waitFor(() => expect(forms.state.status).toBe('success'));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('on 429 keeps the message, shows the error block and says when to send again', async () => {
    const { send, keys } = answering([{ reason: 'rate-limited', retryAfterSeconds: 40 }, 'sent']);
    const forms = controller({ submit: send });
    fillValid();
    submit();
    await vi.waitFor(() =>
      expect(forms.state).toEqual({ status: 'error', reason: 'rate-limited', retryAfterSeconds: 40 }),
    );
    expect($('[data-vitrine-form-error]').hidden).toBe(false);
    expect($<HTMLInputElement>('#dmform-0').value).toBe('Ada');
    expect(form().hidden).toBe(false);
    submit();
    await vi.waitFor(() => expect(forms.state.status).toBe('success'));
    expect(keys[1]).toBe(keys[0]);
  });

  it('a refused captcha (401) marks the captcha area, not the error block', async () => {
    const forms = controller({ submit: async () => 'captcha-refused' });
    fillValid();
    submit();
    await vi.waitFor(() => expect(forms.state).toEqual({ status: 'error', reason: 'captcha-refused' }));
    expect($('[data-vitrine-form-captcha]').classList.contains(ERROR_CLASS)).toBe(true);
    expect($('[data-vitrine-form-error]').hidden).toBe(true);
  });

  it('sends the captcha token with the form, and starts the check over after a refusal', async () => {
    const captcha = { token: vi.fn(async () => 'captcha-token'), reset: vi.fn() };
    const send = vi.fn(async (): Promise<SubmitOutcome> => 'captcha-refused');
    const forms = controller({ submit: send, captcha: async () => captcha });
    fillValid();
    submit();
    await vi.waitFor(() => expect(forms.state).toEqual({ status: 'error', reason: 'captcha-refused' }));
    expect(send).toHaveBeenCalledWith({ 'g-recaptcha-response': 'captcha-token' }, expect.any(String));
    expect(captcha.reset).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the captcha cannot give a token, and marks its area', async () => {
    const send = vi.fn(async (): Promise<SubmitOutcome> => 'sent');
    const forms = controller({ submit: send, captcha: async () => Promise.reject(new Error('offline')) });
    fillValid();
    submit();
    await vi.waitFor(() => expect(forms.state).toEqual({ status: 'error', reason: 'captcha-unavailable' }));
    expect(send).not.toHaveBeenCalled();
    expect($('[data-vitrine-form-captcha]').classList.contains(ERROR_CLASS)).toBe(true);
    expect($<HTMLInputElement>('#dmform-0').value).toBe('Ada');
  });

  it('stops listening when the widget unmounts', () => {
    const send = vi.fn(async (): Promise<SubmitOutcome> => 'sent');
    controller({ submit: send });
    fillValid();
    unmount.abort();
    const event = new Event('submit', { cancelable: true });
    form().dispatchEvent(event);
    expect(send).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
