import { describe, expect, it, vi } from 'vitest';
import { Emitter } from '../events/emitter';
import type { NavigationEvents, Page } from '../events/navigation-events';
import type { Services } from './index';
import { collectionsOfPage, followPageCollections } from './page-collections';

const pageWith = (collections: unknown): Page =>
  ({ pageUrl: '/site/s/menu', pageAlias: 'menu', pageContent: { content: 'x', collections } }) as Page;

describe('followPageCollections', () => {
  it('puts the collections a page answer carries into the collections cache as the page arrives', async () => {
    const events = new Emitter<NavigationEvents>();
    const preload = vi.fn();
    const services = vi.fn(async () => ({ collections: { preload } }) as unknown as Services);
    const stop = followPageCollections(events, services);
    const load = (page: Page) =>
      events.emit('page-load', { url: new URL('https://x.test/'), page, trigger: 'link', fromCache: false });

    load(pageWith(undefined));
    load(pageWith({}));
    // Nothing to preload: the services' chunk is not downloaded for it.
    expect(services).not.toHaveBeenCalled();

    load(pageWith({ 'menu items': '[{"data":{"name":"Baguette"}}]', broken: 42 }));
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(preload).toHaveBeenCalledWith('menu items', '[{"data":{"name":"Baguette"}}]');

    stop();
    load(pageWith({ events: '[]' }));
    await Promise.resolve();
    expect(services).toHaveBeenCalledTimes(1);
  });
});

describe('collectionsOfPage', () => {
  it('reads name → JSON string; anything else carries none', () => {
    expect(collectionsOfPage({ a: '[]', b: 1, c: null })).toEqual([['a', '[]']]);
    for (const garbage of [undefined, null, 'a', 3, ['[]'], true])
      expect(collectionsOfPage(garbage)).toEqual([]);
  });
});
