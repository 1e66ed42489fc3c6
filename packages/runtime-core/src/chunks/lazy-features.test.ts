import { describe, expect, it, vi } from 'vitest';
import { Emitter } from '../events/emitter';
import type { NavigationEvents, PageLoadEvent } from '../events/navigation-events';
import { LazyFeatures } from './lazy-features';

const pageLoad = { fromCache: false } as PageLoadEvent;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LazyFeatures', () => {
  it('loads a feature only once its markup is on the page, then refreshes it on page changes', async () => {
    document.body.innerHTML = '<main></main>';
    const events = new Emitter<NavigationEvents>();
    const refresh = vi.fn();
    const load = vi.fn(async () => ({ refresh, stop: vi.fn() }));
    const features = new LazyFeatures(document, events);
    features.add({ name: 'thing', selector: '[data-thing]', load });
    expect(load).not.toHaveBeenCalled();

    events.emit('page-load', pageLoad);
    expect(load).not.toHaveBeenCalled();

    document.body.innerHTML = '<main><div data-thing></div></main>';
    events.emit('page-load', pageLoad);
    expect(load).toHaveBeenCalledTimes(1);
    await flush();
    events.emit('page-load', pageLoad);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith(document);
  });

  it('retries a feature whose chunk failed to load, and stops running features', async () => {
    document.body.innerHTML = '<div data-thing></div>';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const events = new Emitter<NavigationEvents>();
    const stop = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ stop });
    const features = new LazyFeatures(document, events);
    features.add({ name: 'thing', selector: '[data-thing]', load });
    await flush();
    events.emit('page-load', pageLoad);
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    features.stop();
    await flush();
    expect(stop).toHaveBeenCalled();
    expect(events.listenerCount()).toBe(0);
  });

  it('loads a feature a page needs by its data, without markup', async () => {
    document.body.innerHTML = '<main></main>';
    const events = new Emitter<NavigationEvents>();
    const load = vi.fn(async () => ({ stop: vi.fn() }));
    let pageHasData = false;
    const features = new LazyFeatures(document, events);
    features.add({ name: 'thing', selector: '[data-thing]', needed: () => pageHasData, load });
    expect(load).not.toHaveBeenCalled();
    pageHasData = true;
    events.emit('page-load', pageLoad);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
