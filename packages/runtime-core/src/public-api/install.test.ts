import type { Mode } from '@vitrine/widget-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveSiteConfig } from '../config/site-config';
import { describeFirstPage } from '../navigation/initial-page';
import type { DmApi } from './dmapi';
import { installDmApi } from './install';

type WithDmApi = Window & { dmAPI?: Record<string, unknown> & { ready: Promise<DmApi> } };
const win = window as WithDmApi;
// Test files share one window (vitest.shared.ts): another file's runtime may have installed its dmAPI.
beforeEach(() => {
  delete win.dmAPI;
});
afterEach(() => {
  delete win.dmAPI;
});

const config = resolveSiteConfig({
  SiteAlias: 'harbor',
  LayoutParams: { device: 'mobile' },
  ImageWidths: { mobile: 480 },
  PageAlias: 'menu',
});
const context = (mode: Mode) => ({
  win: window,
  config,
  mode,
  page: () => describeFirstPage(window, config),
});

describe('installDmApi', () => {
  it('answers site getters and EVENTS at once, without loading the rest', () => {
    const load = vi.fn();
    installDmApi(context('preview'), load);
    const api = win.dmAPI as unknown as {
      getSiteName(): string;
      getCurrentDeviceType(): string;
      getCurrentEnvironment(): string;
      EVENTS: Record<string, string>;
    };
    expect(api.getSiteName()).toBe('harbor');
    expect(api.getCurrentDeviceType()).toBe('mobile');
    expect(api.getCurrentEnvironment()).toBe('preview');
    expect(api.EVENTS.FORM_SUBMISSION).toBe('form_submission');
    expect(load).not.toHaveBeenCalled();
  });

  it('answers every member whose established signature is synchronous at boot, before dmAPI.ready', () => {
    window.history.replaceState(null, '', '/site/harbor/menu?dm_try_mode=true&x=1');
    const load = vi.fn();
    installDmApi(context('live'), load);
    const api = win.dmAPI as unknown as Record<string, (...args: unknown[]) => unknown>;
    expect(api.getNormalizedUrl?.()).toBe('/site/harbor/menu?dm_try_mode=true&x=1');
    expect(api.getHomeLink?.()).toBe(
      '/site/harbor/home?url=http%3A%2F%2Flocalhost%3A3000%2Fsite%2Fharbor%2Fhome&dm_try_mode=true',
    );
    expect(api.getOptimizedImageURL?.('/files/loaf.jpg', 'mobile')).toBe('/files/loaf.jpg?w=480');
    expect(api.getResizedImageURL?.('/files/loaf.jpg')).toBe('/files/loaf.jpg?w=1200');
    expect(api.getNavItems?.()).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });

  it('loads the rest on the first call that needs it, in order, onto the same object', async () => {
    const calls: string[] = [];
    const full = {
      runOnReady: (namespace: string) => calls.push(`ready ${namespace}`),
      loadScript: async (url: string) => {
        calls.push(`script ${url}`);
      },
      getHomeLink: () => '/home?url=x',
    } as unknown as DmApi;
    const load = vi.fn(async () => full);
    installDmApi(context('live'), load);
    const api = win.dmAPI as Record<string, (...args: unknown[]) => unknown> & { ready: Promise<DmApi> };
    const sameObject = win.dmAPI;
    void api.runOnReady?.('a', () => {});
    await api.loadScript?.('/x.js');
    expect(calls).toEqual(['ready a', 'script /x.js']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(win.dmAPI).toBe(sameObject);
    expect(await api.ready).toBe(sameObject);
    expect(api.getHomeLink?.()).toBe('/home?url=x');
  });

  it('leaves a dmAPI that is already on the page alone', () => {
    const existing = { getSiteName: () => 'theirs' };
    (win as unknown as { dmAPI: unknown }).dmAPI = existing;
    installDmApi(context('live'), vi.fn());
    expect(win.dmAPI).toBe(existing);
  });

  it('reports a chunk that fails to load, and tries again on the next call', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ loadScript: async () => {} });
    installDmApi(context('live'), load);
    const api = win.dmAPI as Record<string, (...args: unknown[]) => Promise<unknown>>;
    await expect(api.loadScript?.('/a.js')).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk dmapi failed',
    });
    await expect(api.loadScript?.('/a.js')).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenCalledWith('[vitrine] Loading chunk dmapi failed', expect.any(Error));
    errors.mockRestore();
  });

  it('forwards maps and geocoding calls made before the rest of the API loaded', async () => {
    const full = {
      drawMap: vi.fn(async () => ({ lat: 1, lng: 2 })),
      geocode: vi.fn(async (query: string) => [{ x: 2, y: 1, label: query, raw: {} }]),
      geocodeSuggest: vi.fn(async () => []),
    } as unknown as DmApi;
    installDmApi(context('live'), async () => full);
    const api = win.dmAPI as Record<string, (...args: unknown[]) => Promise<unknown>>;
    await expect(api.drawMap?.({ container: '#map', lat: 1, lng: 2 })).resolves.toEqual({ lat: 1, lng: 2 });
    await expect(api.geocode?.('Port Alder')).resolves.toEqual([
      { x: 2, y: 1, label: 'Port Alder', raw: {} },
    ]);
    await expect(api.geocodeSuggest?.('Port')).resolves.toEqual([]);
    expect(full.drawMap).toHaveBeenCalledWith({ container: '#map', lat: 1, lng: 2 });
  });
});
