import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PREFETCH_BYTES,
  DEFAULT_PREFETCH_PAGES,
  linkStrategy,
  resolvePrefetchSettings,
} from './prefetch-strategy';

function element(html: string, selector = 'a'): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.querySelector(selector)!;
}

describe('resolvePrefetchSettings', () => {
  it('defaults to intent, 3 pages and 150 KB per page view', () => {
    expect(resolvePrefetchSettings({})).toEqual({
      strategy: 'intent',
      pages: DEFAULT_PREFETCH_PAGES,
      bytes: DEFAULT_PREFETCH_BYTES,
    });
    expect(DEFAULT_PREFETCH_BYTES).toBe(153_600);
  });

  it('takes the site’s strategy and budgets; a bad value is reported and gets its default', () => {
    expect(
      resolvePrefetchSettings({ Prefetch: 'viewport', PrefetchPages: 5, PrefetchBytes: 50_000.5 }),
    ).toEqual({ strategy: 'viewport', pages: 5, bytes: 50_000 });
    expect(resolvePrefetchSettings({ Prefetch: 'none', PrefetchPages: 0 })).toMatchObject({
      strategy: 'none',
      pages: 0,
    });
    const report = vi.fn();
    const settings = resolvePrefetchSettings(
      { Prefetch: 'always' as 'none', PrefetchPages: -1, PrefetchBytes: '1e5' as unknown as number },
      report,
    );
    expect(settings).toEqual({ strategy: 'intent', pages: 3, bytes: DEFAULT_PREFETCH_BYTES });
    expect(report).toHaveBeenCalledTimes(3);
  });
});

describe('linkStrategy', () => {
  it('is the site’s for a plain link', () => {
    expect(linkStrategy(element('<a href="/a">A</a>'), 'viewport')).toBe('viewport');
    expect(linkStrategy(element('<a href="/a">A</a>'), 'intent')).toBe('intent');
  });

  it('an opted-out link or region is never prefetched, even inside an opted-in region', () => {
    expect(linkStrategy(element('<a href="/a" data-vitrine-no-prefetch>A</a>'), 'viewport')).toBe('none');
    expect(
      linkStrategy(
        element('<div data-vitrine-prefetch><a href="/a" data-vitrine-no-prefetch>A</a></div>'),
        'intent',
      ),
    ).toBe('none');
    expect(
      linkStrategy(
        element('<footer data-vitrine-no-prefetch><a href="/a" data-vitrine-prefetch>A</a></footer>'),
        'viewport',
      ),
    ).toBe('none');
  });

  it('an opted-in link or region is prefetched in view whatever the site’s strategy, or on intent if it says so', () => {
    expect(linkStrategy(element('<a href="/a" data-vitrine-prefetch>A</a>'), 'none')).toBe('viewport');
    expect(
      linkStrategy(element('<nav data-vitrine-prefetch="viewport"><a href="/a">A</a></nav>'), 'intent'),
    ).toBe('viewport');
    expect(linkStrategy(element('<a href="/a" data-vitrine-prefetch="intent">A</a>'), 'none')).toBe('intent');
  });
});
