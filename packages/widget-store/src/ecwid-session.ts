import { loadThirdPartyScript, THIRD_PARTY_PROVIDERS } from '@vitrine/widget-api';
import type { EcwidApi, EcwidCart, EcwidOrder, EcwidPage, EcwidWindow } from './ecwid-api';
import { ECWID_LEFTOVER_SELECTORS } from './ecwid-api';
import { STORE_LOAD_TIMEOUT_MS } from './store-markup';

/** What the store on screen wants to hear from the platform. */
export interface LiveStore {
  onPageLoaded(page: EcwidPage): void;
  onCartChanged(cart: EcwidCart | null): void;
  onOrderPlaced(order: EcwidOrder): void;
}

/**
 * The platform's script lives once per document and its event lists only grow (it has no `remove`), so the
 * page holds one session: the script is loaded once, our callbacks are added once, and they speak to
 * whichever store is on screen now. Navigating away and back ten times leaves ten times nothing behind.
 */
interface Session {
  /** The API our callbacks were added to: a new one (the script loaded again) needs them too. */
  subscribed: EcwidApi | undefined;
  current: LiveStore | undefined;
}

const sessions = new WeakMap<Window, Session>();

function sessionOf(win: Window): Session {
  let session = sessions.get(win);
  if (!session) {
    session = { subscribed: undefined, current: undefined };
    sessions.set(win, session);
  }
  return session;
}

/**
 * Loads the platform's script once per page, through the third-party loader (a failed load is forgotten, so
 * coming back to the store page later tries again). Called once the visitor allowed it (the category, or the
 * store's facade).
 */
export function loadEcwidScript(win: Window, src: string, signal?: AbortSignal): Promise<EcwidApi> {
  return loadThirdPartyScript(win.document, src, {
    provider: THIRD_PARTY_PROVIDERS.ecwid,
    consent: 'granted',
    name: 'the store script',
    ready: (loaded) => (loaded as EcwidWindow).Ecwid,
    attributes: { id: 'ecwid-script', charset: 'utf-8' },
    timeoutMs: STORE_LOAD_TIMEOUT_MS,
    signal,
  });
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
