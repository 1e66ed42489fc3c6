import type { WidgetContext, WidgetMount } from '@vitrine/widget-api';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ContactFormConfig } from './config';
import { FormStatus } from './FormStatus';
import { FormController } from './form-controller';
import { submitForm } from './submit';

/** Height of a sticky or fixed header at the top of the page, which would cover a field scrolled to. */
function stickyHeaderHeight(doc: Document): number {
  const header = doc.querySelector('header');
  if (!header) return 0;
  const position = doc.defaultView?.getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().height : 0;
}

/**
 * Enhances the server-rendered form inside the element: the form and its fields stay the server's (so the
 * page works without JavaScript and nothing typed is ever re-rendered away); React renders the live status
 * region at the top of the form.
 */
export const mount: WidgetMount<ContactFormConfig> = (element, context: WidgetContext<ContactFormConfig>) => {
  const form = element.querySelector('form');
  if (!form) {
    context.logger.error('no <form> inside the contact form widget: nothing to enhance');
    return;
  }
  const { config, signal } = context;
  const doc = element.ownerDocument;
  const controller = new FormController({
    form,
    root: element,
    signal,
    submit: () =>
      submitForm({
        form,
        siteAlias: context.siteId,
        newContactForm: config.newContactForm,
        hiddenCaptcha: false,
        timeoutMs: config.timeoutMs,
        signal,
      }),
    onSent: (values) =>
      context.events.emit('form_submission', {
        formId: (form.elements.namedItem('form_id') as HTMLInputElement | null)?.value ?? '',
        formTitle: (form.elements.namedItem('form_title') as HTMLInputElement | null)?.value ?? '',
        values,
      }),
    goToSuccessPage: config.successPage
      ? () => {
          // Spec §2: the success page is reached by its alias, keeping the current query string.
          const url = `/site/${encodeURIComponent(context.siteId)}/${config.successPage}${doc.location.search}`;
          void context.navigation.navigate(url);
        }
      : undefined,
    scrollOffset: () => stickyHeaderHeight(doc),
  });
  const statusHost = doc.createElement('div');
  statusHost.className = 'dmform-live';
  form.prepend(statusHost);
  const root = createRoot(statusHost, { identifierPrefix: `dmform-${context.widgetId}-` });
  const render = () => root.render(<FormStatus controller={controller} state={controller.state} />);
  render();
  // Rendered at once on each change, so the summary is in place before the controller scrolls to a field.
  const unsubscribe = controller.subscribe(() => flushSync(render));
  return () => {
    unsubscribe();
    root.unmount();
    statusHost.remove();
  };
};
