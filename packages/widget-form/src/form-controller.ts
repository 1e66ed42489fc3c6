import { prefersReducedMotion } from '@vitrine/widget-api';
import type { FormCaptcha } from './captcha';
import { CAPTCHA_TOKEN_FIELD } from './captcha';
import type { FormField } from './form-fields';
import { answerOf, ERROR_CLASS, FormMarkup, formatHintOf, readFormFields, ruleInputOf } from './form-fields';
import type { FieldProblem } from './protocol/index';
import { checkField, DEFAULT_FIELD_MESSAGES } from './protocol/index';
import type { SubmitOutcome } from './submit';
import { newIdempotencyKey } from './submit';

/** Widgets spec §4: idle → validated → submitting → success or error (captcha refusals are an error too). */
export type FormState =
  | { status: 'idle' }
  | { status: 'invalid'; invalid: Array<{ field: FormField; problem: FieldProblem }> }
  | { status: 'submitting' }
  | { status: 'success' }
  | { status: 'error'; reason: 'failed' | 'captcha-refused' | 'captcha-unavailable' }
  /** The server asked for a pause (429): the message stays in the form, and the visitor is told how long. */
  | { status: 'error'; reason: 'rate-limited'; retryAfterSeconds: number };

export interface FormControllerOptions {
  form: HTMLFormElement;
  /** The widget's element: holds the success message beside the form. */
  root: HTMLElement;
  /**
   * Posts the form, with `extra` fields (the captcha token) added to its own, under the submission's key: the
   * same key for every retry of one message, a new one once the visitor changes it.
   */
  submit(extra: Record<string, string>, idempotencyKey: string): Promise<SubmitOutcome>;
  /** The form's captcha, when it has one: asked for a token before each submission. */
  captcha?: () => Promise<FormCaptcha>;
  /** Called once a submission was accepted, with each field's label and answer. */
  onSent(values: Record<string, string>): void;
  /** Goes to the success page; without one, the success message shows in the form's place. */
  goToSuccessPage: (() => void) | undefined;
  messages?: Partial<Record<FieldProblem, string>>;
  signal: AbortSignal;
  /**
   * How much of the top a sticky header covers once `documentTop` (20 px above the field) is scrolled to just
   * below it: the page's one header offset (widget-api's `stickyHeaderOffset`), which knows a mini-header's
   * scrolled height.
   */
  scrollOffset?: (documentTop: number) => number;
}

/** Widgets spec §5: the first invalid field is scrolled to with this much room above it. */
export const SCROLL_EXTRA_OFFSET_PX = 20;

/**
 * Drives one contact form: validates on submit, marks invalid fields accessibly, guards against a second
 * submission, and shows the outcome. The form's values are never cleared on failure: the visitor retries
 * with everything they typed and picked.
 */
export class FormController {
  #state: FormState = { status: 'idle' };
  readonly #listeners = new Set<() => void>();
  readonly #options: FormControllerOptions;
  readonly #fields: FormField[];
  /** The key of the message being sent: kept across retries, dropped once it is sent or the visitor edits. */
  #idempotencyKey: string | undefined;

