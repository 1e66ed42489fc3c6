import { describe, expect, it, vi } from 'vitest';
import { encodeNavItems, serializeSiteParams } from '../markup/site-params';
import { readSiteConfig, resolveCacheSize, resolveSiteConfig } from './site-config';

function documentWith(paramsText: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (paramsText !== undefined) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.setAttribute('data-vitrine-site-params', '');
    script.textContent = paramsText;
    doc.body.append(script);
  }
  return doc;
}

describe('readSiteConfig', () => {
  it('reads every parameter the server rendered', () => {
    const text = serializeSiteParams({
      SiteAlias: 'harbor',
      ExternalUid: 'ext-1',
      planID: '7',
      WebPlatform: 'DUDA',
      NavItems: encodeNavItems([{ alias: 'about', title: 'Über uns' }]),
      HomeLinkSelector: 'a.home',
      LayoutParams: { device: 'mobile' },
      CacheSize: 4,
      isReseller: true,
      isWhiteLabelReseller: false,
      ErrorMessages: { general: 'Oops', password: 'Locked' },
      AjaxExceptions: ['/files/'],
      PageAlias: 'about',
    });
    const config = readSiteConfig(documentWith(text));
    expect(config).toMatchObject({
      siteAlias: 'harbor',
      externalUid: 'ext-1',
      planId: '7',
      webPlatform: 'DUDA',
      navItems: [{ alias: 'about', title: 'Über uns' }],
      homeLinkSelector: 'a.home',
      device: 'mobile',
      cacheSize: 4,
      isReseller: true,
      isWhiteLabelReseller: false,
      errorMessages: { general: 'Oops', password: 'Locked', tryAgain: 'Try Again' },
      ajaxExceptions: ['/files/'],
      initialPageAlias: 'about',
    });
  });

  it('falls back to defaults, and says so, when the element is missing or not JSON', () => {
    const report = vi.fn();
    expect(readSiteConfig(documentWith(undefined), report)).toMatchObject({
      cacheSize: 10,
      initialPageAlias: 'home',
    });
    expect(readSiteConfig(documentWith('{not json'), report)).toMatchObject({
      device: 'desktop',
      navItems: [],
    });
    expect(readSiteConfig(documentWith('[1,2]'), report).siteAlias).toBe('');
    expect(report).toHaveBeenCalledTimes(3);
  });

  it('ignores garbage fields one by one', () => {
    const config = resolveSiteConfig(
      {
        SiteAlias: 'x',
        NavItems: '%%%not-base64',
        LayoutParams: { device: 'watch' as never },
        AjaxExceptions: ['/ok', 3 as never, ''],
        ErrorMessages: 'nope' as never,
      },
      () => {},
    );
    expect(config.navItems).toEqual([]);
    expect(config.device).toBe('desktop');
    expect(config.ajaxExceptions).toEqual(['/ok']);
    expect(config.errorMessages.general).toBe('This page could not be loaded.');
  });
});

describe('resolveCacheSize', () => {
  it('defaults to 10 and caps at 20', () => {
    const report = vi.fn();
    expect(resolveCacheSize(undefined, report)).toBe(10);
    expect(resolveCacheSize(25, report)).toBe(20);
    expect(resolveCacheSize('12', report)).toBe(12);
    expect(resolveCacheSize(0, report)).toBe(0);
    expect(resolveCacheSize(3.7, report)).toBe(3);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports and defaults a value that is not a size', () => {
    const report = vi.fn();
    expect(resolveCacheSize(-1, report)).toBe(10);
    expect(resolveCacheSize('lots', report)).toBe(10);
    expect(resolveCacheSize({}, report)).toBe(10);
    expect(report).toHaveBeenCalledTimes(3);
  });
});
