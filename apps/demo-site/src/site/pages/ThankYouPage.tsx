import { PageIntro } from '../components/PageIntro';
import { UpdatedNote } from '../components/UpdatedNote';
import { pagePath } from '../site';
import type { PageContentProps } from '../site-page';

/** Where the contact form sends a visitor once their message is stored (widgets spec §2 success page). */
export function ThankYouPage({ publication }: PageContentProps) {
  return (
    <>
      <PageIntro eyebrow="Message sent" title="Thank you for writing">
        <p>
          Your message is with the bakery. We answer between bakes, usually the same day. In the meantime, see{' '}
          <a href={pagePath('menu')}>what is on the menu</a>.
        </p>
      </PageIntro>
      <UpdatedNote publication={publication} />
    </>
  );
}
