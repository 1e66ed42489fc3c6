import type { WidgetContext } from '@vitrine/widget-api';
import { createRoot } from 'react-dom/client';
import type { ContactFormConfig } from '../config';
import type { FieldProblem } from '../protocol/index';
import { openFilePicker } from './file-picker';
import { FileSourceField } from './file-source-field';
import { HOSTED_FILE_HOLDER } from './hosted-file-inputs';
import { OtherSources } from './OtherSources';

export interface FileSourcesOptions {
  inputs: readonly HTMLInputElement[];
  filePicker: NonNullable<ContactFormConfig['filePicker']>;
  context: WidgetContext<ContactFormConfig>;
  messageFor(problem: FieldProblem): string;
}

/**
 * Gives each file field the other sources: after its own input, the button and what was picked (a React root
 * of its own), and the hidden inputs that carry a picked file in the form. Everything goes when the widget
 * does.
 */
export function mountFileSources({ inputs, filePicker, context, messageFor }: FileSourcesOptions): void {
  const { signal } = context;
  for (const input of inputs) {
    const doc = input.ownerDocument;
    const host = doc.createElement('div');
    host.className = 'dmform-file-sources';
    const holder = doc.createElement('span');
    holder.hidden = true;
    holder.setAttribute(HOSTED_FILE_HOLDER, input.name);
    input.after(host, holder);
    const field = new FileSourceField(input, holder, signal);
    const root = createRoot(host, { identifierPrefix: `dmform-${context.widgetId}-${input.name}-` });
    root.render(
      <OtherSources
        field={field}
        openPicker={(callbacks) =>
          openFilePicker(
            {
              doc,
              apiKey: filePicker.apiKey,
              scriptUrl: filePicker.scriptUrl,
              locale: context.locale,
              signal,
            },
            callbacks,
          )
        }
        messageFor={messageFor}
        onError={(message, error) => context.logger.error(message, error)}
      />,
    );
    signal.addEventListener(
      'abort',
      () => {
        root.unmount();
        host.remove();
        holder.remove();
      },
      { once: true },
    );
  }
}
