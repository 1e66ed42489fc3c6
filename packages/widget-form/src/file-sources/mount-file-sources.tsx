import type { WidgetContext } from '@vitrine/widget-api';
import { createRoot } from 'react-dom/client';
import type { ContactFormConfig } from '../config';
import type { FieldProblem } from '../protocol/index';
import { openFilePicker } from './file-picker';
import { FileSourceField } from './file-source-field';
import { HOSTED_FILE_HOLDER } from './hosted-file-inputs';
import { OtherSources } from './OtherSources';

/** The class of a file field's row of other sources, the markup's (docs/markup.md "Contact form") or the widget's. */
const FILE_SOURCES_CLASS = 'dmform-file-sources';

export interface FileSourcesOptions {
  inputs: readonly HTMLInputElement[];
  filePicker: NonNullable<ContactFormConfig['filePicker']>;
  context: WidgetContext<ContactFormConfig>;
  messageFor(problem: FieldProblem): string;
}

/**
 * Gives each file field the other sources: after its own input, the button and what was picked (a React root
 * of its own), and the hidden inputs that carry a picked file in the form. The row goes into the markup's own
 * `.dmform-file-sources` right after the input when there is one (the page keeps its place with CSS, so
 * nothing moves when the widget starts), or into one made there. What the widget made goes when it does;
 * the markup's row is emptied.
 */
export function mountFileSources({ inputs, filePicker, context, messageFor }: FileSourcesOptions): void {
  const { signal } = context;
  for (const input of inputs) {
    const doc = input.ownerDocument;
    const markupRow = input.nextElementSibling?.matches(`div.${FILE_SOURCES_CLASS}`)
      ? (input.nextElementSibling as HTMLDivElement)
      : undefined;
    const host = markupRow ?? doc.createElement('div');
    host.className = FILE_SOURCES_CLASS;
    const holder = doc.createElement('span');
    holder.hidden = true;
    holder.setAttribute(HOSTED_FILE_HOLDER, input.name);
    if (markupRow) markupRow.after(holder);
    else input.after(host, holder);
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
        if (!markupRow) host.remove();
        holder.remove();
      },
      { once: true },
    );
  }
}
