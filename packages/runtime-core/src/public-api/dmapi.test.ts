import type { DrawnMap, GeoService } from '@vitrine/widget-api';
import {
  CONSENT_CATEGORIES,
  consent,
  registerService,
  SERVICE_QUEUE_GLOBAL,
  setConsentMode,
} from '@vitrine/widget-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../config/site-config';
import { resolveSiteConfig } from '../config/site-config';
import { Emitter } from '../events/emitter';
import type { NavigationEvents, Page } from '../events/navigation-events';
import type { PublicEvents } from '../events/public-events';
import { encodeNavItems } from '../markup/site-params';
import { createDmApi } from './dmapi';
import type { GeoAccess } from './geo';
import { resizedImageUrl } from './image-urls';
import { homeLink, normalizedPageUrl } from './page-urls';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const script of document.head.querySelectorAll('script')) script.remove();
  setConsentMode('notice');
});

/** Most tests need no maps: a stand-in, so each setup does not claim the page's service queue again. */
const noGeo: GeoAccess = { service: () => Promise.reject(new Error('no maps in this test')) };

const config = resolveSiteConfig({
  SiteAlias: 'harbor',
  ExternalUid: 'ext-9',
  planID: 'BASIC',
  LayoutParams: { device: 'tablet' },
  NavItems: encodeNavItems([{ alias: 'home', title: 'Home' }]),
});

function setup({ geo = noGeo, siteConfig = config }: { geo?: GeoAccess; siteConfig?: SiteConfig } = {}) {
  const events = new Emitter<NavigationEvents>();
  const publicEvents = new Emitter<PublicEvents>();
  const page = { pageAlias: 'menu' } as Page;
  const api = createDmApi({
    win: window,
    config: siteConfig,
    mode: 'live',
    events,
    publicEvents,
    page: () => page,
    geo,
  });
  const navigate = () =>
    events.emit('page-load', { url: new URL(location.href), page, trigger: 'link', fromCache: false });
  const leave = () =>
    events.emit('before-navigate', {
      url: new URL(location.href),
      trigger: 'link',
      preventDefault: () => {},
      defaultPrevented: false,
    });
  return { api, events, publicEvents, navigate, leave };
}

describe('runOnReady', () => {
  it('runs asynchronously, once per namespace, then again after each navigation with isAjax', async () => {
    vi.useFakeTimers();
    const { api, navigate } = setup();
    const order: string[] = [];
    const first = vi.fn(() => order.push('first'));
    const replacement = vi.fn(() => order.push('replacement'));
    api.runOnReady('stars', first);
    order.push('after registering');
    api.runOnReady('stars', replacement);
    vi.runAllTimers();

    // The second registration for the namespace replaces the callback; it does not run twice.
    expect(order).toEqual(['after registering', 'replacement']);
    expect(replacement).toHaveBeenCalledWith({ isAjax: false });
    expect(first).not.toHaveBeenCalled();

    navigate();
    vi.runAllTimers();
    expect(replacement).toHaveBeenLastCalledWith({ isAjax: true });
    expect(replacement).toHaveBeenCalledTimes(2);
  });

  it('after a navigation, code that registers again for the new page runs once, its newest callback', () => {
    vi.useFakeTimers();
    const { api, navigate } = setup();
    const forFirstPage = vi.fn();
    const forSecondPage = vi.fn();
    api.runOnReady('widget', forFirstPage);
    vi.runAllTimers();
    navigate();
    // The widget's code runs again for the new page's element before the re-run's task.
    api.runOnReady('widget', forSecondPage);
    vi.runAllTimers();
    expect(forFirstPage).toHaveBeenCalledTimes(1);
    expect(forSecondPage).toHaveBeenCalledTimes(1);
    expect(forSecondPage).toHaveBeenCalledWith({ isAjax: true });
  });

  it('a widget that starts after the new page’s ready run (when reached) registers for that page: it runs once', () => {
    vi.useFakeTimers();
    const { api, navigate } = setup();
    const forFirstPage = vi.fn();
    api.runOnReady('widget', forFirstPage);
    vi.runAllTimers();
    navigate();
    vi.runAllTimers();
    // The earlier page's callback ran for the new page; the widget's element there is reached later.
    expect(forFirstPage).toHaveBeenCalledTimes(2);
    const reached = vi.fn();
    const alsoReached = vi.fn();
    api.runOnReady('widget', reached);
    api.runOnReady('widget', alsoReached);
    vi.runAllTimers();
    api.runOnReady('widget', alsoReached);
    vi.runAllTimers();
    expect(reached).not.toHaveBeenCalled();
    expect(alsoReached).toHaveBeenCalledTimes(1);
    expect(alsoReached).toHaveBeenCalledWith({ isAjax: true });
  });

  it('keeps running the others when one callback throws', () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, navigate } = setup();
    const good = vi.fn();
    api.runOnReady('bad', () => {
      throw new Error('boom');
    });
    api.runOnReady('good', good);
    vi.runAllTimers();
    navigate();
    vi.runAllTimers();
    expect(good).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalledWith(
      '[vitrine] dmAPI runOnReady("bad") callback failed',
      expect.any(Error),
    );
  });
});

