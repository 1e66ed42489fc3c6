import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { serializeSiteParams } from '@vitrine/runtime-core/markup';
import {
  AJAX_CALL_PARAM,
  PASSWORD_POPUP_PATH,
  UNAUTHORIZED_ERROR_CODE,
} from '@vitrine/runtime-core/protocol';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { PUBLIC_DIR, RUNTIME_APPS_DIR, VENDOR_DIR } from '../app-paths';
import type { PagePasswords } from '../auth/page-passwords';
import type { PagePublications } from '../db/page-publications';
import { pageResponse, passwordResponse, redirectResponse } from '../render/page-response';
import { renderClassicSite, renderDocument } from '../render/render-document';
import { renderPage } from '../render/render-page';
import { findCustomWidget, hostedCustomWidgetScript } from '../site/custom-widgets';
import { menuAsText } from '../site/menu';
import { NOT_FOUND_ALIAS, pagePath, SITE_ALIAS, SITE_NAME, siteParams } from '../site/site';
import type { ContentPage } from '../site/site-page';
import { findSitePage, notFoundPage } from '../site/site-pages';
import type { CaptchaVerifier } from './captcha';
import { LocalCaptchaVerifier } from './captcha';
import { contentSecurityPolicy } from './content-security-policy';
import { deviceFromUserAgent } from './device';
import { registerFormRoutes } from './form-routes';
import { registerGalleryRoutes } from './gallery-routes';
import { IMPORT_MAP_TEXT, RUNTIME_CORE_SCRIPT } from './import-map';
import { registerInbox } from './inbox';
import { registerMapRoutes } from './map-routes';
import {
  aliasFromPath,
  clientKeyOf,
  lockedPage,
  readAuthRequest,
  renderPasswordPopup,
} from './protected-pages';
import type { ServiceStores } from './service-routes';
import { registerServiceRoutes } from './service-routes';
import { serveStatic } from './static-files';

export interface AppOptions {
  publications: PagePublications;
  pagePasswords: PagePasswords;
  /** Adds the `/_demo/…` endpoints the end-to-end suite drives (republishing a page). */
  admin?: boolean;
  /** Where `/assets/*` and `/files/*` come from; the app's `public/` unless a test says otherwise. */
  publicDir?: string;
  /** The stores behind core's services (collections, client logs, flag notifications); no endpoints without. */
  services?: ServiceStores;
  /** Where `/editor/apps/modules/runtime/*` comes from; the built runtime app chunks unless a test says otherwise. */
  runtimeAppsDir?: string;
  /**
   * Checks contact form captchas. The demo's own stand-in (`LocalCaptchaVerifier`, with its script at
   * `/assets/captcha/api.js`) unless given; production passes a `RecaptchaVerifier` with the site's secret.
   */
  captchaVerifier?: CaptchaVerifier;
}

const require = createRequire(import.meta.url);

