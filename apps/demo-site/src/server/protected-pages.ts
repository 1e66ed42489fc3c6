import { pageAuthRequestSchema } from '@vitrine/runtime-core/protocol';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PasswordWarning } from '../site/components/PasswordForm';
import { PasswordForm } from '../site/components/PasswordForm';
import { LockedPage } from '../site/pages/LockedPage';
import { pageLogoutPath, pagePath, SITE_ALIAS } from '../site/site';
import type { ContentPage } from '../site/site-page';
import { hasControlCharacter } from './control-characters';

/** A password and a path fit in far less; anything bigger is not a real request (413 as it streams in). */
export const AUTH_BODY_LIMIT_BYTES = 4096;
/** The auth endpoint and the "lock again" one beside it. */
export const PAGE_AUTH_PATH = /^\/_dm\/s\/rt\/api\/public\/rt\/site\/[^/]+\/page\/(auth|logout)$/;
export const PAGE_LOGOUT_ROUTE = pageLogoutPath(':siteAlias');

export interface AuthRequest {
  password: string;
  pagePath: string;
  /** Posted by the form itself (no JavaScript): answered with redirects instead of JSON. */
  viaForm: boolean;
}

/** The alias of one of this site's page paths, `/site/harbor-and-rye/{alias}`; undefined for anything else. */
export function aliasFromPath(path: string): string | undefined {
  const prefix = `/site/${SITE_ALIAS}/`;
  if (!path.startsWith(prefix)) return undefined;
  const alias = path.slice(prefix.length);
  return /^[a-z0-9-]+$/.test(alias) ? alias : undefined;
}

/** Whether the request is a plain form post (no JavaScript): it is answered with redirects. */
export const isFormPost = (request: Request): boolean =>
  (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');

/**
 * `{password, pagePath}` from JSON or a form post; undefined when the body is missing, malformed, or carries
 * control characters. The body is bounded before this reads it: one over the limit fails the read (413).
 */
export async function readAuthRequest(request: Request): Promise<AuthRequest | undefined> {
  const text = await request.text();
  let read: AuthRequest | undefined;
  if (isFormPost(request)) {
    const form = new URLSearchParams(text);
    const password = form.get('password');
    const path = form.get('pagePath');
    read = password !== null && path !== null ? { password, pagePath: path, viaForm: true } : undefined;
  } else {
    try {
      const parsed = pageAuthRequestSchema.safeParse(JSON.parse(text));
      read = parsed.success ? { ...parsed.data, viaForm: false } : undefined;
    } catch {
      read = undefined;
    }
  }
  if (read && (hasControlCharacter(read.pagePath) || hasControlCharacter(read.password))) return undefined;
  return read;
}

/** `{pagePath}` of a "lock again" post, from JSON or a form; undefined when there is none. */
export async function readPagePath(request: Request): Promise<string | undefined> {
  const text = await request.text();
  let path: unknown;
  if (isFormPost(request)) path = new URLSearchParams(text).get('pagePath');
  else
    try {
      path = (JSON.parse(text) as { pagePath?: unknown }).pagePath;
    } catch {
      path = undefined;
    }
  return typeof path === 'string' && !hasControlCharacter(path) ? path : undefined;
}

const pageNameOf = (page: ContentPage): string => page.title.split(' · ')[0] ?? page.title;

/** The password popup's HTML for `page`. */
export function renderPasswordPopup(page: ContentPage): string {
  return renderToStaticMarkup(
    createElement(PasswordForm, {
      pagePath: pagePath(page.alias),
      pageTitle: pageNameOf(page),
      mode: 'popup',
    }),
  );
}

/**
 * The document a protected page is until unlocked: its address and name, and the password form, showing the
 * warning a form post was redirected back with (`?password=wrong|missing`, and `&wait=N` seconds for a 429).
 */
export function lockedPage(
  page: ContentPage,
  warningParam: string | undefined,
  waitParam?: string | undefined,
): ContentPage {
  const warning = (['wrong', 'missing'] as const).find((kind) => kind === warningParam) as
    | PasswordWarning
    | undefined;
  const waitSeconds = waitParam && /^\d{1,5}$/.test(waitParam) ? Number(waitParam) : undefined;
  return {
    kind: 'content',
    alias: page.alias,
    pageId: page.pageId,
    title: `Password required · ${page.title}`,
    description: 'This page is password protected.',
    // biome-ignore lint/correctness/noComponentHookFactories: rendered once to static markup on the server, so there is no state a new component type could lose
    Content: () =>
      createElement(LockedPage, {
        pagePath: pagePath(page.alias),
        pageTitle: pageNameOf(page),
        warning,
        waitSeconds,
      }),
  };
}
