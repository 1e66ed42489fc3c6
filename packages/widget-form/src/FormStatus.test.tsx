import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FormStatus } from './FormStatus';
import { FormController } from './form-controller';
import { CONTACT_FORM_HTML } from './test-form.test-support';

/** A controller whose submissions never finish: the status shows what it is told. */
const pendingController = (form: HTMLFormElement) =>
  new FormController({
    form,
    root: document.body,
    signal: new AbortController().signal,
    submit: () => new Promise(() => {}),
    onSent: () => {},
    goToSuccessPage: undefined,
  });

beforeEach(() => {
  document.body.innerHTML = CONTACT_FORM_HTML;
  window.scrollTo = (() => {}) as typeof window.scrollTo;
});

describe('FormStatus', () => {
  it('announces an error summary linking each invalid field, and "Sending…" while submitting', async () => {
    const form = document.querySelector('form') as HTMLFormElement;
    const controller = pendingController(form);
    const host = document.createElement('div');
    form.prepend(host);
    const view = render(<FormStatus controller={controller} state={controller.state} />, { container: host });
    controller.subscribe(() =>
      view.rerender(<FormStatus controller={controller} state={controller.state} />),
    );
    act(() => {
      form.dispatchEvent(new Event('submit', { cancelable: true }));
    });
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('Please correct 3 fields:');
    screen.getByRole('link', { name: 'Occasion' }).click();
    expect(document.activeElement?.id).toBe('dmform-2');

    act(() => {
      (document.getElementById('dmform-0') as HTMLInputElement).value = 'Ada';
      (document.getElementById('dmform-2') as HTMLSelectElement).selectedIndex = 1;
      (document.getElementById('dmform-3-a') as HTMLInputElement).checked = true;
      form.dispatchEvent(new Event('submit', { cancelable: true }));
    });
    expect(screen.getByRole('status').textContent).toBe('Sending…');
  });

  it('says when to send again after a 429, and that the message is kept', () => {
    const form = document.querySelector('form') as HTMLFormElement;
    const controller = pendingController(form);
    render(
      <FormStatus
        controller={controller}
        state={{ status: 'error', reason: 'rate-limited', retryAfterSeconds: 90 }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many messages were sent from your connection just now. Your message is still here: please send it again in 2 minutes.',
    );
  });
});
