import { pagePath } from '../../site';
import { packageWidgetAttributes } from '../../widgets';

/**
 * The journal's search: a GET form to the search page (it works without JavaScript). `panel`: results show in
 * place as the visitor types; without it the search goes to the search page.
 */
export function BlogSearch({
  id,
  panel,
  term = '',
  aboveFold = false,
}: {
  id: string;
  panel: boolean;
  term?: string;
  aboveFold?: boolean;
}) {
  const searchPage = pagePath('search');
  return (
    <div
      className="journal-search"
      {...packageWidgetAttributes('blog-search', id, { searchPage, maxResults: 8 }, { aboveFold })}
    >
      <search>
        <form className="journal-search__form" action={searchPage} method="get">
          <label htmlFor={`${id}-term`}>Search the journal</label>
          <input id={`${id}-term`} type="search" name="searchTerm" defaultValue={term} autoComplete="off" />
          <button className="button" type="submit" data-autocomplete={panel ? 'true' : 'false'}>
            Search
          </button>
        </form>
      </search>
      {panel ? (
        <section className="vw-search__panel" id={`${id}-results`} aria-label="Search results" hidden />
      ) : null}
    </div>
  );
}
