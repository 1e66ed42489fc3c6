import { describeWait, platformUrl, retryAfterMs } from '@vitrine/widget-api';
import { MarkupAttribute } from '../markup/attributes';
import type { PageAuthResponse } from '../protocol/page-auth';
import {
  PASSWORD_POPUP_PATH,
  pageAuthErrorSchema,
  pageAuthPath,
  pageAuthResponseSchema,
  UNAUTHORIZED_ERROR_CODE,
} from '../protocol/page-auth';
import type { PopupController } from './popup';
import { PASSWORD_POPUP_GROWS_UP_TO_WIDTH, PASSWORD_POPUP_SIZE } from './popup-size';

/** How asking for a page's password ended. */
export type PasswordOutcome =
  /** The cookie is stored: load the page again. */
  | 'unlocked'
  /** The visitor closed the popup. */
  | 'cancelled'
  /** The popup could not be shown (its HTML failed to load or has no form): fall back to the whole document. */
  | 'unavailable';

/** The spec's two warnings (§5): the wrong-password one, and the missing-password one for any other failure. */
export type PasswordWarning = 'wrong' | 'missing';

/** Said after the missing-password warning when a 429 names its wait and the markup has no words for it. */
export const DEFAULT_PASSWORD_WAIT_TEMPLATE = 'Please try again in {wait}.';

