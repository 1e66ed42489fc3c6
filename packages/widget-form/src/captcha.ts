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
const loads = new WeakMap<Document, Promise<Grecaptcha>>();

/**
 * Loads the provider's script once per page, for forms that have a captcha only. Resolves with its global
 * once the script says it is ready; rejects when it fails to load or takes longer than 30 s.
 */
export function loadCaptchaScript(
  doc: Document,
  scriptUrl = RECAPTCHA_SCRIPT_URL,
  language?: string,
): Promise<Grecaptcha> {
  const existing = loads.get(doc);
  if (existing) return existing;
  const win = doc.defaultView as CaptchaWindow;
  const loading = new Promise<Grecaptcha>((resolve, reject) => {
    const url = new URL(scriptUrl, doc.baseURI);
    url.searchParams.set('onload', READY_CALLBACK);
    url.searchParams.set('render', 'explicit');
    if (language) url.searchParams.set('hl', language);
    const timer = win.setTimeout(
      () => reject(new Error('the captcha script did not arrive in time')),
      CAPTCHA_LOAD_TIMEOUT_MS,
    );
    win[READY_CALLBACK] = () => {
      win.clearTimeout(timer);
      if (win.grecaptcha) resolve(win.grecaptcha);
      else reject(new Error('the captcha script did not define grecaptcha'));
    };
    const script = doc.createElement('script');
    script.src = url.href;
    script.async = true;
    script.addEventListener('error', () => {
      win.clearTimeout(timer);
      reject(new Error(`the captcha script ${url.origin}${url.pathname} could not be loaded`));
    });
    doc.head.append(script);
  });
  // A failed load may be retried by the next form that asks (the visitor came back online).
  loading.catch(() => loads.delete(doc));
  loads.set(doc, loading);
  return loading;
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