  constructor(options: FormControllerOptions) {
    this.#options = options;
    const { form, signal } = options;
    this.#fields = readFormFields(form);
    // Our messages replace the browser's bubbles; without JavaScript, `required` and `type=email` still work.
    form.noValidate = true;
    for (const field of this.#fields) if (field.type === 'email') keepEmailAsTyped(field, signal);
    for (const field of this.#fields) {
      for (const control of field.controls) {
        if (control instanceof HTMLTextAreaElement) control.value = control.value.trim();
        const clear = () => this.#clearField(field);
        // Spec §5: the error clears on a keypress, or a change of a select; ticking a box or picking a file
        // is that field's keypress, and so are pasting and autofill, which change the value without one.
        control.addEventListener(control instanceof HTMLSelectElement ? 'change' : 'keydown', clear, {
          signal,
        });
        if (!(control instanceof HTMLSelectElement)) control.addEventListener('input', clear, { signal });
        if (control instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(control.type))
          control.addEventListener('change', clear, { signal });
      }
    }
    form.addEventListener('submit', (event) => this.#onSubmit(event), { signal });
    // An edit of a field makes it another message: a retry under the old key would be answered with the old
    // message's outcome. The captcha's own controls are not the message.
    const controls = new Set<EventTarget>(this.#fields.flatMap((field) => field.controls));
    const forgetKey = (event: Event) => {
      if (event.target && controls.has(event.target) && this.#state.status !== 'submitting')
        this.#idempotencyKey = undefined;
    };
    form.addEventListener('input', forgetKey, { signal });
    form.addEventListener('change', forgetKey, { signal });
  }

  get state(): FormState {
    return this.#state;
  }

  get fields(): readonly FormField[] {
    return this.#fields;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The visitor's message for a problem, in the field's own terms (a date's format, say). */
  messageFor(problem: FieldProblem, field?: FormField): string {
    const message = this.#options.messages?.[problem] ?? DEFAULT_FIELD_MESSAGES[problem];
    return field && message.includes('{format}')
      ? message.replaceAll('{format}', formatHintOf(field))
      : message;
  }

  #set(state: FormState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }

  #onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    // The guard (spec §4): a second submit while one is on its way does nothing.
    if (this.#state.status === 'submitting' || this.#state.status === 'success') return;
    this.#hideErrorBlock();
    this.#markCaptcha(false);
    const invalid = this.#fields.flatMap((field) => {
      const problem = checkField(ruleInputOf(field));
      return problem ? [{ field, problem }] : [];
    });
    for (const field of this.#fields) this.#clearField(field);
    if (invalid.length > 0) {
      for (const { field, problem } of invalid) this.#markField(field, problem);
      this.#set({ status: 'invalid', invalid });
      const { field } = invalid[0] as (typeof invalid)[number];
      this.#scrollTo(field.wrapper, field);
      return;
    }
    void this.#send();
  }

  async #send(): Promise<void> {
    this.#set({ status: 'submitting' });
    const { form, root } = this.#options;
    form.setAttribute('aria-busy', 'true');
    let captcha: FormCaptcha | undefined;
    const extra: Record<string, string> = {};
    if (this.#options.captcha) {
      try {
        captcha = await this.#options.captcha();
        extra[CAPTCHA_TOKEN_FIELD] = await captcha.token();
      } catch {
        // No token (the script did not load, or the visible check is not done): nothing is sent.
        form.removeAttribute('aria-busy');
        if (this.#options.signal.aborted) return;
        this.#set({ status: 'error', reason: 'captcha-unavailable' });
        const area = this.#markCaptcha(true);
        if (area) this.#scrollTo(area);
        return;
      }
    }
    this.#idempotencyKey ??= newIdempotencyKey();
    const outcome = await this.#options.submit(extra, this.#idempotencyKey);
    form.removeAttribute('aria-busy');
    if (this.#options.signal.aborted) return;
    if (outcome === 'sent') {
      this.#idempotencyKey = undefined;
      const values = Object.fromEntries(this.#fields.map((field) => [field.label, answerOf(field)]));
      this.#set({ status: 'success' });
      this.#options.onSent(values);
      if (this.#options.goToSuccessPage) {
        this.#options.goToSuccessPage();
        return;
      }
      const success = root.querySelector<HTMLElement>(`[${FormMarkup.success}]`);
      form.hidden = true;
      if (success) {
        success.hidden = false;
        if (!success.hasAttribute('tabindex')) success.tabIndex = -1;
        success.focus();
      }
      return;
    }
    if (typeof outcome === 'object') {
      this.#set({ status: 'error', reason: 'rate-limited', retryAfterSeconds: outcome.retryAfterSeconds });
      this.#showErrorBlock();
      return;
    }
    this.#set({ status: 'error', reason: outcome });
    if (outcome === 'captcha-refused') {
      captcha?.reset();
      const area = this.#markCaptcha(true);
      if (area) this.#scrollTo(area);
      return;
    }
    this.#showErrorBlock();
  }

  /** Spec §8: any other failure shows the form's error block and scrolls it into view. */
  #showErrorBlock(): void {
    const errorBlock = this.#options.form.querySelector<HTMLElement>(`[${FormMarkup.errorBlock}]`);
    if (errorBlock) {
      errorBlock.hidden = false;
      errorBlock.scrollIntoView({ block: 'center', behavior: this.#scrollBehavior() });
    }
  }

  #markField(field: FormField, problem: FieldProblem): void {
    field.wrapper.classList.add(ERROR_CLASS);
    const messageId = `${field.controls[0]?.id || field.name}-error`;
    let message = field.wrapper.querySelector<HTMLElement>('[data-vitrine-form-message]');
    if (!message) {
      message = field.wrapper.ownerDocument.createElement('p');
      message.setAttribute('data-vitrine-form-message', '');
      message.className = 'dmform-message';
      message.id = messageId;
      field.wrapper.append(message);
    }
    message.textContent = this.messageFor(problem, field);
    message.hidden = false;
    for (const control of field.controls) {
      control.setAttribute('aria-invalid', 'true');
      const described = new Set(
        (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean),
      );
      described.add(message.id);
      control.setAttribute('aria-describedby', [...described].join(' '));
    }
  }

  #clearField(field: FormField): void {
    if (!field.wrapper.classList.contains(ERROR_CLASS)) return;
    field.wrapper.classList.remove(ERROR_CLASS);
    const message = field.wrapper.querySelector<HTMLElement>('[data-vitrine-form-message]');
    if (message) message.hidden = true;
    for (const control of field.controls) control.removeAttribute('aria-invalid');
    if (this.#state.status === 'invalid') {
      const invalid = this.#state.invalid.filter((entry) => entry.field !== field);
      this.#set(invalid.length > 0 ? { status: 'invalid', invalid } : { status: 'idle' });
    }
  }

  #hideErrorBlock(): void {
    const errorBlock = this.#options.form.querySelector<HTMLElement>(`[${FormMarkup.errorBlock}]`);
    if (errorBlock) errorBlock.hidden = true;
  }

  #markCaptcha(on: boolean): HTMLElement | null {
    const captcha = this.#options.form.querySelector<HTMLElement>(`[${FormMarkup.captcha}]`);
    captcha?.classList.toggle(ERROR_CLASS, on);
    return captcha;
  }

  /** Spec §5: the page scrolls so the element sits 20 px below whatever sticky header covers the top. */
  #scrollTo(element: HTMLElement, field?: FormField): void {
    const win = element.ownerDocument.defaultView;
    if (!win) return;
    field?.controls[0]?.focus({ preventScroll: true });
    // Measured in the next frame: the error summary rendered above the fields moves them down first.
    win.requestAnimationFrame(() => {
      // Nothing scrolls a page the widget has left.
      if (this.#options.signal.aborted) return;
      const below = element.getBoundingClientRect().top + win.scrollY - SCROLL_EXTRA_OFFSET_PX;
      const top = below - (this.#options.scrollOffset?.(below) ?? 0);
      win.scrollTo({ top: Math.max(0, top), behavior: this.#scrollBehavior() });
    });
  }

  #scrollBehavior(): ScrollBehavior {
    const win = this.#options.form.ownerDocument.defaultView;
    return win && prefersReducedMotion(win) ? 'auto' : 'smooth';
  }
}

/**
 * An `<input type=email>` does not hold what the visitor typed: Chromium rewrites an internationalised domain
 * to its `xn--` form (`user@xn--bcher-kva.de`) and its own check refuses a Unicode local part
 * (`hans.müller@…`) that the form's rule accepts. As a text input with the email keyboard and autofill, the
 * field posts the address as typed and the one rule (protocol `isEmailAddress`) decides; unmounting gives the
 * markup back as it was.
 */
function keepEmailAsTyped(field: FormField, signal: AbortSignal): void {
  for (const control of field.controls) {
    if (!(control instanceof HTMLInputElement) || control.type !== 'email') continue;
    // The email keyboard and autofill that `type=email` gave, unless the markup chose its own.
    const added = Object.entries({ inputmode: 'email', autocomplete: 'email' }).filter(
      ([name]) => !control.hasAttribute(name),
    );
    control.type = 'text';
    for (const [name, value] of added) control.setAttribute(name, value);
    signal.addEventListener(
      'abort',
      () => {
        control.type = 'email';
        for (const [name] of added) control.removeAttribute(name);
      },
      { once: true },
    );
  }
}
