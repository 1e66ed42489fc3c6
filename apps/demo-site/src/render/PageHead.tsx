import { MarkupAttribute } from '@vitrine/runtime-core/markup';
import { pageAlternates } from '../site/languages';
import { markupFlag } from '../site/markup-flag';
import type { ContentPage } from '../site/site-page';
import { PageScript } from './script-nonce';

/**
 * The page's own head elements: rendered into the document's `<head>` and, as text, into the page JSON's
 * `headsection`, which core swaps in on every navigation.
 */
export function PageHead({ page, origin }: { page: ContentPage; origin: string }) {
  const head = markupFlag(MarkupAttribute.head);
  return (
    <>
      <meta name="description" content={page.description} {...head} />
      <meta property="og:title" content={page.title} {...head} />
      <meta property="og:description" content={page.description} {...head} />
      {/* Every language version of the page, itself included: the language switcher follows them. */}
      {pageAlternates(page.alias, origin).map(({ lang, href }) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={href} {...head} />
      ))}
      {page.leadImage ? (
        <link rel="preload" as="image" href={page.leadImage} fetchPriority="high" {...head} />
      ) : null}
      {page.headScripts?.map((src) => (
        <PageScript key={src} src={src} attributes={head} />
      ))}
    </>
  );
}
