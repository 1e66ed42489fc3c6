import { consentAllows, whenConsentAllows } from './consent-mode';
import { cspNonce } from './csp-nonce';
import type { ThirdPartyProvider } from './third-party-providers';

/**
 * Why a third party did not load: the visitor's answer does not allow its category (`consent`), it did not
 * arrive in time (`timeout`), the request failed (`network`: offline, 404, a blocker), the page's Content
 * Security Policy refused it (`blocked`), or it arrived without what it should define (`unusable`).
 */
export type ThirdPartyFailure = 'consent' | 'timeout' | 'network' | 'blocked' | 'unusable';

/** A third party that did not load; each caller turns it into its documented fallback. */
export class ThirdPartyLoadError extends Error {
  override readonly name = 'ThirdPartyLoadError';
  constructor(
    readonly reason: ThirdPartyFailure,
    readonly url: string,
    readonly provider: ThirdPartyProvider,
    message: string,
  ) {
    super(message);
  }
}

export interface ThirdPartyOptions {
  provider: ThirdPartyProvider;
  /**
   * While the visitor's answer does not allow the provider's category: `wait` (the default) until it does,
   * or `fail` at once with reason `consent`. `granted`: the visitor asked for this load through its facade's
   * "Load once" (`thirdPartyFacade` resolved), so it starts whatever their answer is.
   */
  consent?: 'wait' | 'fail' | 'granted';
  /** Stops waiting for consent (rejecting with the signal's reason) and, for a data call, the request. */
  signal?: AbortSignal;
  /** How long it may take once requested; default 15 s. A visitor waiting on a widget must not wait forever. */
  timeoutMs?: number;
  /** Names it in error messages (`the Twitter widgets script`); default the provider's name. */
  name?: string;
}

export interface ThirdPartyScriptOptions<Api = void> extends ThirdPartyOptions {
  /**
   * What the script defines once it ran, read from the window: `undefined` while it is not there, or a promise
   * for a script that announces itself later (a callback it calls); the timeout covers that wait too. Without
   * it, the load settles when the script ran (a page's script that defines nothing we read).
   */
  ready?: (win: Window) => Api | undefined | PromiseLike<Api | undefined>;
  /** Attributes the provider's own embed code sets on its script tag (`id`, `charset`, `crossorigin`). */
  attributes?: Record<string, string>;
}

export const THIRD_PARTY_TIMEOUT_MS = 15_000;

interface Load {
  settled: Promise<unknown>;
  element: Element | undefined;
}

/** On the document, not in this module: core's and each CDN widget's copy of widget-api share one load per URL. */
const LOADS = Symbol.for('vitrine.thirdPartyLoads');
type LoadingDocument = Document & { [LOADS]?: Map<string, Load> };