describe('runBeforeAjaxNavigation', () => {
  it('runs each namespace once per navigation, the latest callback', () => {
    const { api, leave } = setup();
    const old = vi.fn();
    const latest = vi.fn();
    api.runBeforeAjaxNavigation('cart', old);
    api.runBeforeAjaxNavigation('cart', latest);
    leave();
    expect(old).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });
});

describe('loadScript', () => {
  it('adds each URL once, calls every callback, and returns a promise', async () => {
    const { api } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const a = api.loadScript('/assets/a.js', first);
    const b = api.loadScript('/assets/a.js', second);
    const scripts = document.head.querySelectorAll('script[src="/assets/a.js"]');
    expect(scripts).toHaveLength(1);
    scripts[0]?.dispatchEvent(new Event('load'));
    await Promise.all([a, b]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('rejects (without an unhandled rejection) when the script fails, and tries again on the next call', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = setup();
    const callback = vi.fn();
    const failing = api.loadScript('/assets/missing.js', callback);
    document.head.querySelector('script[src="/assets/missing.js"]')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('the script /assets/missing.js could not be loaded');
    expect(callback).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalled();
    expect(document.head.querySelectorAll('script[src="/assets/missing.js"]')).toHaveLength(0);
    void api.loadScript('/assets/missing.js').catch(() => {});
    expect(document.head.querySelectorAll('script[src="/assets/missing.js"]')).toHaveLength(1);
  });

  it("carries the page's CSP nonce, and in opt-in mode waits for the functional category", async () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'n0nce';
    document.head.append(meta);
    setConsentMode('opt-in');
    const { api } = setup();
    const callback = vi.fn();
    const waiting = api.loadScript('/assets/legacy.js', callback);
    await Promise.resolve();
    expect(document.head.querySelector('script[src="/assets/legacy.js"]')).toBeNull();
    consent.set(CONSENT_CATEGORIES);
    await vi.waitFor(() =>
      expect(document.head.querySelector<HTMLScriptElement>('script[src="/assets/legacy.js"]')?.nonce).toBe(
        'n0nce',
      ),
    );
    document.head.querySelector('script[src="/assets/legacy.js"]')?.dispatchEvent(new Event('load'));
    await waiting;
    expect(callback).toHaveBeenCalledTimes(1);
    meta.remove();
  });
});

describe('site getters and events', () => {
  it('answers the site, device, environment and nav items', async () => {
    const { api } = setup();
    expect(api.getSiteName()).toBe('harbor');
    expect(api.getSiteExternalId()).toBe('ext-9');
    expect(api.getSitePlanID()).toBe('BASIC');
    expect(api.getCurrentDeviceType()).toBe('tablet');
    expect(api.getCurrentEnvironment()).toBe('live');
    const items = api.getNavItems();
    items.push({ alias: 'mutated' });
    expect(await api.getNavItemsAsync()).toEqual([{ alias: 'home', title: 'Home' }]);
  });

  it('subscribes to one event by its EVENTS name, or to all of them', () => {
    const { api, publicEvents } = setup();
    const one = vi.fn();
    const all = vi.fn();
    const stopOne = api.subscribeEvent(api.EVENTS.FORM_SUBMISSION, one);
    api.subscribeToAllEvents(all);
    publicEvents.emit('form_submission', { form: 'contact' });
    publicEvents.emit('event-popup', { url: '/x' });
    stopOne();
    publicEvents.emit('form_submission', { form: 'again' });
    expect(one).toHaveBeenCalledTimes(1);
    expect(one).toHaveBeenCalledWith({ form: 'contact' });
    expect(all.mock.calls).toEqual([
      ['form_submission', { form: 'contact' }],
      ['event-popup', { url: '/x' }],
      ['form_submission', { form: 'again' }],
    ]);
  });

  it('maps EVENTS to the spec event names', () => {
    const { api } = setup();
    expect(api.EVENTS).toMatchObject({
      CLICK_TO_CALL: 'event-ClickToCall',
      NOTIFICATION_LINK_CLOSE: 'event-notificationClose',
      SHOW_POPUP: 'event-popup',
      PERSONALIZATION_RULE_IMPRESSION: 'event-ruleTriggered',
      PERSONALIZATION_RULE_LINK_CLICK: 'event-link_click',
      VIDEO_PLAY: 'event-VideoPlay',
    });
  });

  it('rejects collection calls clearly when no collections service is wired', async () => {
    const { api } = setup();
    await expect(api.getCollection({ collectionName: 'menu' })).rejects.toThrow('no collections service');
  });
});

describe('image and page URLs', () => {
  it('resizes with the runtime widths and the widget-API widths', () => {
    const { api } = setup();
    expect(api.getOptimizedImageURL('/files/loaf.jpg', 'thumbnail')).toBe('/files/loaf.jpg?w=160');
    expect(api.getOptimizedImageURL('/files/loaf.jpg', 'mobile')).toBe('/files/loaf.jpg?w=640');
    expect(api.getOptimizedImageURL('/files/loaf.jpg')).toBe('/files/loaf.jpg?w=1920');
    expect(api.getResizedImageURL('https://img.example/a.png?w=9&q=80', 'tablet')).toBe(
      'https://img.example/a.png?w=780&q=80',
    );
    expect(resizedImageUrl('data:image/png;base64,xyz', 'mobile')).toBe('data:image/png;base64,xyz');
    expect(resizedImageUrl('/a.jpg', 'huge')).toBe('/a.jpg');
  });

  it('takes the widths the site configures over the spec defaults, and ignores widths it cannot use', () => {
    const { api } = setup({
      siteConfig: resolveSiteConfig({
        SiteAlias: 'harbor',
        ImageWidths: { mobile: 480, desktop: 2400, tablet: -1 },
        WidgetImageWidths: { thumbnail: 100, huge: 5000 } as never,
      }),
    });
    expect(api.getOptimizedImageURL('/a.jpg', 'mobile')).toBe('/a.jpg?w=480');
    expect(api.getOptimizedImageURL('/a.jpg')).toBe('/a.jpg?w=2400');
    expect(api.getOptimizedImageURL('/a.jpg', 'tablet')).toBe('/a.jpg?w=1280');
    expect(api.getOptimizedImageURL('/a.jpg', 'thumbnail')).toBe('/a.jpg?w=160');
    expect(api.getResizedImageURL('/a.jpg', 'thumbnail')).toBe('/a.jpg?w=100');
    expect(api.getResizedImageURL('/a.jpg', 'mobile')).toBe('/a.jpg?w=320');
    const unusable = resolveSiteConfig({ SiteAlias: 'harbor', ImageWidths: 'wide' as never });
    expect(setup({ siteConfig: unusable }).api.getOptimizedImageURL('/a.jpg', 'mobile')).toBe('/a.jpg?w=640');
  });

  it('normalizes the page URL, keeping the query outside the editor frame', () => {
    expect(normalizedPageUrl('harbor', 'menu', '?utm=x', false)).toBe('/site/harbor/menu?utm=x');
    expect(normalizedPageUrl('harbor', 'menu', '?nee=1', true)).toBe('/site/harbor/menu');
    expect(normalizedPageUrl('harbor', 'menu', '', false)).toBe('/site/harbor/menu');
  });

  it('builds the home link with the live home page and the carried-over parameters', () => {
    const location = { origin: 'https://harbor.example', search: '?dm_try_mode=true&fw_sig_tier=2&other=1' };
    expect(homeLink('harbor', location)).toBe(
      '/site/harbor/home?url=https%3A%2F%2Fharbor.example%2Fsite%2Fharbor%2Fhome&dm_try_mode=true&fw_sig_tier=2',
    );
    expect(homeLink('harbor', { ...location, search: '' })).toBe(
      '/site/harbor/home?url=https%3A%2F%2Fharbor.example%2Fsite%2Fharbor%2Fhome',
    );
  });
});

describe('maps and geocoding', () => {
  /** A geo service that records its calls; maps it "draws" are plain records. */
  function fakeGeo() {
    const drawn: Array<{ container: HTMLElement; options: unknown; removed: boolean }> = [];
    const service: GeoService = {
      drawMap: vi.fn(async (container, options) => {
        const entry = { container, options, removed: false };
        drawn.push(entry);
        return {
          lat: 45.5,
          lng: -123.8,
          label: undefined,
          remove: () => {
            entry.removed = true;
          },
        } satisfies DrawnMap;
      }),
      geocode: vi.fn(async (query: string) => [{ x: -123.8, y: 45.5, label: query, raw: {} }]),
      suggest: vi.fn(async () => []),
    };
    const geo: GeoAccess = { service: vi.fn(async () => service) };
    return { geo, service, drawn };
  }

  afterEach(() => {
    document.body.replaceChildren();
    delete (window as unknown as Record<string, unknown>)[SERVICE_QUEUE_GLOBAL];
  });

  it('drawMap finds the container by selector and hands the rest of the options to the geo service', async () => {
    const { geo, drawn } = fakeGeo();
    const { api } = setup({ geo });
    document.body.innerHTML = '<div id="shop-map"></div>';
    const signal = new AbortController().signal;
    const map = await api.drawMap({ container: '#shop-map', address: '14 Harbor Street', zoom: 16, signal });
    expect(map).toMatchObject({ lat: 45.5, lng: -123.8 });
    expect(drawn[0]?.container).toBe(document.getElementById('shop-map'));
    expect(drawn[0]?.options).toEqual({ address: '14 Harbor Street', zoom: 16 });
    expect(geo.service).toHaveBeenCalledWith('dmAPI.drawMap');
  });

  it('drawMap rejects clearly, before asking for the geo service, for a missing container or no options', async () => {
    const { geo } = fakeGeo();
    const { api } = setup({ geo });
    await expect(api.drawMap({ container: '#nowhere', lat: 1, lng: 2 })).rejects.toThrow(
      'dmAPI.drawMap: no element on the page matches "#nowhere"',
    );
    await expect(api.drawMap(undefined as never)).rejects.toThrow('dmAPI.drawMap needs options');
    expect(geo.service).not.toHaveBeenCalled();
  });

  it('removes maps whose element left with the page, and keeps the others', async () => {
    const { geo, drawn } = fakeGeo();
    const { api, navigate } = setup({ geo });
    document.body.innerHTML =
      '<main><div id="in-content"></div></main><footer><div id="in-footer"></div></footer>';
    await api.drawMap({ container: '#in-content', lat: 1, lng: 2 });
    await api.drawMap({ container: '#in-footer', lat: 1, lng: 2 });
    const byHand = await api.drawMap({ container: document.getElementById('in-footer')!, lat: 3, lng: 4 });
    document.querySelector('main')!.replaceChildren();
    navigate();
    expect(drawn.map((entry) => entry.removed)).toEqual([true, false, false]);
    byHand.remove();
    expect(drawn[2]?.removed).toBe(true);
  });

  it('geocode and geocodeSuggest answer from the geo service', async () => {
    const { geo, service } = fakeGeo();
    const { api } = setup({ geo });
    expect(await api.geocode('14 Harbor Street')).toEqual([
      { x: -123.8, y: 45.5, label: '14 Harbor Street', raw: {} },
    ]);
    expect(await api.geocodeSuggest('14 Har')).toEqual([]);
    expect(service.suggest).toHaveBeenCalledWith('14 Har', undefined);
    expect(geo.service).toHaveBeenCalledWith('dmAPI.geocodeSuggest');
  });

  it('without a maps package on the page, rejects with what is missing and leaves no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      // The default geo access: the page's own service queue, and an import map without the package.
      const api = createDmApi({
        win: window,
        config,
        mode: 'live',
        events: new Emitter<NavigationEvents>(),
        publicEvents: new Emitter<PublicEvents>(),
        page: () => ({ pageAlias: 'home' }) as Page,
      });
      document.body.innerHTML = '<div id="map"></div>';
      // Called and forgotten, as page code may do.
      void api.geocode('Port Alder');
      void api.drawMap({ container: '#map', lat: 1, lng: 2 });
      await expect(api.geocode('Port Alder')).rejects.toThrow(
        'dmAPI.geocode needs the maps package (@vitrine/widget-geo) on the page',
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();

      // The package's module runs later (a map widget scrolled into view): the next call uses it.
      const { service } = fakeGeo();
      registerService({
        name: 'geo',
        version: '0.1.0',
        load: async () => ({ createGeoService: () => service }),
      });
      expect(await api.geocode('Port Alder')).toHaveLength(1);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
