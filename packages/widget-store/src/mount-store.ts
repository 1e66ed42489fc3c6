import {
  consentAllows,
  THIRD_PARTY_PROVIDERS,
  thirdPartyFacade,
  type WidgetContext,
} from '@vitrine/widget-api';
import { publishCartCount } from './cart-count';
import { productBrowserArgs, type StoreConfig, storefrontSettings } from './config';
import { type EcwidApi, type EcwidPage, type EcwidWindow, ecwidScriptUrl } from './ecwid-api';
import { currentStore, destroyStore, type LiveStore, loadEcwidScript, startStore } from './ecwid-session';
import { STORE_LOAD_TIMEOUT_MS, StoreAttribute, UNAVAILABLE_NOTE } from './store-markup';
import { normalizeStorePath, type StoreRoute, storeRouteOf } from './store-urls';

/** A clean store path's own part (`/cart`, `/search`, `/Rye-c3`, `/-p12`), to find the store page above it. */
const STORE_SUFFIX = /\/(?:cart|search|[^/]*-[cp]\d+)\/?$/;

/** The store page's path: the config's, else the page's own path without a store route on its end. */
function storePathOf(config: StoreConfig, win: Window): string {
  return normalizeStorePath(config.storePath ?? win.location.pathname.replace(STORE_SUFFIX, ''));
}

/**
 * Mounts the online store (spec widgets §2–§9): the platform's script on first need, the product browser
 * with the site's config, the screen the URL (or the initial-screen setting) names, the store's events relayed,
 * and the server's static product browser kept until the live store shows, or for good, with a note, when
 * the store cannot load. While the visitor has not allowed the platform's category, the catalogue stays with
 * the consent facade above it, and the live store starts (and its 15 s begin) once they let it through.
 */
export function mount(element: HTMLElement, context: WidgetContext<StoreConfig>): () => void {
  const win = element.ownerDocument.defaultView;
  if (!win) return () => {};
  const { config } = context;
  const setState = (state: 'loading' | 'live' | 'unavailable') =>
    element.setAttribute(StoreAttribute.state, state);

  if (!config.storeId) {
    context.logger.warn('no store id configured; the live store does not start');
    setState('unavailable');
    showUnavailableNote(element);
    return () => {};
  }
  if (context.inEditor) return () => {};

  const storePath = storePathOf(config, win);
  // The store page's own URL names the main screen: the initial-screen setting decides what that shows.
  const named = storeRouteOf(new URL(win.location.href), storePath);
  const screen: StoreRoute = named && named.kind !== 'main' ? named : config.initialScreen;
  const storeId = config.storeId;
  const container = element.ownerDocument.createElement('div');
  container.id = `ecwid-store-${context.widgetId}`;
  container.className = 'vitrine-store-live';
  let shown = false;
  let api: EcwidApi | undefined;
  let timer: number | undefined;
  const live: LiveStore = {
    onPageLoaded(page) {
      if (!shown) {
        shown = true;
        setState('live');
        element.querySelector(`[${StoreAttribute.staticBrowser}]`)?.remove();
        openScreen(api, screen);
      }
      track(context, page);
    },
    onCartChanged(cart) {
      publishCartCount(win, cart?.productsQuantity ?? 0);
    },
    onOrderPlaced(order) {
      context.events.emit('event-StoreOrder', {
        orderNumber: order.vendorNumber ?? order.orderNumber,
        total: order.total,
        productsQuantity: order.productsQuantity,
      });
    },
  };

  const startLive = (): void => {
    element.append(container);
    setState('loading');
    // The platform pushes a history entry for each step inside the store: back and forward between those steps
    // are the platform's to show, not a reload of the store page (released by core when the widget unmounts).
    context.navigation.claimHistory?.((url) => storeRouteOf(url, storePath) !== undefined);
    timer = win.setTimeout(() => {
      if (shown || context.signal.aborted) return;
      context.logger.warn(`the live store did not show within ${STORE_LOAD_TIMEOUT_MS} ms`);
      setState('unavailable');
      showUnavailableNote(element);
    }, STORE_LOAD_TIMEOUT_MS);
    prepareGlobals(win as EcwidWindow, config, storePath, context);
    loadEcwidScript(win, ecwidScriptUrl(storeId, context.locale), context.signal).then(
      (loaded) => {
        if (context.signal.aborted) return;
        api = loaded;
        try {
          startStore(win, loaded, live, productBrowserArgs(config, container.id, screen));
        } catch (error) {
          context.logger.error('the product browser did not start', error);
          setState('unavailable');
          showUnavailableNote(element);
        }
      },
      (error: unknown) => {
        if (context.signal.aborted) return;
        context.logger.warn('the store script could not load; the catalogue stays', String(error));
        setState('unavailable');
        showUnavailableNote(element);
      },
    );
  };
  // A store the visitor allowed starts in the same task; any other once they let it through its facade, above
  // the catalogue.
  if (consentAllows(THIRD_PARTY_PROVIDERS.ecwid.category, win)) startLive();
  else {
    // The facade's place stays: focus that was on it goes there, where the live store will show.
    const slot = element.ownerDocument.createElement('div');
    element.prepend(slot);
    thirdPartyFacade(slot, {
      provider: THIRD_PARTY_PROVIDERS.ecwid,
      content: 'store',
      signal: context.signal,
    }).then(startLive, () => {});
  }

  const search = element.querySelector<HTMLFormElement>(`form[${StoreAttribute.search}]`);
  search?.addEventListener(
    'submit',
    (event) => {
      const keywords = String(new FormData(search).get('keywords') ?? '').trim();
      // Spec §5: an empty search does nothing; with the live store on screen the search opens in place.
      if (!keywords) event.preventDefault();
      else if (shown && api && currentStore(win) === live) {
        event.preventDefault();
        api.openPage('search', { keywords });
      }
    },
    { signal: context.signal },
  );

  return () => {
    if (timer !== undefined) win.clearTimeout(timer);
    destroyStore(win, live);
    container.remove();
  };
}

