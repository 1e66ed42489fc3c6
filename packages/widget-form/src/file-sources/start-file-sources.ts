import type { WidgetContext } from '@vitrine/widget-api';
import type { ContactFormConfig } from '../config';
import type { FieldProblem } from '../protocol/index';
import { FIELD_NAME_PATTERN } from '../protocol/index';

/**
 * Starts the other sources on a form's file fields, when the form's config has a picker. Their code is a chunk
 * of its own, fetched only for such forms; the picker library itself waits for the first click on the button.
 * File fields keep taking files from the computer whatever happens here.
 */
export function startFileSources(
  form: HTMLFormElement,
  filePicker: NonNullable<ContactFormConfig['filePicker']>,
  context: WidgetContext<ContactFormConfig>,
  messageFor: (problem: FieldProblem) => string,
): void {
  const inputs = Array.from(form.elements).filter(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.type === 'file' && FIELD_NAME_PATTERN.test(element.name),
  );
  if (inputs.length === 0) return;
  import('./mount-file-sources')
    .then(({ mountFileSources }) => {
      if (!context.signal.aborted) mountFileSources({ inputs, filePicker, context, messageFor });
    })
    .catch((error: unknown) => context.logger.error('the file picker button could not be started', error));
}
