import type { WidgetContext, WidgetMount } from '@vitrine/widget-api';
import { stickyHeaderOffset } from '@vitrine/widget-api';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { FormCaptcha } from './captcha';
import { captchaSize, loadCaptchaScript, renderCaptcha } from './captcha';
import type { ContactFormConfig } from './config';
import { FormStatus } from './FormStatus';
import { startFileSources } from './file-sources/start-file-sources';
import { FormController } from './form-controller';
import { startPickers } from './pickers/start';
import { FORM_ID_FIELD, FORM_TITLE_FIELD } from './protocol/index';
import { submitForm } from './submit';

/**
 * The form's captcha, started with the widget: the provider's script is fetched for forms that have a captcha
 * only, and rendered into the form's captcha area (made at the end of the form when the markup has none).
 */
function formCaptcha(
  form: HTMLFormElement,
  { siteKey, mode, scriptUrl }: NonNullable<ContactFormConfig['captcha']>,
  context: WidgetContext<ContactFormConfig>,
): () => Promise<FormCaptcha> {
  let area = form.querySelector<HTMLElement>('[data-vitrine-form-captcha]');
  if (!area) {
    area = form.ownerDocument.createElement('div');
    area.setAttribute('data-vitrine-form-captcha', '');
    const submitButton = form.querySelector('[type="submit"]');
    if (submitButton) submitButton.before(area);
    else form.append(area);
  }
  const target = area;
  const ready = loadCaptchaScript(form.ownerDocument, scriptUrl, context.locale).then((grecaptcha) =>
    renderCaptcha(grecaptcha, target, siteKey, captchaSize(mode, context.device)),
  );
  ready.catch((error: unknown) => context.logger.error('the captcha could not be started', error));
  return () => ready;
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
  const captcha = config.captcha ? formCaptcha(form, config.captcha, context) : undefined;
  const controller = new FormController({
    form,
    root: element,
    signal,
    captcha,
    submit: (extra, idempotencyKey) =>
      submitForm({
        idempotencyKey,
        form,
        siteAlias: context.siteId,
        newContactForm: config.newContactForm,
        hiddenCaptcha: config.captcha?.mode === 'invisible',
        timeoutMs: config.timeoutMs,
        signal,
        extra,
      }),
    onSent: (values) =>
      context.events.emit('form_submission', {
        formId: (form.elements.namedItem(FORM_ID_FIELD) as HTMLInputElement | null)?.value ?? '',
        formTitle: (form.elements.namedItem(FORM_TITLE_FIELD) as HTMLInputElement | null)?.value ?? '',
        values,
      }),
    goToSuccessPage: config.successPage
      ? () => {
          // Spec §2: the success page is reached by its alias, keeping the current query string.
          const url = `/site/${encodeURIComponent(context.siteId)}/${config.successPage}${doc.location.search}`;
          void context.navigation.navigate(url);
        }
      : undefined,
    scrollOffset: (documentTop) => stickyHeaderOffset(doc, documentTop),
  });
  startPickers(controller.fields, { locale: context.locale, signal, logger: context.logger });
  if (config.filePicker)
    startFileSources(form, config.filePicker, context, (problem) => controller.messageFor(problem));
  const statusHost = doc.createElement('div');
  statusHost.className = 'dmform-live';
  // No box of its own: an empty status must not be a grid or flex item of the form, whose gap would move
  // everything below it when the widget starts; what it renders is laid out as the form's own child.
  statusHost.style.display = 'contents';
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
