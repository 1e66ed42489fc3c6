import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { SiteDatabase } from '../db/open-site-database';
import type { AppOptions } from './create-app';
import { createApp } from './create-app';

/** The owner password the unit tests set. */
export const TEST_OWNER_PASSWORD = 'owner-test-password';
/** In-process requests (`app.request('/path')`) come to http://localhost: the site origin of test apps. */
export const TEST_ORIGIN = 'http://localhost';

/** An app with the owner pages, its owner password set, answering as the site at `TEST_ORIGIN`. */
export async function ownerApp(database: SiteDatabase, options: Partial<AppOptions> = {}): Promise<Hono> {
  await database.ownerAccount.setPassword(TEST_OWNER_PASSWORD);
  return createApp({
    publications: database.publications,
    pagePasswords: database.pagePasswords,
    ownerAccount: database.ownerAccount,
    services: database,
    blogPosts: database.blogPosts,
    admin: true,
    siteOrigin: TEST_ORIGIN,
    ...options,
  });
}

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  /** What an admin POST from the owner's own page sends: the cookie, the origin, the CSRF token. */
  actionHeaders: Record<string, string>;
}

/** Signs in as a script would (JSON), answering the session cookie and its CSRF token. */
export async function signIn(app: Hono, password = TEST_OWNER_PASSWORD): Promise<SignedIn> {
  const response = await app.request('/_demo/login', {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, accept: 'application/json' },
    body: new URLSearchParams({ password }),
  });
  expect(response.status, 'owner sign-in').toBe(200);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, csrfToken, actionHeaders: { cookie, origin: TEST_ORIGIN, 'x-csrf-token': csrfToken } };
}
