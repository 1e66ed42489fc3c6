import { afterEach, describe, expect, it } from 'vitest';
import { API_ORIGIN_META, isSiteUrl, platformUrl } from './platform-url';

describe('platformUrl', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta')) meta.remove();
  });

  it('keeps the path when the page names no API origin: the page’s own origin answers', () => {
    expect(platformUrl('/_dm/s/rt/actions/logs')).toBe('/_dm/s/rt/actions/logs');
  });

  it('puts the path at the API origin the page names, query and all', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<meta name="${API_ORIGIN_META}" content="https://api.example.com/">`,
    );
    expect(platformUrl('/_dm/s/rt/api/public/wpl/site/a?preview=true')).toBe(
      'https://api.example.com/_dm/s/rt/api/public/wpl/site/a?preview=true',
    );
  });

  it('works without a document (server rendering, workers)', () => {
    expect(platformUrl('/api/uis/flags/notify', undefined)).toBe('/api/uis/flags/notify');
  });
});

describe('isSiteUrl', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta')) meta.remove();
  });

  it('counts the page’s origin, the API origin it names, and data: and blob: URLs as the site’s own', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<meta name="${API_ORIGIN_META}" content="https://api.example.com">`,
    );
    for (const url of [
      '/media/oven.mp4',
      `${location.origin}/tiles/1/2/3.png`,
      'https://api.example.com/_demo/tiles/{z}/{x}/{y}.png',
      'data:image/png;base64,AAAA',
      'blob:https://bakery.example/5b2c',
    ])
      expect(isSiteUrl(url), url).toBe(true);
  });

  it('counts any other host, and what does not parse, as a third party’s', () => {
    for (const url of ['https://stream.example.net/oven.m3u8', 'https://api.example.com/x', 'http://[bad'])
      expect(isSiteUrl(url), url).toBe(false);
  });
});