export interface PasswordPromptOptions {
  popups: PopupController;
  win: Window;
  doc: Document;
  siteAlias: string;
  /** The protected page. */
  url: URL;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The password popup (spec §2, §4, §5, §7): its HTML comes from the server, OK posts the password as typed,
 * and the answer's cookie unlocks the page. A wrong password (`UnAuthorized`) reveals the wrong-password
 * warning; any other failure the missing-password warning, a 429 too ("any other failure"), with the wait its
 * `Retry-After` names added to it.
 */
export async function askForPagePassword(options: PasswordPromptOptions): Promise<PasswordOutcome> {
  const { popups, win, doc, siteAlias, url, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const fetch = options.fetch ?? win.fetch.bind(win);
  const html = await fetchPopupHtml(fetch, siteAlias, url, timeoutMs);
  if (html === undefined) return 'unavailable';
  const session = popups.show({
    content: html,
    label: 'Password required',
    defaultSize: PASSWORD_POPUP_SIZE,
    growToFitUpTo: PASSWORD_POPUP_GROWS_UP_TO_WIDTH,
  });
  return new Promise<PasswordOutcome>((resolve) => {
    const form = wirePasswordForm(session.root, doc, {
      submit: (password) => submitPassword(fetch, siteAlias, url.pathname, password, timeoutMs),
      unlocked: (cookie) => {
        storeCookie(doc, win, cookie);
        resolve('unlocked');
        session.close();
      },
      cancel: () => session.close(),
    });
    if (!form) {
      console.warn('[vitrine] the password popup has no form with a password field');
      session.close();
      resolve('unavailable');
      return;
    }
    void session.closed.then(() => resolve('cancelled'));
  });
}

/**
 * The same form rendered by the server as a whole page (a protected page opened directly): it works in
 * place, and the unlocked page is then loaded as a document.
 */
export function unlockPageInPlace(options: {
  win: Window;
  doc: Document;
  siteAlias: string;
  root: ParentNode;
  fetch?: typeof globalThis.fetch;
}): boolean {
  const { win, doc, siteAlias, root } = options;
  const fetch = options.fetch ?? win.fetch.bind(win);
  const pagePath = win.location.pathname;
  const form = wirePasswordForm(root, doc, {
    submit: (password) => submitPassword(fetch, siteAlias, pagePath, password, REQUEST_TIMEOUT_MS),
    unlocked: (cookie) => {
      storeCookie(doc, win, cookie);
      win.location.reload();
    },
  });
  return form !== undefined;
}

async function fetchPopupHtml(
  fetch: typeof globalThis.fetch,
  siteAlias: string,
  url: URL,
  timeoutMs: number,
): Promise<string | undefined> {
  const query = new URLSearchParams({ siteAlias, pageUrl: url.pathname });
  try {
    const response = await fetch(platformUrl(`${PASSWORD_POPUP_PATH}?${query}`), {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const html = await response.text();
    return response.ok && html.trim() ? html : undefined;
  } catch {
    return undefined;
  }
}

type SubmitAnswer =
  | { kind: 'unlocked'; cookie: PageAuthResponse }
  | { kind: 'refused'; warning: PasswordWarning; waitSeconds?: number };

async function submitPassword(
  fetch: typeof globalThis.fetch,
  siteAlias: string,
  pagePath: string,
  password: string,
  timeoutMs: number,
): Promise<SubmitAnswer> {
  const refused = (warning: PasswordWarning, waitSeconds?: number): SubmitAnswer =>
    waitSeconds === undefined ? { kind: 'refused', warning } : { kind: 'refused', warning, waitSeconds };
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(platformUrl(pageAuthPath(siteAlias)), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ password, pagePath }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = await response.json().catch(() => undefined);
  } catch {
    return refused('missing');
  }
  if (response.ok) {
    const cookie = pageAuthResponseSchema.safeParse(body);
    return cookie.success ? { kind: 'unlocked', cookie: cookie.data } : refused('missing');
  }
  if (response.status === 429) {
    const waitMs = retryAfterMs(response.headers.get('retry-after'));
    return refused('missing', waitMs === undefined ? undefined : waitMs / 1000);
  }
  const error = pageAuthErrorSchema.safeParse(body);
  return refused(error.success && error.data.errorCode === UNAUTHORIZED_ERROR_CODE ? 'wrong' : 'missing');
}

function storeCookie(doc: Document, win: Window, { name, value }: PageAuthResponse): void {
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${value}; Path=/; SameSite=Lax${secure}`;
}

interface PasswordFormBehaviour {
  submit(password: string): Promise<SubmitAnswer>;
  unlocked(cookie: PageAuthResponse): void;
  /** Cancel closes the popup; without it (a whole page), Cancel is left to be the link it is. */
  cancel?(): void;
}

/**
 * Finds the form in the server's HTML and gives it its behaviour: Enter and OK submit (one request at a
 * time), Cancel closes, warnings are revealed and announced. Undefined when the markup has no password form.
 */
function wirePasswordForm(
  root: ParentNode,
  doc: Document,
  behaviour: PasswordFormBehaviour,
): HTMLFormElement | undefined {
  const form =
    root.querySelector<HTMLFormElement>(`form[${MarkupAttribute.passwordForm}]`) ??
    root.querySelector('form');
  const input =
    form?.querySelector<HTMLInputElement>('input[type="password"]') ??
    form?.querySelector<HTMLInputElement>('input[name="password"]');
  if (!form || !input) return undefined;
  const warnings = [...form.querySelectorAll<HTMLElement>(`[${MarkupAttribute.passwordWarning}]`)];
  let counter = 0;
  for (const warning of warnings) {
    warning.id ||= `vitrine-password-warning-${++counter}`;
    // Revealing an alert is what makes screen readers announce it.
    if (!warning.getAttribute('role')) warning.setAttribute('role', 'alert');
  }
  const warningFor = (kind: PasswordWarning): HTMLElement | undefined =>
    warnings.find((warning) => warning.getAttribute(MarkupAttribute.passwordWarning) === kind);
  const waits = (): HTMLElement[] => [
    ...form.querySelectorAll<HTMLElement>(`[${MarkupAttribute.passwordWait}]`),
  ];
  const hideWarnings = (): void => {
    for (const warning of warnings) warning.hidden = true;
    for (const wait of waits()) wait.hidden = true;
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  };
  const warn = (kind: PasswordWarning, waitSeconds: number | undefined): void => {
    const warning = warningFor(kind);
    if (warning) {
      if (waitSeconds !== undefined) showWait(doc, warning, waitSeconds);
      warning.hidden = false;
      input.setAttribute('aria-describedby', warning.id);
    }
    input.setAttribute('aria-invalid', 'true');
    if (doc.activeElement !== input) input.focus();
    input.select();
  };
  const { cancel } = behaviour;
  if (cancel) {
    for (const control of form.querySelectorAll(`[${MarkupAttribute.passwordCancel}]`)) {
      control.addEventListener('click', (event) => {
        event.preventDefault();
        cancel();
      });
    }
  }
  const submitButtons = (): HTMLButtonElement[] => [
    ...form.querySelectorAll<HTMLButtonElement>('button:not([type]),button[type="submit"]'),
  ];
  let pending = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // A second Enter or click while the first answer is on its way sends nothing.
    if (pending) return;
    pending = true;
    hideWarnings();
    form.setAttribute('aria-busy', 'true');
    for (const button of submitButtons()) button.disabled = true;
    void behaviour
      .submit(input.value)
      .then((answer) => {
        if (answer.kind === 'unlocked') behaviour.unlocked(answer.cookie);
        else warn(answer.warning, answer.waitSeconds);
      })
      .finally(() => {
        pending = false;
        form.removeAttribute('aria-busy');
        for (const button of submitButtons()) button.disabled = false;
      });
  });
  input.focus();
  return form;
}

/**
 * Adds the wait to a warning: in the words of its `[data-vitrine-password-wait]` element (the attribute's
 * value, `{wait}` standing for "40 seconds", "2 minutes"), or else in core's own, appended.
 */
function showWait(doc: Document, warning: HTMLElement, seconds: number): void {
  let wait = warning.querySelector<HTMLElement>(`[${MarkupAttribute.passwordWait}]`);
  if (!wait) {
    wait = doc.createElement('span');
    wait.setAttribute(MarkupAttribute.passwordWait, '');
    warning.append(' ', wait);
  }
  const template = wait.getAttribute(MarkupAttribute.passwordWait) || DEFAULT_PASSWORD_WAIT_TEMPLATE;
  wait.textContent = template.replaceAll('{wait}', describeWait(seconds));
  wait.hidden = false;
}
