import { loadThirdPartyScript, THIRD_PARTY_PROVIDERS } from '@vitrine/widget-api';

/** The captcha provider's script: reCAPTCHA v2, rendered explicitly (widgets spec §7 "a captcha library"). */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** The field the provider's token travels in, as its verify API expects. */
export const CAPTCHA_TOKEN_FIELD = 'g-recaptcha-response';
/** How long the provider's script may take to arrive before the form says the check is unavailable. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 30_000;

/** The part of the provider's `grecaptcha` global the form uses. */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      size: 'invisible' | 'compact' | 'normal';
      callback: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
    },
  ): number;
  execute(widgetId: number): void;
  getResponse(widgetId: number): string;
  reset(widgetId: number): void;
}

/** Widgets spec §9: invisible, or a visible check that is compact on mobile and normal elsewhere. */
export function captchaSize(
  mode: 'invisible' | 'checkbox',
  device: string,
): 'invisible' | 'compact' | 'normal' {
  if (mode === 'invisible') return 'invisible';
  return device === 'mobile' ? 'compact' : 'normal';
}

const READY_CALLBACK = '__vitrineCaptchaReady';
type CaptchaWindow = Window & { grecaptcha?: Grecaptcha; [READY_CALLBACK]?: () => void };
/** One per window: a second form asking while the first load is under way must not replace its callback. */
const readyCalls = new WeakMap<Window, Promise<Grecaptcha | undefined>>();

function whenCaptchaReady(win: CaptchaWindow): Promise<Grecaptcha | undefined> {
  let ready = readyCalls.get(win);
  if (!ready) {
    ready = new Promise((resolve) => {
      win[READY_CALLBACK] = () => resolve(win.grecaptcha);
    });
    readyCalls.set(win, ready);
  }
  return ready;
}

/**
 * Loads the provider's script once per page, for forms that have a captcha only, through the third-party
 * loader (necessary: the form cannot be sent without the check its owner turned on). Resolves with its global
 * once the script says it is ready; rejects when it fails to load or takes longer than 30 s, and the next form
 * that asks tries again (the visitor came back online).
 */
export function loadCaptchaScript(
  doc: Document,
  scriptUrl = RECAPTCHA_SCRIPT_URL,
  language?: string,
): Promise<Grecaptcha> {
  const url = new URL(scriptUrl, doc.baseURI);
  url.searchParams.set('onload', READY_CALLBACK);
  url.searchParams.set('render', 'explicit');
  if (language) url.searchParams.set('hl', language);
  return loadThirdPartyScript(doc, url.href, {
    provider: THIRD_PARTY_PROVIDERS.recaptcha,
    name: 'the captcha script',
    ready: (win) => whenCaptchaReady(win as CaptchaWindow),
    timeoutMs: CAPTCHA_LOAD_TIMEOUT_MS,
  });
}

export interface FormCaptcha {
  /** A fresh token: runs the invisible check, or reads the visible one; rejects when there is none. */
  token(): Promise<string>;
  /** After a refusal, the check starts over. */
  reset(): void;
}

/** Renders the provider's check into the form's captcha area. */
export function renderCaptcha(
  grecaptcha: Grecaptcha,
  container: HTMLElement,
  siteKey: string,
  size: 'invisible' | 'compact' | 'normal',
): FormCaptcha {
  let pending: { resolve(token: string): void; reject(error: Error): void } | undefined;
  const widgetId = grecaptcha.render(container, {
    sitekey: siteKey,
    size,
    callback: (token) => {
      pending?.resolve(token);
      pending = undefined;
    },
    'expired-callback': () => grecaptcha.reset(widgetId),
    'error-callback': () => {
      pending?.reject(new Error('the captcha check failed'));
      pending = undefined;
    },
  });
  return {
    token() {
      if (size !== 'invisible') {
        const token = grecaptcha.getResponse(widgetId);
        return token ? Promise.resolve(token) : Promise.reject(new Error('the captcha check is not done'));
      }
      return new Promise<string>((resolve, reject) => {
        pending = { resolve, reject };
        grecaptcha.execute(widgetId);
      });
    },
    reset: () => grecaptcha.reset(widgetId),
  };
}
