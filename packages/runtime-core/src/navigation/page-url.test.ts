import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../config/site-config';
import { describeFirstPage } from './initial-page';
import { describePage } from './page-description';
import {
  aliasFromPath,
  anchorOf,
  isSamePageKey,
  pageJsonUrl,
  pageKey,
  pathAlias,
  urlIdentifier,
} from './page-url';

const url = (href: string) => new URL(href, 'https://shop.example');

describe('page URL helpers', () => {
  it('keys a page by path and query, without fragment or AJAX marker', () => {
    expect(pageKey(url('/site/a/about#team'))).toBe('/site/a/about');
    expect(pageKey(url('/site/a/blog?post_id=3&dm_ajaxCall=true'))).toBe('/site/a/blog?post_id=3');
    expect(pageKey(url('/site/a/home?dm_ajaxCall=true'))).toBe('/site/a/home');
  });

  it('keys a page the same in every mode: the editor marker and the preview hash are not part of it', () => {
    expect(pageKey(url('/site/a/about?nee=true'))).toBe('/site/a/about');
    expect(pageKey(url('/site/a/blog?post_id=3&nee=1#preview'))).toBe('/site/a/blog?post_id=3');
    expect(pageKey(url('/site/a/blog?preview=true&nee=1'))).toBe('/site/a/blog?preview=true');
  });

  it("takes a folder's address with or without its slash or index file for the same page", () => {
    expect(isSamePageKey('/archives', '/archives/')).toBe(true);
    expect(isSamePageKey('/archives/index.html', '/archives/')).toBe(true);
    expect(isSamePageKey('/blog?post_id=3', '/blog/?post_id=3')).toBe(true);
    expect(isSamePageKey('/', '/index.html')).toBe(true);
    expect(isSamePageKey('/archives', '/archive')).toBe(false);
    expect(isSamePageKey('/blog?post_id=3', '/blog?post_id=4')).toBe(false);
    expect(isSamePageKey('/a/b', '/a')).toBe(false);
  });

  it('asks for JSON with dm_ajaxCall=true, keeping the query and dropping the fragment', () => {
    expect(pageJsonUrl(url('/site/a/blog?post_id=3#c')).href).toBe(
      'https://shop.example/site/a/blog?post_id=3&dm_ajaxCall=true',
    );
  });

  it('reads anchors but not hashbang routes', () => {
    expect(anchorOf(url('/p#the-mill'))).toBe('the-mill');
    expect(anchorOf(url('/p#caf%C3%A9'))).toBe('café');
    expect(anchorOf(url('/p#!/~/cart'))).toBeUndefined();
    expect(anchorOf(url('/p#'))).toBeUndefined();
    expect(anchorOf(url('/p'))).toBeUndefined();
  });

  it('takes a preview hash for the mode marker it is, not an anchor', () => {
    expect(anchorOf(url('/p#preview'))).toBeUndefined();
    expect(anchorOf(url('/p#!/site-preview-mode'))).toBeUndefined();
  });

  it('hashes a URL to a stable identifier', () => {
    expect(urlIdentifier('/site/a/about')).toBe(urlIdentifier('/site/a/about'));
    expect(urlIdentifier('/site/a/about')).not.toBe(urlIdentifier('/site/a/abouT'));
    expect(urlIdentifier('')).toMatch(/^[0-9a-f]{8}$/);
  });

  it('reads the page alias of a site URL', () => {
    expect(aliasFromPath('/site/harbor/our-story')).toBe('our-story');
    expect(aliasFromPath('/site/harbor/')).toBeUndefined();
    expect(aliasFromPath('/other/path')).toBeUndefined();
  });

  it('names a page with no alias of its own by its path, and only the root home', () => {
    expect(pathAlias('/archives/')).toBe('archives');
    expect(pathAlias('/archives/index.html')).toBe('archives');
    expect(pathAlias('/posts/rye%20bread.html')).toBe('rye bread');
    expect(pathAlias('/')).toBe('home');
    expect(pathAlias('/index.html')).toBe('home');
  });

  it('on a page with no site parameters, page objects take their alias from the address, not `home`', () => {
    const noParams = resolveSiteConfig({});
    expect(describePage(url('/archives/'), undefined, { content: 'x' }, noParams).pageAlias).toBe('archives');
    window.history.replaceState(null, '', '/posts/rye/');
    expect(describeFirstPage(window, noParams)).toMatchObject({ pageAlias: 'rye', linkType: 2 });
    // A Vitrine page's own alias still wins where the address names none.
    const vitrine = resolveSiteConfig({ SiteAlias: 'harbor', PageAlias: 'menu' });
    expect(describePage(url('/'), undefined, { content: 'x' }, vitrine).pageAlias).toBe('menu');
    expect(describeFirstPage(window, vitrine).pageAlias).toBe('menu');
  });

  it('a page its answer calls the home page (`isHomePage`) is reached as Home, whatever its alias', () => {
    const config = resolveSiteConfig({ SiteAlias: 'harbor' });
    const welcome = url('/site/harbor/welcome');
    expect(describePage(welcome, undefined, { content: 'x', isHomePage: true }, config).linkType).toBe(0);
    expect(describePage(welcome, undefined, { content: 'x', isHomePage: false }, config).linkType).toBe(2);
    expect(describePage(welcome, undefined, { content: 'x' }, config).linkType).toBe(2);
  });
});
