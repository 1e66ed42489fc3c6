import type { WidgetContext } from '@vitrine/widget-api';
import { CONSENT_COOKIE, consent, parseConfig, setConsentMode } from '@vitrine/widget-api';
import { createTestContext, recordingLogger } from '@vitrine/widget-api/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCartCount } from './cart-count';
import { resolveStoreConfig, type StoreConfig, storeConfig } from './config';
import type { EcwidCart, EcwidOrder, EcwidPage, EcwidWindow } from './ecwid-api';
import { mount } from './mount-store';
import { renderStaticBrowser } from './static-browser';
import { StoreAttribute, UNAVAILABLE_NOTE } from './store-markup';

/** A context with the raw config as the host hands it over: through the store's schema. */
const storeContext = (raw: unknown, overrides: Partial<WidgetContext<StoreConfig>> = {}) =>
  createTestContext(resolveStoreConfig(raw).config, overrides);

/** A stand-in for the platform's API in jsdom, already loaded (jsdom runs no external scripts). */
function installFakeEcwid() {
  const lists = { api: [] as Array<() => void>, page: [] as Array<(p: EcwidPage) => void> };
  const cart: Array<(c: EcwidCart | null) => void> = [];
  const order: Array<(o: EcwidOrder) => void> = [];
  const calls: string[] = [];
  const win = window as unknown as EcwidWindow;
  win.xProductBrowser = (...args: string[]) => calls.push(`xProductBrowser(${args.join(', ')})`);
  win.Ecwid = {
    OnAPILoaded: { add: (callback) => lists.api.push(callback) },
    OnPageLoaded: { add: (callback) => lists.page.push(callback) },
    OnCartChanged: { add: (callback) => cart.push(callback) },
    OnOrderPlaced: { add: (callback) => order.push(callback) },
    init: () => {
      calls.push('init');
      for (const callback of lists.api.splice(0)) callback();
    },
    destroy: () => calls.push('destroy'),
    openPage: (page, params) => calls.push(`openPage(${page}, ${JSON.stringify(params)})`),
  };
  return {
    calls,
    lists,
    pageLoaded: (page: EcwidPage) => {
      for (const callback of lists.page) callback(page);
    },
    cartChanged: (value: EcwidCart | null) => {
      for (const callback of cart) callback(value);
    },
    orderPlaced: (value: EcwidOrder) => {
      for (const callback of order) callback(value);
    },
  };
}

function storeElement(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = `<form ${StoreAttribute.search}><input name="keywords"></form><section ${StoreAttribute.staticBrowser}><h2>All products</h2></section>`;
  document.body.append(element);
  return element;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.history.replaceState(null, '', '/site/harbor/shop');
});

