import { getConnInfo } from '@hono/node-server/conninfo';
import { pageAuthRequestSchema } from '@vitrine/runtime-core/protocol';
import type { Context } from 'hono';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PasswordWarning } from '../site/components/PasswordForm';
import { PasswordForm } from '../site/components/PasswordForm';
import { LockedPage } from '../site/pages/LockedPage';
import { pagePath, SITE_ALIAS } from '../site/site';
import type { ContentPage } from '../site/site-page';

/** A password and a path fit in far less; anything bigger is not a real request. */
const MAX_AUTH_BODY_BYTES = 4096;

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

/** `{password, pagePath}` from JSON or a form post; undefined when the body is missing, malformed or too big. */
export async function readAuthRequest(request: Request): Promise<AuthRequest | undefined> {
  const type = request.headers.get('content-type') ?? '';
  const text = await request.text().catch(() => '');
  if (text.length > MAX_AUTH_BODY_BYTES) return undefined;
  if (type.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    const password = form.get('password');
    const path = form.get('pagePath');
    return password !== null && path !== null ? { password, pagePath: path, viaForm: true } : undefined;
  }
  try {
    const parsed = pageAuthRequestSchema.safeParse(JSON.parse(text));
    return parsed.success ? { ...parsed.data, viaForm: false } : undefined;
  } catch {
    return undefined;
  }
}

/** Who is guessing: the connection's address (the demo is never behind a proxy). */
export function clientKeyOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (unit tests) have no connection.
    return 'local';
  }
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

/** The document a protected page is until unlocked: its address and name, and the password form. */
export function lockedPage(page: ContentPage, warningParam: string | undefined): ContentPage {
  const warning = (['wrong', 'missing', 'throttled'] as const).find((kind) => kind === warningParam) as
    | PasswordWarning
    | undefined;
  return {
    kind: 'content',
    alias: page.alias,
    pageId: page.pageId,
    title: `Password required · ${page.title}`,
    description: 'This page is password protected.',
    // biome-ignore lint/correctness/noComponentHookFactories: rendered once to static markup on the server, so there is no state a new component type could lose
    Content: () =>
      createElement(LockedPage, { pagePath: pagePath(page.alias), pageTitle: pageNameOf(page), warning }),
  };
}
