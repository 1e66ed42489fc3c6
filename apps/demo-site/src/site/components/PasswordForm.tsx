import { MarkupAttribute } from '@vitrine/runtime-core/markup';
import { pageAuthPath } from '@vitrine/runtime-core/protocol';
import { describeWait } from '@vitrine/widget-api';
import { markupFlag } from '../markup-flag';
import { pagePath, SITE_ALIAS } from '../site';

/** The spec's two warnings (core §5): a wrong password, and any other failure. */
export type PasswordWarning = 'wrong' | 'missing';

const WARNINGS: Record<PasswordWarning, string> = {
  wrong: 'That password is not right. Please try again.',
  missing: 'Please enter the password to continue.',
};
/** Added to the missing-password warning when the server asks for a wait (a 429); `{wait}`: "40 seconds". */
const WAIT_TEMPLATE = 'Too many attempts: please try again in {wait}.';

/**
 * The password form of a protected page: the password popup's HTML, and the content of the page itself when
 * it is opened as a document. Without JavaScript it posts to the same endpoint, which answers with a redirect.
 * `waitSeconds`: a refused attempt's wait (a 429), said in the missing-password warning.
 */
export function PasswordForm({
  pagePath: protectedPath,
  pageTitle,
  mode,
  warning,
  waitSeconds,
}: {
  pagePath: string;
  pageTitle: string;
  mode: 'popup' | 'page';
  warning?: PasswordWarning | undefined;
  waitSeconds?: number | undefined;
}) {
  const showWait = warning === 'missing' && waitSeconds !== undefined;
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
          {kind === 'missing' ? (
            <>
              {' '}
              <span {...{ [MarkupAttribute.passwordWait]: WAIT_TEMPLATE }} hidden={!showWait}>
                {showWait ? WAIT_TEMPLATE.replace('{wait}', describeWait(waitSeconds)) : null}
              </span>
            </>
          ) : null}
        </p>
      ))}
    </form>
  );
}