afterEach(() => {
  document.body.replaceChildren();
  const win = window as unknown as EcwidWindow & Record<string, unknown>;
  delete win.Ecwid;
  delete win.xProductBrowser;
  delete win.ec;
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  document.head.replaceChildren();
  setConsentMode('notice');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the helper writes cookies the same way
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

describe('the store mount', () => {
  it('without a store id starts nothing, warns and keeps the catalogue with its note', () => {
    const logger = recordingLogger();
    const element = storeElement();
    mount(element, storeContext({}, { logger }));
    expect(logger.lines).toContainEqual([
      'warn',
      'no store id configured; the live store does not start',
      [],
    ]);
    expect(element.querySelector(`[${StoreAttribute.note}]`)?.textContent).toBe(UNAVAILABLE_NOTE);
    expect(document.querySelector('script')).toBeNull();
  });

  it('starts with the defaults where the config had garbage (its schema fell back)', async () => {
    const fake = installFakeEcwid();
    const raw = { storeId: 7, catPerRow: 'many' };
    expect(await parseConfig(storeConfig, raw)).toMatchObject({
      ok: true,
      warnings: ['catPerRow: "many" is not usable; using the default'],
    });
    mount(storeElement(), storeContext(raw, { widgetId: 'w9' }));
    await flush();
    expect(fake.calls.find((call) => call.startsWith('xProductBrowser'))).toBe(
      'xProductBrowser(categoriesPerRow=3, views=grid(20,3) list(60) table(60), categoryView=grid, searchView=list, id=ecwid-store-w9)',
    );
  });

  it('configures the platform, starts the browser, removes the catalogue once the store shows, relays events', async () => {
    const fake = installFakeEcwid();
    const element = storeElement();
    const events: Array<[string, unknown]> = [];
    const logger = recordingLogger();
    const context = storeContext(
      { storeId: '1003', storePath: '/site/harbor/shop' },
      {
        logger,
        device: 'mobile',
        events: { emit: (name, payload) => events.push([name, payload]), on: () => () => {} },
      },
    );
    const unmount = mount(element, context);
    const win = window as unknown as EcwidWindow;
    expect(win.ecwid_dynamic_widgets).toBe(true);
    expect(win.ec?.config?.baseUrl).toBe('/site/harbor/shop');
    expect(win.ec?.config?.storefrontUrls).toEqual({ cleanUrls: true });
    expect(win.ec?.storefront?.product_list_category_title_behavior).toBe('SHOW_BELOW_IMAGE');
    await flush();
    expect(fake.calls.slice(-1)).toEqual(['init']);
    expect(element.getAttribute(StoreAttribute.state)).toBe('loading');

    fake.pageLoaded({ type: 'CATEGORY', categoryId: 0 });
    expect(element.getAttribute(StoreAttribute.state)).toBe('live');
    expect(element.querySelector(`[${StoreAttribute.staticBrowser}]`)).toBeNull();
    expect(logger.lines).toContainEqual(['info', 'store page view', [{ type: 'CATEGORY', categoryId: 0 }]]);

    fake.cartChanged({ productsQuantity: 3 });
    expect(readCartCount(window)).toBe(3);
    fake.orderPlaced({ vendorNumber: 'A12', total: 18, productsQuantity: 3 });
    expect(events).toEqual([['event-StoreOrder', { orderNumber: 'A12', total: 18, productsQuantity: 3 }]]);

    const search = element.querySelector('form') as HTMLFormElement;
    (search.querySelector('input') as HTMLInputElement).value = ' rye ';
    search.requestSubmit();
    expect(fake.calls.at(-1)).toBe('openPage(search, {"keywords":"rye"})');

    const minicart = document.createElement('div');
    minicart.className = 'ecwid-minicart';
    document.body.append(minicart);
    unmount();
    expect(fake.calls.at(-1)).toBe('destroy');
    expect(minicart.isConnected).toBe(false);
    expect(element.querySelector('.vitrine-store-live')).toBeNull();
    // The callbacks stay with the platform but reach no store once it is gone.
    fake.orderPlaced({ vendorNumber: 'B1' });
    expect(events).toHaveLength(1);
  });

  it('opens the screen the URL names, else the initial screen setting', async () => {
    const fake = installFakeEcwid();
    window.history.replaceState(null, '', '/site/harbor/shop/Rye-p12');
    const first = mount(storeElement(), storeContext({ storeId: '1', initialStoreScreen: 'CATEGORY@@3' }));
    await flush();
    expect(fake.calls.find((call) => call.startsWith('xProductBrowser'))).toContain('defaultProductId=12');
    expect((window as unknown as EcwidWindow).ec?.config?.baseUrl).toBe('/site/harbor/shop');
    first();
    window.history.replaceState(null, '', '/site/harbor/shop');
    mount(storeElement(), storeContext({ storeId: '1', initialStoreScreen: 'CATEGORY@@3' }));
    await flush();
    expect(fake.calls.at(-2)).toContain('defaultCategoryId=3');
  });

  it('opens the cart the URL names once the store is there', async () => {
    const fake = installFakeEcwid();
    window.history.replaceState(null, '', '/site/harbor/shop#!/~/cart');
    mount(storeElement(), storeContext({ storeId: '1' }));
    await flush();
    fake.pageLoaded({ type: 'CATEGORY' });
    expect(fake.calls.at(-1)).toBe('openPage(cart, undefined)');
  });

  it('only logs a tracking failure: the store shows and keeps relaying', async () => {
    const fake = installFakeEcwid();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logger = recordingLogger();
    const failing = {
      ...logger,
      info: () => {
        throw new Error('log endpoint gone');
      },
    };
    const element = storeElement();
    mount(element, storeContext({ storeId: '1' }, { logger: failing }));
    await flush();
    fake.pageLoaded({ type: 'ORDER_CONFIRMATION' });
    expect(element.getAttribute(StoreAttribute.state)).toBe('live');
    expect(warn).toHaveBeenCalledWith('[vitrine] store tracking failed', expect.any(Error));
    fake.cartChanged({ productsQuantity: 5 });
    expect(readCartCount(window)).toBe(5);
  });

  it('writes the note into the empty status region the server rendered, in place', () => {
    const element = document.createElement('div');
    element.innerHTML = renderStaticBrowser({
      catalog: { categories: [], products: [], currency: 'USD' },
      route: { kind: 'main' },
      storePath: '/site/harbor/shop',
    });
    document.body.append(element);
    const slot = element.querySelector(`[${StoreAttribute.note}]`);
    expect(slot?.textContent).toBe('');
    mount(element, storeContext({}));
    const notes = element.querySelectorAll(`[${StoreAttribute.note}]`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toBe(slot);
    expect(slot?.textContent).toBe(UNAVAILABLE_NOTE);
  });

  it('claims the history entries of the store’s own steps, and no other page’s', () => {
    installFakeEcwid();
    const claims: Array<(url: URL) => boolean> = [];
    const element = storeElement();
    const context = storeContext(
      { storeId: '1' },
      {
        navigation: {
          navigate: async () => {},
          beforeNavigate: () => () => {},
          claimHistory: (owns) => {
            claims.push(owns);
            return () => {};
          },
        },
      },
    );
    mount(element, context);
    expect(claims).toHaveLength(1);
    const owns = (path: string) => claims[0]!(new URL(path, window.location.href));
    expect(owns('/site/harbor/shop/Pantry-c3')).toBe(true);
    expect(owns('/site/harbor/shop/Stone-milled-flour-2-kg-p109')).toBe(true);
    expect(owns('/site/harbor/shop')).toBe(true);
    expect(owns('/site/harbor/about')).toBe(false);
    expect(owns('/site/harbor/shopping-guide')).toBe(false);
  });

  it('keeps the catalogue with a note when the store does not show within 15 s', async () => {
    vi.useFakeTimers();
    installFakeEcwid();
    const element = storeElement();
    mount(element, storeContext({ storeId: '1' }));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(element.querySelector(`[${StoreAttribute.note}]`)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(element.getAttribute(StoreAttribute.state)).toBe('unavailable');
    expect(element.querySelector(`[${StoreAttribute.note}]`)?.getAttribute('role')).toBe('status');
  });

  it('before the visitor allows functional, keeps the catalogue under the facade, with no script and no 15 s', async () => {
    vi.useFakeTimers();
    setConsentMode('opt-in');
    const element = storeElement();
    mount(element, storeContext({ storeId: '1' }));
    const facade = element.querySelector('[data-third-party-facade="store"]');
    expect(facade?.textContent).toContain('Provided by Ecwid');
    expect(element.firstElementChild?.contains(facade as Element)).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(document.querySelector('script')).toBeNull();
    expect(element.querySelector(`[${StoreAttribute.note}]`)).toBeNull();
    expect(element.querySelector(`[${StoreAttribute.staticBrowser}]`)?.textContent).toBe('All products');
    element.querySelector<HTMLButtonElement>('button[value=once]')?.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelector('script#ecwid-script')?.getAttribute('src')).toContain('app.ecwid.com');
    expect(element.querySelector('[data-third-party-facade]')).toBeNull();
    expect(element.getAttribute(StoreAttribute.state)).toBe('loading');
    expect(consent.get()).toBeUndefined();
  });

  it('starts nothing for an element unmounted before the script arrived', async () => {
    const fake = installFakeEcwid();
    const unmount = mount(storeElement(), storeContext({ storeId: '1' }, { signal: AbortSignal.abort() }));
    unmount();
    await flush();
    expect(fake.calls).toEqual([]);
  });
});
