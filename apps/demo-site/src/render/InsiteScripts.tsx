import type { ContentPage } from '../site/site-page';
import { SITE_INSITE_SCRIPTS } from '../site/site-scripts';
import { PageScript } from './script-nonce';

/** A page's `insite_scripts`: the site's own, then the page's; the end of the body in a document. */
export function InsiteScripts({ page }: { page: ContentPage }) {
  return (
    <>
      {[...SITE_INSITE_SCRIPTS, ...(page.insiteScripts ?? [])].map((script, index) => (
        <PageScript key={script.id ?? script.src ?? index} {...script} />
      ))}
    </>
  );
}
