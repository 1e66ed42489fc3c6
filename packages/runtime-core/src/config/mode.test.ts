import { describe, expect, it } from 'vitest';
import { withModeMarkers } from '../navigation/mode-markers';
import { detectMode } from './mode';

describe('detectMode', () => {
  it('is editor when the query has a nee= marker', () => {
    expect(detectMode({ search: '?nee=true', hash: '' })).toBe('editor');
    expect(detectMode({ search: '?a=1&nee=', hash: '#preview' })).toBe('editor');
  });

  it('is preview when the hash contains preview', () => {
    expect(detectMode({ search: '', hash: '#preview' })).toBe('preview');
    expect(detectMode({ search: '?x=1', hash: '#!/site-preview-mode' })).toBe('preview');
  });

  it('is live otherwise, including look-alike markers', () => {
    expect(detectMode({ search: '', hash: '' })).toBe('live');
    expect(detectMode({ search: '?mynee=1', hash: '#top' })).toBe('live');
  });
});

describe('withModeMarkers', () => {
  const at = (href: string) => new URL(href, 'https://shop.example');
  const carried = (href: string, from: string) => withModeMarkers(at(href), at(from)).href;

  it('carries the editor marker into a URL without one, after its own query', () => {
    expect(carried('/site/a/menu', '/site/a/home?nee=true')).toBe(
      'https://shop.example/site/a/menu?nee=true',
    );
    expect(carried('/site/a/blog?post_id=3', '/site/a/home?x=1&nee=abc')).toBe(
      'https://shop.example/site/a/blog?post_id=3&nee=abc',
    );
    expect(carried('/site/a/menu?nee=2', '/site/a/home?nee=true')).toBe(
      'https://shop.example/site/a/menu?nee=2',
    );
  });

  it('carries the preview hash into a URL without a fragment; a link’s own anchor wins', () => {
    expect(carried('/site/a/menu', '/site/a/home#preview')).toBe('https://shop.example/site/a/menu#preview');
    expect(carried('/site/a/menu', '/site/a/home?preview=true#!/site-preview-mode')).toBe(
      'https://shop.example/site/a/menu#!/site-preview-mode',
    );
    expect(carried('/site/a/menu#hours', '/site/a/home#preview')).toBe(
      'https://shop.example/site/a/menu#hours',
    );
  });

  it('adds nothing in live mode, for look-alike markers, or to another origin', () => {
    expect(carried('/site/a/menu', '/site/a/home?mynee=1&preview=true#top')).toBe(
      'https://shop.example/site/a/menu',
    );
    expect(carried('https://other.example/x', '/site/a/home?nee=1#preview')).toBe('https://other.example/x');
  });
});
