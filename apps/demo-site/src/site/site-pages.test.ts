import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES, SITE_PAGES } from './site-pages';

describe('the site pages', () => {
  // A page id names one page to the runtime and its widgets (site parameters, logs, the store's page); two
  // pages under one id would be one page to them.
  it('each have their own page id and alias', () => {
    const ids = CONTENT_PAGES.map((page) => page.pageId);
    const aliases = SITE_PAGES.map((page) => page.alias);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(aliases.filter((alias, index) => aliases.indexOf(alias) !== index)).toEqual([]);
  });
});