/** A workspace package's `dist/cdn/` folder, found the way Node resolves the package itself. */
function cdnDirOf(packageName: string): string {
  return join(dirname(require.resolve(`${packageName}/package.json`)), 'dist', 'cdn');
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/** The demo site's HTTP application: site pages (HTML and page JSON), static files and CDN builds. */
export function createApp({
  publications,
  pagePasswords,
  admin = false,
  publicDir = PUBLIC_DIR,
  services,
  runtimeAppsDir = RUNTIME_APPS_DIR,
  captchaVerifier,
}: AppOptions): Hono {
  const app = new Hono();
  // Computed once: the policy only changes when the import map does.
  const csp = contentSecurityPolicy(IMPORT_MAP_TEXT);

  app.use(async (c, next) => {
    await next();
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'strict-origin-when-cross-origin');
  });

  const html = (c: Context, body: string, status: 200 | 404, privatePage = false) => {
    c.header('content-security-policy', csp);
    // A protected page (or its password form) must never be kept by a browser or proxy cache.
    c.header('cache-control', privatePage ? 'no-store' : 'no-cache');
    c.header('vary', privatePage ? 'User-Agent, Cookie' : 'User-Agent');
    return c.body(body, status, { 'content-type': HTML });
  };

  const sendPage = (c: Context, page: ContentPage, status: 200 | 404, { passwordProtected = false } = {}) => {
    const publication = publications.get(page.alias);
    if (!publication) throw new Error(`Page "${page.alias}" has no publication: was the database seeded?`);
    const rendered = renderPage(page, { uuid: publication.uuid, publishedAt: publication.published_at });
    const device = deviceFromUserAgent(c.req.header('user-agent'));
    if (c.req.query(AJAX_CALL_PARAM) === 'true') {
      // Never cached by the browser or a proxy: core's own page cache decides what is reused.
      c.header('cache-control', 'no-store');
      c.header('vary', passwordProtected ? 'User-Agent, Cookie' : 'User-Agent');
      const body = pageResponse(rendered, device, { passwordProtected });
      return c.body(JSON.stringify(body), status, { 'content-type': JSON_TYPE });
    }
    const { origin, pathname } = new URL(c.req.url);
    return html(
      c,
      renderDocument({
        rendered,
        canonicalUrl: origin + pathname,
        importMap: IMPORT_MAP_TEXT,
        siteParams: serializeSiteParams({
          ...siteParams(page.alias, device),
          ...(page.serverInstructions ? { srvInstruct: page.serverInstructions } : {}),
        }),
        runtimeScript: RUNTIME_CORE_SCRIPT,
      }),
      status,
      passwordProtected,
    );
  };

  // Redirects carry a short text body, so every response has a content type a person can read.
  const redirect = (c: Context, location: string, status: 301 | 302 | 303) =>
    c.body(`Redirecting to ${location}\n`, status, { location, 'content-type': TEXT });

  app.get('/', (c) => redirect(c, pagePath('home'), 302));

  app.get('/site/classic', (c) => html(c, renderClassicSite(), 200));

  // The default page alias is home (spec §2): the bare site path sends the visitor there.
  for (const path of ['/site/:siteAlias', '/site/:siteAlias/']) {
    app.get(path, (c) =>
      c.req.param('siteAlias') === SITE_ALIAS ? redirect(c, pagePath('home'), 302) : c.notFound(),
    );
  }

  app.get('/site/:siteAlias/:pageAlias', (c) => {
    if (c.req.param('siteAlias') !== SITE_ALIAS) return c.notFound();
    const page = findSitePage(c.req.param('pageAlias'));
    if (!page || page.alias === NOT_FOUND_ALIAS) return sendPage(c, notFoundPage(), 404);
    if (page.kind === 'content' && pagePasswords.isProtected(page.alias)) {
      if (pagePasswords.hasAccess(page.alias, c.req.header('cookie'))) {
        return sendPage(c, page, 200, { passwordProtected: true });
      }
      if (c.req.query(AJAX_CALL_PARAM) === 'true') {
        c.header('cache-control', 'no-store');
        c.header('vary', 'Cookie');
        return c.body(JSON.stringify(passwordResponse()), 200, { 'content-type': JSON_TYPE });
      }
      return sendPage(c, lockedPage(page, c.req.query('password')), 200, { passwordProtected: true });
    }
    if (page.kind === 'content') return sendPage(c, page, 200);
    if (c.req.query(AJAX_CALL_PARAM) !== 'true') return redirect(c, page.location, 301);
    c.header('cache-control', 'no-store');
    return c.body(JSON.stringify(redirectResponse(page.location)), 200, { 'content-type': JSON_TYPE });
  });

  // The password popup's HTML (spec §7): only for pages that are protected.
  app.get(PASSWORD_POPUP_PATH, (c) => {
    const pageUrl = c.req.query('pageUrl') ?? '';
    const alias = c.req.query('siteAlias') === SITE_ALIAS ? aliasFromPath(pageUrl) : undefined;
    const page = alias ? findSitePage(alias) : undefined;
    if (page?.kind !== 'content' || !pagePasswords.isProtected(page.alias)) return c.notFound();
    c.header('cache-control', 'no-store');
    return c.body(renderPasswordPopup(page), 200, { 'content-type': HTML });
  });

  // Checks a page password (spec §7). JSON from core; a plain form post (no JavaScript) gets redirects.
  app.post('/_dm/s/rt/api/public/rt/site/:siteAlias/page/auth', async (c) => {
    c.header('cache-control', 'no-store');
    const request = await readAuthRequest(c.req.raw);
    const fail = (status: 400 | 401 | 404 | 429, errorCode: string, message: string) => {
      if (request?.viaForm && request.pagePath.startsWith('/site/')) {
        const warning = status === 401 ? 'wrong' : status === 429 ? 'throttled' : 'missing';
        return redirect(c, `${request.pagePath}?password=${warning}`, 303);
      }
      return c.json({ errorCode, message }, status);
    };
    if (c.req.param('siteAlias') !== SITE_ALIAS) return fail(404, 'NotFound', 'No such site');
    const clientKey = clientKeyOf(c);
    const wait = pagePasswords.retryAfterSeconds(clientKey);
    if (wait > 0) {
      c.header('retry-after', String(wait));
      return fail(429, 'TooManyAttempts', 'Too many wrong passwords; try again later');
    }
    if (!request) return fail(400, 'BadRequest', 'Send {password, pagePath}');
    const alias = aliasFromPath(request.pagePath);
    if (!alias || !pagePasswords.isProtected(alias)) return fail(404, 'NotFound', 'No protected page there');
    if (request.password === '') return fail(400, 'PasswordRequired', 'Enter the password');
    if (!pagePasswords.verify(alias, request.password)) {
      pagePasswords.recordFailure(clientKey);
      return fail(401, UNAUTHORIZED_ERROR_CODE, 'Wrong password');
    }
    pagePasswords.recordSuccess(clientKey);
    const cookie = pagePasswords.issue(alias);
    if (!request.viaForm) return c.json(cookie);
    c.header('set-cookie', `${cookie.name}=${cookie.value}; Path=/; HttpOnly; SameSite=Lax`);
    return redirect(c, request.pagePath, 303);
  });

  // Custom widget code, wrapped to register itself: same-origin scripts run under the site's strict CSP.
  app.get('/_dm/s/rt/custom-widgets/:widgetId/:file', (c) => {
    const file = c.req.param('file');
    const widget = file.endsWith('.js')
      ? findCustomWidget(c.req.param('widgetId'), file.slice(0, -3))
      : undefined;
    if (!widget) return c.notFound();
    // A version's code never changes: a new version gets a new URL.
    c.header('cache-control', 'public, max-age=31536000, immutable');
    return c.body(hostedCustomWidgetScript(widget), 200, {
      'content-type': 'text/javascript; charset=utf-8',
    });
  });

  // Made from the same data as the menu page, so the download never disagrees with it.
  app.get('/assets/menu.txt', (c) => {
    c.header('cache-control', 'no-cache');
    return c.body(menuAsText(SITE_NAME), 200, { 'content-type': TEXT });
  });
  app.get('/assets/*', serveStatic({ prefix: '/assets/', root: join(publicDir, 'assets') }));
  app.get('/files/*', serveStatic({ prefix: '/files/', root: join(publicDir, 'files') }));
  for (const [name, root] of [
    ['runtime-core', cdnDirOf('@vitrine/runtime-core')],
    ['widget-api', cdnDirOf('@vitrine/widget-api')],
    ['widget-opening-hours', cdnDirOf('@vitrine/widget-opening-hours')],
    ['widget-bake-schedule', cdnDirOf('@vitrine/widget-bake-schedule')],
    ['widget-countdown', cdnDirOf('@vitrine-examples/widget-countdown')],
    ['widget-form', cdnDirOf('@vitrine/widget-form')],
    ['widget-geo', cdnDirOf('@vitrine/widget-geo')],
    ['widget-gallery', cdnDirOf('@vitrine/widget-gallery')],
    ['vendor', VENDOR_DIR],
  ] as const) {
    app.get(`/cdn/${name}/*`, serveStatic({ prefix: `/cdn/${name}/`, root, immutableDirs: ['chunks'] }));
  }

  app.get(
    '/editor/apps/modules/runtime/*',
    serveStatic({ prefix: '/editor/apps/modules/runtime/', root: runtimeAppsDir }),
  );
  // The map widgets' geocoder and tiles, answered here: the demo reaches no map service on the internet.
  registerMapRoutes(app);
  if (services) registerServiceRoutes(app, services, { admin });
  if (services?.onlineAlbums) registerGalleryRoutes(app, services.onlineAlbums);
  if (services?.formSubmissions) {
    const captcha = captchaVerifier ?? new LocalCaptchaVerifier();
    registerFormRoutes(app, services.formSubmissions, captcha);
    if (captcha instanceof LocalCaptchaVerifier) {
      app.post('/_demo/captcha/token', (c) => {
        c.header('cache-control', 'no-store');
        return c.text(captcha.issue());
      });
    }
    if (admin) registerInbox(app, services.formSubmissions);
  }

  if (admin) {
    app.post('/_demo/republish/:alias', (c) => {
      const republished = publications.republish(c.req.param('alias'));
      if (!republished) return c.json({ error: `No page "${c.req.param('alias')}" to republish` }, 404);
      c.header('cache-control', 'no-store');
      return c.json(republished);
    });
  }

  app.notFound((c) => c.body('Not found\n', 404, { 'content-type': TEXT }));
  app.onError((error, c) => {
    console.error(`[demo-site] ${c.req.method} ${c.req.path} failed:`, error);
    return c.body('Internal server error\n', 500, { 'content-type': TEXT });
  });

  return app;
}
