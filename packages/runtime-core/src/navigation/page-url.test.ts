import { describe, expect, it } from 'vitest';
import { aliasFromPath, anchorOf, isSamePageKey, pageJsonUrl, pageKey, urlIdentifier } from './page-url';

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
});
