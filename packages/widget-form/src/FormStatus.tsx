import { describeWait } from '@vitrine/widget-api';
import type { FormController, FormState } from './form-controller';

/**
 * What the visitor reads when the server asked for a pause (429). The spec has no message for it; this one says
 * what happened, that nothing they wrote is lost, and when to send again.
 */
export const rateLimitedMessage = (retryAfterSeconds: number): string =>
  `Too many messages were sent from your connection just now. Your message is still here: please send it again in ${describeWait(retryAfterSeconds)}.`;

/**
 * The form's live region: the error summary after an invalid submit (each entry links to its field), and
 * "Sending…" while the form is on its way. Screen readers hear it as it changes.
 */
export function FormStatus({ controller, state }: { controller: FormController; state: FormState }) {
  if (state.status === 'invalid') {
    const count = state.invalid.length;
    return (
      <div className="dmform-summary" role="alert">
        <p className="dmform-summary__title">
          {count === 1 ? 'Please correct 1 field:' : `Please correct ${count} fields:`}
        </p>
        <ul>
          {state.invalid.map(({ field, problem }) => (
            <li key={field.name}>
              <a
                href={`#${field.controls[0]?.id ?? ''}`}
                onClick={(event) => {
                  event.preventDefault();
                  field.controls[0]?.focus();
                }}
              >
                {field.label}
              </a>
              : {controller.messageFor(problem, field)}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (state.status === 'error' && state.reason === 'rate-limited') {
    return (
      <p className="dmform-status dmform-status--wait" role="alert">
        {rateLimitedMessage(state.retryAfterSeconds)}
      </p>
    );
  }
  if (state.status === 'error' && state.reason !== 'failed') {
    return (
      <p className="dmform-status dmform-status--captcha" role="alert">
        {state.reason === 'captcha-unavailable'
          ? 'The security check could not be completed. Please check your connection and try again.'
          : 'The security check did not pass. Please try it again.'}
      </p>
    );
  }
  return (
    <p className="dmform-status" role="status">
      {state.status === 'submitting' ? 'Sending…' : ''}
    </p>
  );
}