function loadsOf(doc: Document): Map<string, Load> {
  const holder = doc as LoadingDocument;
  holder[LOADS] ??= new Map();
  return holder[LOADS];
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/**
 * Runs `start` once the provider's category is allowed: synchronously when it already is, so a load the
 * visitor allowed starts in the same task as the call.
 */
function afterConsent<T>(
  doc: Document,
  url: string,
  { provider, consent = 'wait', signal, name = provider.name }: ThirdPartyOptions,
  start: () => Promise<T>,
): Promise<T> {
  const win = doc.defaultView as Window;
  if (consent === 'granted' || consentAllows(provider.category, win)) return start();
  if (consent === 'fail')
    return Promise.reject(
      new ThirdPartyLoadError(
        'consent',
        url,
        provider,
        `${name} waits for the visitor to allow ${provider.category} third parties`,
      ),
    );
  return whenConsentAllows(provider.category, { win, signal }).then(start);
}

/**
 * One load per document and URL, whoever asks: a caller that comes while it is under way shares it. A failed
 * load is forgotten, and its element taken out, so that the next call tries again (the visitor may be back
 * online); so is one whose element something else took out of the page.
 */
function once<T>(doc: Document, key: string, start: () => Load & { settled: Promise<T> }): Promise<T> {
  const loads = loadsOf(doc);
  const existing = loads.get(key);
  if (existing && (!existing.element || existing.element.isConnected)) return existing.settled as Promise<T>;
  const load = start();
  loads.set(key, load);
  load.settled.catch(() => {
    load.element?.remove();
    if (loads.get(key) === load) loads.delete(key);
  });
  return load.settled;
}

/**
 * Settles `work` within `timeoutMs`, and tells a refusal by the page's CSP apart from a failed request: the
 * browser reports the refusal (`securitypolicyviolation`) before the element's `error` event.
 */
function settleWithin<T>(
  doc: Document,
  href: string,
  options: ThirdPartyOptions,
  what: string,
  work: (
    fail: (reason: ThirdPartyFailure) => void,
    succeed: (value: T) => void,
    abandon: (reason: unknown) => void,
  ) => (() => void) | undefined,
): Promise<T> {
  const { provider, timeoutMs = THIRD_PARTY_TIMEOUT_MS, name = `${provider.name}'s ${what}` } = options;
  const win = doc.defaultView as Window;
  return new Promise<T>((resolve, reject) => {
    let refused = false;
    const onViolation = (event: Event): void => {
      const blocked = (event as SecurityPolicyViolationEvent).blockedURI;
      if (blocked && href.startsWith(blocked)) refused = true;
    };
    const done = (): void => {
      win.clearTimeout(timer);
      doc.removeEventListener('securitypolicyviolation', onViolation);
    };
    const describe: Record<ThirdPartyFailure, string> = {
      consent: 'is not allowed',
      timeout: `did not arrive within ${timeoutMs} ms`,
      network: 'could not be loaded',
      blocked: "was refused by the page's Content Security Policy",
      unusable: 'defined nothing usable',
    };
    const fail = (reason: ThirdPartyFailure): void => {
      done();
      const why = reason === 'network' && refused ? 'blocked' : reason;
      reject(new ThirdPartyLoadError(why, href, provider, `${name} ${describe[why]}`));
    };
    const succeed = (value: T): void => {
      done();
      resolve(value);
    };
    const abandon = (reason: unknown): void => {
      done();
      reject(reason);
    };
    const timer = win.setTimeout(() => {
      cancel?.();
      fail('timeout');
    }, timeoutMs);
    doc.addEventListener('securitypolicyviolation', onViolation);
    const cancel = work(fail, succeed, abandon);
  });
}

function withNonce<E extends HTMLElement>(doc: Document, element: E): E {
  const nonce = cspNonce(doc);
  if (nonce) element.nonce = nonce;
  return element;
}

/**
 * Loads a third party's script from its real URL once per page, once the visitor's answer allows its
 * provider's category, with the page's CSP nonce, and resolves with what it defines. A page that already has
 * it uses it as it is. Rejects with a `ThirdPartyLoadError`.
 */
export function loadThirdPartyScript<Api = void>(
  doc: Document,
  url: string,
  options: ThirdPartyScriptOptions<Api>,
): Promise<Api> {
  const win = doc.defaultView as Window;
  const { ready, attributes = {} } = options;
  const present = ready?.(win);
  if (present !== undefined && !isThenable(present)) return Promise.resolve(present);
  const href = new URL(url, doc.baseURI).href;
  return afterConsent(doc, href, options, () =>
    once(doc, `script ${href}`, () => {
      const script = withNonce(doc, doc.createElement('script'));
      const settled = settleWithin<Api>(doc, href, options, 'script', (fail, succeed) => {
        for (const [attribute, value] of Object.entries(attributes)) script.setAttribute(attribute, value);
        // As given: the same address, and the attribute reads as the caller wrote it.
        script.src = url;
        script.async = true;
        script.addEventListener('load', () => {
          if (!ready) return succeed(undefined as Api);
          Promise.resolve(ready(win)).then((api) => (api === undefined ? fail('unusable') : succeed(api)));
        });
        script.addEventListener('error', () => fail('network'));
        doc.head.append(script);
        // A script that announces itself may do so while it runs, before its load event.
        const announced = ready?.(win);
        if (isThenable(announced)) announced.then((api) => api !== undefined && succeed(api));
        return undefined;
      });
      return { settled, element: script };
    }),
  );
}

/** A third party's stylesheet, once per page, on the same terms as its script. */
export function loadThirdPartyStylesheet(
  doc: Document,
  url: string,
  options: ThirdPartyOptions,
): Promise<void> {
  const href = new URL(url, doc.baseURI).href;
  return afterConsent(doc, href, options, () =>
    once(doc, `stylesheet ${href}`, () => {
      const link = withNonce(doc, doc.createElement('link'));
      const settled = settleWithin<void>(doc, href, options, 'stylesheet', (fail, succeed) => {
        link.rel = 'stylesheet';
        link.href = url;
        link.addEventListener('load', () => succeed());
        link.addEventListener('error', () => fail('network'));
        doc.head.append(link);
        return undefined;
      });
      return { settled, element: link };
    }),
  );
}

/**
 * A third party's image (a video's still), fetched once per page; resolves with its URL once the browser has
 * it, so the caller shows it without a broken image in between.
 */
export function loadThirdPartyImage(doc: Document, url: string, options: ThirdPartyOptions): Promise<string> {
  const href = new URL(url, doc.baseURI).href;
  return afterConsent(doc, href, options, () =>
    once(doc, `image ${href}`, () => {
      const settled = settleWithin<string>(doc, href, options, 'image', (fail, succeed) => {
        const image = new (doc.defaultView as Window & typeof globalThis).Image();
        image.addEventListener('load', () => succeed(href));
        image.addEventListener('error', () => fail('network'));
        image.src = href;
        return undefined;
      });
      return { settled, element: undefined };
    }),
  );
}

/**
 * Points `frame` at a third party's embed (a player, a booking page) once the provider's category is allowed,
 * and settles when it loaded. A frame shows the provider's own error page rather than firing `error`, so its
 * only failure after consent is the timeout. Each frame is its own load; `signal` also ends its wait.
 */
export function embedThirdPartyFrame(
  frame: HTMLIFrameElement,
  url: string,
  options: ThirdPartyOptions,
): Promise<void> {
  const doc = frame.ownerDocument;
  const href = new URL(url, doc.baseURI).href;
  return afterConsent(doc, href, options, () =>
    settleWithin<void>(doc, href, options, 'embed', (_fail, succeed, abandon) => {
      const { signal } = options;
      // The widget that holds the frame is gone: nothing is left waiting on it.
      signal?.addEventListener('abort', () => abandon(signal.reason), { once: true });
      frame.addEventListener('load', () => succeed(), { once: true });
      frame.src = href;
      return undefined;
    }),
  );
}

/**
 * A data call to a third party's API (a geocoder, a count) once the provider's category is allowed, within the
 * timeout and the caller's signal. Resolves with the response whatever its status: reading it is the
 * caller's. A request the caller aborted rejects with the signal's reason, as `fetch` does.
 */
export function fetchThirdParty(
  doc: Document,
  url: string,
  options: ThirdPartyOptions & { init?: RequestInit },
): Promise<Response> {
  const href = new URL(url, doc.baseURI).href;
  const { signal, init } = options;
  const win = doc.defaultView as Window;
  return afterConsent(doc, href, options, () =>
    settleWithin<Response>(doc, href, options, 'data', (fail, succeed, abandon) => {
      const request = new AbortController();
      const abort = (): void => request.abort(signal?.reason);
      signal?.addEventListener('abort', abort);
      win.fetch(href, { ...init, signal: request.signal }).then(
        (response) => {
          signal?.removeEventListener('abort', abort);
          succeed(response);
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', abort);
          if (signal?.aborted) abandon(signal.reason ?? error);
          else fail('network');
        },
      );
      return () => {
        signal?.removeEventListener('abort', abort);
        request.abort();
      };
    }),
  );
}

/**
 * For a library that makes its own requests (Leaflet's tiles, hls.js's segments): settles when the provider's
 * category is allowed, so the caller starts the library then, rather than each request going through here.
 */
export function allowThirdParty(doc: Document, url: string, options: ThirdPartyOptions): Promise<void> {
  return afterConsent(doc, new URL(url, doc.baseURI).href, options, () => Promise.resolve());
}
