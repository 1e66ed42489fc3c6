/** How a widget loads a third party's script (a timeline, a scheduler): see `loadThirdPartyScript`. */
export interface ThirdPartyScriptOptions<Api> {
  /** What the script defines once it ran, read from the window; `undefined` while it is not there. */
  ready: (win: Window) => Api | undefined;
  /** Names the script in error messages (`the Twitter widgets script`). */
  name: string;
  /** How long the script may take to arrive; default 15 s. A visitor waiting on a button must not wait forever. */
  timeoutMs?: number;
  /** Attributes the provider's own embed code sets on its script tag (`id`, `charset`). */
  attributes?: Record<string, string>;
}

interface Load {
  loading: Promise<unknown>;
  script: HTMLScriptElement;
}

const loads = new WeakMap<Document, Map<string, Load>>();

/**
 * Loads a third party's script from its real URL once per page, whichever widget asks first, and resolves
 * with what it defines. A page that already has it uses it as it is. Rejects when the script fails, defines
 * nothing, or is late; the next call then tries again (the visitor may be back online), as it does when the
 * script tag was taken out of the page before it answered. A page's CSP must allow the script's origin.
 */
export function loadThirdPartyScript<Api>(
  doc: Document,
  url: string,
  { ready, name, timeoutMs = 15_000, attributes = {} }: ThirdPartyScriptOptions<Api>,
): Promise<Api> {
  const win = doc.defaultView as Window;
  const present = ready(win);
  if (present !== undefined) return Promise.resolve(present);
  const pageLoads = loads.get(doc) ?? new Map<string, Load>();
  loads.set(doc, pageLoads);
  const existing = pageLoads.get(url);
  if (existing?.script.isConnected) return existing.loading as Promise<Api>;
  const script = doc.createElement('script');
  const loading = new Promise<Api>((resolve, reject) => {
    const fail = (reason: string) => {
      win.clearTimeout(timer);
      script.remove();
      reject(new Error(`${name} ${reason}`));
    };
    const timer = win.setTimeout(() => fail(`did not arrive within ${timeoutMs} ms`), timeoutMs);
    for (const [attribute, value] of Object.entries(attributes)) script.setAttribute(attribute, value);
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      win.clearTimeout(timer);
      const api = ready(win);
      if (api !== undefined) resolve(api);
      else fail('defined nothing usable');
    });
    script.addEventListener('error', () => fail('could not be loaded'));
    doc.head.append(script);
  });
  pageLoads.set(url, { loading, script });
  loading.catch(() => {
    if (pageLoads.get(url)?.loading === loading) pageLoads.delete(url);
  });
  return loading;
}
