import { MarkupAttribute } from '@vitrine/runtime-core/markup';
import { pageAuthPath } from '@vitrine/runtime-core/protocol';
import { markupFlag } from '../markup-flag';
import { pagePath, SITE_ALIAS } from '../site';

export type PasswordWarning = 'wrong' | 'missing' | 'throttled';

const WARNINGS: Record<PasswordWarning, string> = {
  wrong: 'That password is not right. Please try again.',
  missing: 'Please enter the password to continue.',
  throttled: 'Too many attempts. Please wait a moment, then try again.',
};

/**
 * The password form of a protected page: the password popup's HTML, and the content of the page itself when
 * it is opened as a document. Without JavaScript it posts to the same endpoint, which answers with a redirect.
 */
export function PasswordForm({
  pagePath: protectedPath,
  pageTitle,
  mode,
  warning,
}: {
  pagePath: string;
  pageTitle: string;
  mode: 'popup' | 'page';
  warning?: PasswordWarning | undefined;
}) {
  const inputId = `page-password-${mode}`;
  return (
    <form
      className={`password-form password-form--${mode}`}
      method="post"
      action={pageAuthPath(SITE_ALIAS)}
      {...markupFlag(MarkupAttribute.passwordForm)}
    >
      <h2 className="password-form__title">{pageTitle} is password protected</h2>
      <input type="hidden" name="pagePath" value={protectedPath} />
      <div className="password-form__row">
        <label htmlFor={inputId}>Password</label>
        <input id={inputId} type="password" name="password" autoComplete="current-password" />
        <button type="submit" className="button">
          OK
        </button>
        {mode === 'popup' ? (
          <button
            type="button"
            className="button button--ghost"
            {...markupFlag(MarkupAttribute.passwordCancel)}
          >
            Cancel
          </button>
        ) : (
          <a
            className="button button--ghost"
            href={pagePath('home')}
            {...markupFlag(MarkupAttribute.passwordCancel)}
          >
            Cancel
          </a>
        )}
      </div>
      {(Object.keys(WARNINGS) as PasswordWarning[]).map((kind) => (
        <p
          key={kind}
          className="password-form__warning"
          role="alert"
          hidden={kind !== warning}
          {...{ [MarkupAttribute.passwordWarning]: kind }}
        >
          {WARNINGS[kind]}
        </p>
      ))}
    </form>
  );
}
