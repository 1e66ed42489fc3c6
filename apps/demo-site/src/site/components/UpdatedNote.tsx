import { formatPublishedDate } from '../format-published-date';
import type { LanguageCode } from '../languages';
import type { Publication } from '../site-page';

const UPDATED: Readonly<Record<LanguageCode, string>> = { en: 'Updated', fr: 'Mis à jour le' };

/**
 * The last line of every page: when it was published, so a republish visibly changes the content. In the
 * page's language, as the rest of its text is.
 */
export function UpdatedNote({
  publication,
  language = 'en',
}: {
  publication: Publication;
  language?: LanguageCode;
}) {
  return (
    <p className="updated-note">
      {UPDATED[language]}{' '}
      <time dateTime={publication.publishedAt}>{formatPublishedDate(publication.publishedAt, language)}</time>
    </p>
  );
}