/** The platform reads these before its script starts (Ecwid's dynamic-widgets embed). */
function prepareGlobals(
  win: EcwidWindow,
  config: StoreConfig,
  storePath: string,
  context: WidgetContext<unknown>,
) {
  win.ecwid_script_defer = true;
  win.ecwid_dynamic_widgets = true;
  const ec = win.ec ?? {};
  const ecConfig = ec.config ?? {};
  ecConfig.storefrontUrls = { ...ecConfig.storefrontUrls, cleanUrls: config.cleanUrls };
  ecConfig.baseUrl = storePath;
  ec.config = ecConfig;
  ec.storefront = { ...ec.storefront, ...storefrontSettings(config, context.device) };
  win.ec = ec;
}

/** The screens the product browser's arguments cannot name open once the store is there. */
function openScreen(api: EcwidApi | undefined, screen: StoreRoute): void {
  if (screen.kind === 'cart') api?.openPage('cart');
  else if (screen.kind === 'search' && screen.keywords)
    api?.openPage('search', { keywords: screen.keywords });
}

/** Store page views and order confirmations go to the client log (spec §7); a failure there is only logged. */
function track(context: WidgetContext<unknown>, page: EcwidPage): void {
  try {
    context.logger.info('store page view', {
      type: page.type,
      productId: page.productId,
      categoryId: page.categoryId,
    });
    if (page.type === 'ORDER_CONFIRMATION')
      context.logger.info('store order confirmation', { type: page.type });
  } catch (error) {
    console.warn('[vitrine] store tracking failed', error);
  }
}

function showUnavailableNote(element: HTMLElement): void {
  const browser = element.querySelector(`[${StoreAttribute.staticBrowser}]`);
  if (!browser) return;
  let note = browser.querySelector(`[${StoreAttribute.note}]`);
  if (note?.textContent) return;
  // Markup rendered before the browser carried an empty note of its own.
  if (!note) {
    note = element.ownerDocument.createElement('p');
    note.setAttribute(StoreAttribute.note, '');
    note.setAttribute('role', 'status');
    browser.prepend(note);
  }
  note.textContent = UNAVAILABLE_NOTE;
}

// The schema travels in this chunk: the host asks for it and for the mount at once, and gets both in one file.
export { storeConfig } from './config';
