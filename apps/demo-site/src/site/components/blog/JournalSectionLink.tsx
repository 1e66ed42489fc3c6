import { NAV_SECTION_ATTRIBUTE } from '@vitrine/runtime-core/markup';
import { markupFlag } from '../../markup-flag';
import { pagePath } from '../../site';

/**
 * "Journal", linking to the journal from a page that belongs to it (a post, the search page): core marks the
 * journal's navigation link current from it after an in-page navigation, as the server does from the page's
 * `section` in site-pages.ts for the first page.
 */
export function JournalSectionLink() {
  return (
    <a href={pagePath('blog')} {...markupFlag(NAV_SECTION_ATTRIBUTE)}>
      Journal
    </a>
  );
}
