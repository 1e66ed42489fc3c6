import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url';

const url = (href: string) => new URL(href, 'https://shop.example');

describe('canonicalUrl', () => {
  it('makes a canonical address of the path and the post_id only', () => {
    expect(canonicalUrl(url('/site/a/post?post_id=3&utm_source=x#comments'))).toBe(
      'https://shop.example/site/a/post?post_id=3',
    );
    expect(canonicalUrl(url('/site/a/search?searchTerm=rye&dm_ajaxCall=true'))).toBe(
      'https://shop.example/site/a/search',
    );
    expect(canonicalUrl(url('/site/a/about?post_id='))).toBe('https://shop.example/site/a/about?post_id=');
  });
});
