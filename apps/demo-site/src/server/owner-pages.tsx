import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CSRF_FIELD, OWNER_LOGIN_PATH, OWNER_LOGOUT_PATH } from './owner-guard';

/** The frame of every owner page: no script, the inbox stylesheet. */
export function OwnerDocument({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · Harbor & Rye`}</title>
        <link rel="stylesheet" href="/assets/inbox.css" />
      </head>
      <body>
        <main className="inbox">{children}</main>
      </body>
    </html>
  );
}

/** The form that signs the owner out: a POST with the session's CSRF token, like every admin action. */
export function LogoutForm({ csrfToken }: { csrfToken: string }) {
  return (
    <form className="inbox__logout" method="post" action={OWNER_LOGOUT_PATH}>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <button type="submit">Sign out</button>
    </form>
  );
}

export type LoginNotice = 'wrong' | 'signed-out' | 'throttled' | undefined;

const NOTICES: Record<Exclude<LoginNotice, undefined>, { text: string; role: 'alert' | 'status' }> = {
  wrong: { text: 'That password is not right. Please try again.', role: 'alert' },
  throttled: { text: 'Too many attempts. Please wait a few minutes, then try again.', role: 'alert' },
  'signed-out': { text: 'You are signed out.', role: 'status' },
};

/** The owner's sign-in page: one password field, posting here, with where to go back to. */
export function renderLoginPage({ next, notice }: { next: string; notice: LoginNotice }): string {
  const shown = notice ? NOTICES[notice] : undefined;
  return `<!doctype html>${renderToStaticMarkup(
    <OwnerDocument title="Owner sign-in">
      <h1>Sign in to the inbox</h1>
      <p>The inbox and the site’s admin pages are for the site owner.</p>
      {shown ? (
        <p className={`inbox__notice inbox__notice--${notice}`} role={shown.role}>
          {shown.text}
        </p>
      ) : null}
      <form className="inbox__login" method="post" action={OWNER_LOGIN_PATH}>
        <input type="hidden" name="next" value={next} />
        <label htmlFor="owner-password">Owner password</label>
        <input
          id="owner-password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          // The page exists to type this one thing.
          // biome-ignore lint/a11y/noAutofocus: the field is the page's only purpose
          autoFocus
        />
        <button type="submit">Sign in</button>
      </form>
    </OwnerDocument>,
  )}`;
}
