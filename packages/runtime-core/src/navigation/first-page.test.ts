import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageCache } from '../cache/page-cache';
import { SafeStorage } from '../cache/safe-storage';
import { resolveSiteConfig } from '../config/site-config';
import { ChromeAttribute } from '../markup/chrome';
import { pageContentSchema } from '../protocol/page-response';
import { keepFirstPage, readFirstPage, SIDEBAR_POSITION_ATTRIBUTE } from './first-page';

const config = (params = {}) => resolveSiteConfig({ SiteAlias: 'bakery', PageAlias: 'menu', ...params });
const CONTENT = '<h1>Menu</h1><div data-vitrine-widget="bake-schedule"></div>';

function renderDocument({ uuid = 'menu-7' }: { uuid?: string } = {}): void {
  document.documentElement.setAttribute('data-vitrine-page-uuid', uuid);
  document.documentElement.removeAttribute('data-vitrine-password-protected');
  document.head.innerHTML = [
    '<title>Menu · Bakery</title>',
    '<link rel="stylesheet" href="/assets/site.css">',
    '<meta name="description" content="Breads" data-vitrine-head="">',
    '<meta property="og:title" content="Menu" data-vitrine-head="">',
    '<style data-vitrine-css="css">.menu{color:brown}</style>',
    '<style data-vitrine-css="devicecss">.menu{gap:2px}</style>',
    '<link rel="stylesheet" href="/assets/menu.css" data-vitrine-css-link="">',
  ].join('');
  document.body.innerHTML = `<main data-vitrine-content>${CONTENT}</main>`;
}

function cache(limit = 10): PageCache {
  const values = new Map<string, string>();
  const store = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  return new PageCache({ storage: new SafeStorage(() => store), limit, scheduleWrite: (write) => write() });
}

beforeEach(() => {
  renderDocument();
});

describe('readFirstPage', () => {
  it('reads the first document back in the fields of page JSON, with the content boot found', () => {
    const page = readFirstPage(document, CONTENT, config());
    expect(page).toEqual({
      title: 'Menu · Bakery',
      headsection:
        '<meta name="description" content="Breads" data-vitrine-head=""><meta property="og:title" content="Menu" data-vitrine-head="">',
      content: CONTENT,
      css: '.menu{color:brown}',
      devicecss: '.menu{gap:2px}',
      cssLink: '/assets/menu.css',
      alias: 'menu',
      uuid: 'menu-7',
    });
    expect(pageContentSchema.safeParse(page).success).toBe(true);
  });

  it('keeps the custom widgets and the server instructions the document came with', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" data-vitrine-custom-widgets>{"customwidgetjs":[{"widgetId":"w","version":"1","js":"e30="}],"customwidgetstrings":{"w":{"hi":"Hello"}}}</script>',
    );
    const srvInstruct = { action: 'popup', props: { title: 'Closed Monday' } };
    const page = readFirstPage(document, CONTENT, config({ srvInstruct }));
    expect(page?.customwidgetjs).toEqual([{ widgetId: 'w', version: '1', js: 'e30=' }]);
    expect(page?.customwidgetstrings).toEqual({ w: { hi: 'Hello' } });
    expect(page?.parameters).toEqual({ srvInstruct });
  });

  it("keeps the page's sidebarPosition from the sidebar drawer, and none when there is no sidebar", () => {
    expect(readFirstPage(document, CONTENT, config())?.sidebarPosition).toBeUndefined();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<dialog data-vitrine-drawer="side" data-drawer-sidebar data-sidebar-position="none"></dialog>',
    );
    expect(readFirstPage(document, CONTENT, config())?.sidebarPosition).toBe('none');
    expect(SIDEBAR_POSITION_ATTRIBUTE).toBe(ChromeAttribute.sidebarPosition);
  });

  it('lists several stylesheets as a list, and none when the page has none', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="stylesheet" href="/assets/print.css" data-vitrine-css-link>',
    );
    expect(readFirstPage(document, CONTENT, config())?.cssLink).toEqual([
      '/assets/menu.css',
      '/assets/print.css',
    ]);
    for (const link of document.head.querySelectorAll('[data-vitrine-css-link]')) link.remove();
    expect(readFirstPage(document, CONTENT, config())).not.toHaveProperty('cssLink');
  });

  it('keeps nothing of a protected page, a not-found page, or a document boot could not read', () => {
    expect(readFirstPage(document, undefined, config())).toBeUndefined();
    expect(readFirstPage(document, CONTENT, config({ PageAlias: 'page-not-found' }))).toBeUndefined();
    expect(readFirstPage(document, CONTENT, config({ PageAlias: '404' }))).toBeUndefined();
    document.documentElement.setAttribute('data-vitrine-password-protected', '');
    expect(readFirstPage(document, CONTENT, config())).toBeUndefined();
  });

  it('keeps nothing when what the document holds would not pass the page schema, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" data-vitrine-custom-widgets>{"customwidgetjs":"not a list"}</script>',
    );
    expect(readFirstPage(document, CONTENT, config())).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      '[vitrine] the first page could not be read back for the page cache',
      expect.anything(),
    );
    warn.mockRestore();
  });
});

describe('keepFirstPage', () => {
  const key = '/site/bakery/menu';

  it('adds the first page like any page loaded in place', () => {
    const pages = cache();
    const page = readFirstPage(document, CONTENT, config())!;
    keepFirstPage(pages, key, page);
    expect(pages.get(key)?.content).toEqual(page);
  });

  it('replaces a copy from an earlier visit with an older uuid, and leaves the same version alone', () => {
    const pages = cache();
    pages.add(key, { title: 'Menu (last week)', content: '<h1>Old</h1>', uuid: 'menu-6' });
    const page = readFirstPage(document, CONTENT, config())!;
    keepFirstPage(pages, key, page);
    expect(pages.get(key)?.content.uuid).toBe('menu-7');

    const storedAt = pages.get(key)?.storedAt;
    keepFirstPage(pages, key, { ...page, title: 'rendered again' });
    expect(pages.get(key)?.content.title).toBe('Menu · Bakery');
    expect(pages.get(key)?.storedAt).toBe(storedAt);
  });

  it('leaves a full cache as it is', () => {
    const pages = cache(1);
    pages.add('/site/bakery/about', { title: 'About' });
    keepFirstPage(pages, key, readFirstPage(document, CONTENT, config())!);
    expect(pages.has(key)).toBe(false);
  });
});
