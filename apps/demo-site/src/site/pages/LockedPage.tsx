import type { PasswordWarning } from '../components/PasswordForm';
import { PasswordForm } from '../components/PasswordForm';

/** What a protected page shows as a document until its password is given: the form, nothing of the page. */
export function LockedPage({
  pagePath,
  pageTitle,
  warning,
  waitSeconds,
}: {
  pagePath: string;
  pageTitle: string;
  warning: PasswordWarning | undefined;
  waitSeconds?: number | undefined;
}) {
  return (
    <section className="section locked-page">
      <PasswordForm
        pagePath={pagePath}
        pageTitle={pageTitle}
        mode="page"
        warning={warning}
        waitSeconds={waitSeconds}
      />
    </section>
  );
}
