import { formatPublishedDate } from '../format-published-date';
import type { Publication } from '../site-page';

/** The last line of every page: when it was published, so a republish visibly changes the content. */
export function UpdatedNote({ publication }: { publication: Publication }) {
  return (
    <p className="updated-note">
      Updated <time dateTime={publication.publishedAt}>{formatPublishedDate(publication.publishedAt)}</time>
    </p>
  );
}
