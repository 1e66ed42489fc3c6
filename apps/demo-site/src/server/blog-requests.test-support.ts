/** A `searchPosts` call of the blog's search widget, as core sends it to `wpl`. */
export const searchPostsRequest = (term: string, maxResults = 50, queryNumber = 1) => ({
  commandID: 'searchPosts',
  _searchTerm: term,
  _providerType: 'internal',
  _rssURL: '',
  _openSearchDescriptor: '',
  _maxResults: maxResults,
  _queryNumber: queryNumber,
});
