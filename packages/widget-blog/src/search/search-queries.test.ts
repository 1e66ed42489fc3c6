import { describe, expect, it } from 'vitest';
import { resultsMessage, SearchQueries, searchPageUrl, searchTerm } from './search-queries';

describe('SearchQueries', () => {
  it('keeps only the latest query number', () => {
    const queries = new SearchQueries();
    const first = queries.next();
    const second = queries.next();
    expect(queries.isLatest(first)).toBe(false);
    expect(queries.isLatest(second)).toBe(true);
  });

  it('drops every pending query when the term is cleared', () => {
    const queries = new SearchQueries();
    const pending = queries.next();
    queries.invalidate();
    expect(queries.isLatest(pending)).toBe(false);
    expect(queries.isLatest(queries.next())).toBe(true);
  });
});

describe('search term and page', () => {
  it('trims the term; spaces alone are no term', () => {
    expect(searchTerm('  rye  ')).toBe('rye');
    expect(searchTerm(' \t ')).toBe('');
  });

  it('goes to /{searchpage}?searchTerm= with the term encoded, and the preview flag in preview', () => {
    expect(searchPageUrl('/site/s/search', 'rye & spelt', false)).toBe(
      '/site/s/search?searchTerm=rye%20%26%20spelt',
    );
    expect(searchPageUrl('search', 'rye', true)).toBe('/search?searchTerm=rye&preview=true');
  });

  it('words the result count', () => {
    expect(resultsMessage(0)).toBe('No posts found.');
    expect(resultsMessage(1)).toBe('1 post found.');
    expect(resultsMessage(4)).toBe('4 posts found.');
  });
});
