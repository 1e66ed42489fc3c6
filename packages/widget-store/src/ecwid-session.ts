import type { EcwidApi, EcwidCart, EcwidOrder, EcwidPage, EcwidWindow } from './ecwid-api';
import { ECWID_LEFTOVER_SELECTORS } from './ecwid-api';

/** What the store on screen wants to hear from the platform. */
export interface LiveStore {
  onPageLoaded(page: EcwidPage): void;
  onCartChanged(cart: EcwidCart | null): void;
  onOrderPlaced(order: EcwidOrder): void;
}

const SCRIPT_ID = 'ecwid-script';

/**
 * The platform's script lives once per document and its event lists only grow (it has no `remove`), so the
 * page holds one session: the script is loaded once, our callbacks are added once, and they speak to
 * whichever store is on screen now. Navigating away and back ten times leaves ten times nothing behind.
 */
interface Session {
  script: Promise<EcwidApi> | undefined;
  /** The API our callbacks were added to: a new one (the script loaded again) needs them too. */
  subscribed: EcwidApi | undefined;
  current: LiveStore | undefined;
}

const sessions = new WeakMap<Window, Session>();

function sessionOf(win: Window): Session {
  let session = sessions.get(win);
  if (!session) {
    session = { script: undefined, subscribed: undefined, current: undefined };
    sessions.set(win, session);
  }
  return session;
}

/**
 * Loads the platform's script once per page. A failed load forgets itself (and its element) so that coming
 * back to the store page later tries again instead of inheriting the failure.
 */
export function loadEcwidScript(win: Window, src: string): Promise<EcwidApi> {
  const session = sessionOf(win);
  const existing = (win as EcwidWindow).Ecwid;
  if (existing) return Promise.resolve(existing);
  if (session.script) return session.script;
  const doc = win.document;
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.src = src;
  script.async = true;
  script.charset = 'utf-8';
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) script.nonce = nonce;
  const loading = new Promise<EcwidApi>((resolve, reject) => {
    script.addEventListener('load', () => {
      const api = (win as EcwidWindow).Ecwid;
      if (api) resolve(api);
      else reject(new Error('the store script loaded without its API'));
    });
    script.addEventListener('error', () => reject(new Error(`the store script did not load: ${src}`)));
  });
  session.script = loading;
  loading.catch(() => {
    if (session.script === loading) session.script = undefined;
    script.remove();
  });
  doc.head.append(script);
  return loading;
}

/** Adds our callbacks to the platform's events, once per page, inside `OnAPILoaded` as the platform asks. */
function subscribe(win: Window, api: EcwidApi): void {
  const session = sessionOf(win);
  if (session.subscribed === api) return;
  session.subscribed = api;
  api.OnAPILoaded.add(() => {
    api.OnPageLoaded.add((page) => session.current?.onPageLoaded(page));
    api.OnCartChanged.add((cart) => session.current?.onCartChanged(cart));
    api.OnOrderPlaced.add((order) => session.current?.onOrderPlaced(order));
  });
}

/**
 * Starts the product browser for `store` with `args`. A store still on screen (a navigation that did not
 * unmount it yet) is destroyed first, so there is never more than one.
 */
export function startStore(win: Window, api: EcwidApi, store: LiveStore, args: string[]): void {
  const session = sessionOf(win);
  if (session.current) destroyStore(win, session.current);
  subscribe(win, api);
  session.current = store;
  const productBrowser = (win as EcwidWindow).xProductBrowser;
  if (!productBrowser) throw new Error('the store script has no xProductBrowser');
  productBrowser(...args);
  api.init();
}

/** Destroys `store` if it is the one on screen, and what the platform added to the document for it. */
export function destroyStore(win: Window, store: LiveStore): void {
  const session = sessionOf(win);
  if (session.current !== store) return;
  session.current = undefined;
  try {
    (win as EcwidWindow).Ecwid?.destroy();
  } finally {
    for (const leftover of win.document.querySelectorAll(ECWID_LEFTOVER_SELECTORS.join(',')))
      leftover.remove();
  }
}

/** The store on screen, if any: for the search box and the tests. */
export function currentStore(win: Window): LiveStore | undefined {
  return sessionOf(win).current;
}
