import { contactFormEndpoint, LEGACY_FORM_ENDPOINT } from './protocol/index';

export type SubmitOutcome = 'sent' | 'captcha-refused' | 'failed';

export interface SubmitOptions {
  form: HTMLFormElement;
  siteAlias: string;
  newContactForm: boolean;
  hiddenCaptcha: boolean;
  timeoutMs: number;
  signal: AbortSignal;
  /** Fields added to the form's own, such as the captcha token. */
  extra?: Record<string, string>;
  fetch?: typeof fetch;
}

/** Where this form posts (widgets spec §7): the site's contactForm endpoint, or its action, or the legacy one. */
export function submitUrl(
  form: HTMLFormElement,
  siteAlias: string,
  newContactForm: boolean,
  hiddenCaptcha: boolean,
): string {
  if (newContactForm) return contactFormEndpoint(siteAlias, hiddenCaptcha);
  const action = form.getAttribute('action')?.trim() || LEGACY_FORM_ENDPOINT;
  const url = new URL(action, form.ownerDocument.location.href);
  url.searchParams.set('hiddenCaptcha', String(hiddenCaptcha));
  return url.origin === form.ownerDocument.location.origin ? `${url.pathname}${url.search}` : url.href;
}

/**
 * Posts the form, form-encoded: urlencoded, or multipart when a file is attached. The answer's body is not
 * read (spec §7): 2xx is sent, 401 is a refused captcha, anything else — an HTTP error, offline, a timeout —
 * is a failure. Never throws.
 */
export async function submitForm({
  form,
  siteAlias,
  newContactForm,
  hiddenCaptcha,
  timeoutMs,
  signal,
  extra = {},
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
}: SubmitOptions): Promise<SubmitOutcome> {
  const data = new FormData();
  // A file input left empty still gives a nameless, empty part: it carries nothing, and urlencoded it would
  // read "[object File]" where a file picked through the service posts its address under the same name.
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' || value.size > 0 || value.name !== '') data.append(name, value);
  for (const [name, value] of Object.entries(extra)) data.set(name, value);
  const hasFile = [...data.values()].some((value) => typeof value !== 'string' && value.size > 0);
  const body = hasFile ? data : new URLSearchParams(data as unknown as Record<string, string>);
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(submitUrl(form, siteAlias, newContactForm, hiddenCaptcha), {
      method: 'POST',
      body,
      // Tells the server a script is waiting: it answers with a status instead of a page to show.
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: AbortSignal.any([signal, timeout]),
    });
    if (response.ok) return 'sent';
    return response.status === 401 ? 'captcha-refused' : 'failed';
  } catch {
    return 'failed';
  }
}
