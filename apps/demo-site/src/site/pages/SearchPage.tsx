import { SEARCH_RESULTS_PER_PAGE } from '../blog';
import { BlogList } from '../components/blog/BlogList';
import { BlogSearch } from '../components/blog/BlogSearch';
import { JournalSectionLink } from '../components/blog/JournalSectionLink';
import { DEFAULT_LIST_OPTIONS } from '../components/blog/PostListItem';
import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';

/**
 * The journal's search page (`/{searchpage}?searchTerm=`, core-runtime spec §2): where a search without a
 * results panel goes, and where the search form posts without JavaScript. Its "More results" link loads in
 * place the Blogger way: the next page through the page-load call, read from its `content`.
 */
export function SearchPage({ publication, blog }: PageContentProps) {
  const search =
    blog?.kind === 'search' ? blog : { term: '', results: [], from: 0, morePosts: false, total: 0 };
  const { term } = search;
  const nextHref = `${pagePath('search')}?searchTerm=${encodeURIComponent(term)}&from=${search.from + search.results.length}`;
  return (
    <>
      <PageIntro eyebrow={<JournalSectionLink />} title="Search the journal">
        <p>Find a post by its title, a word in it, its author or its tag.</p>
      </PageIntro>
      <BlogSearch id="search-page-search" panel={false} term={term} aboveFold />
      <section className="section" aria-labelledby="search-results-heading">
        <h2 id="search-results-heading">
          {term === ''
            ? 'Type a word to search for'
            : search.total === 0
              ? `No posts match “${term}”`
              : `${search.total} ${search.total === 1 ? 'post matches' : 'posts match'} “${term}”`}
        </h2>
        {search.results.length > 0 ? (
          <BlogList
            id="search-results"
            label={`Posts matching “${term}”`}
            layout="large_list"
            posts={search.results}
            moreHref={search.morePosts ? nextHref : undefined}
            morePostsText="More results"
            options={DEFAULT_LIST_OPTIONS}
            config={{ variant: 'blogger', 'visible-items': SEARCH_RESULTS_PER_PAGE, 'search-term': term }}
          />
        ) : (
          <p className="note">
            Or browse <a href={pagePath('blog')}>all posts</a>.
          </p>
        )}
      </section>
      <UpdatedNote publication={publication} />
    </>
  );
}
