import { afterEach, describe, expect, it } from 'vitest';
import { API_ORIGIN_META, platformUrl } from './platform-url';

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
