import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { canonicalUrl, serializeSiteParams, widgetPreloadHints } from '@vitrine/runtime-core/markup';
import {
  AJAX_CALL_PARAM,
  EXTENSION_PATH,
  MAX_EXTENSION_REQUEST_BYTES,
  PASSWORD_POPUP_PATH,
  UNAUTHORIZED_ERROR_CODE,
} from '@vitrine/runtime-core/protocol';
import type { Device } from '@vitrine/widget-api';
import type { ConsentMode } from '@vitrine/widget-api/consent';
import { isCrawler, parseCleanStoreUrl } from '@vitrine/widget-store';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { PUBLIC_DIR, RUNTIME_APPS_DIR } from '../app-paths';
import type { OwnerAccount } from '../auth/owner-account';
import type { PagePasswords } from '../auth/page-passwords';
import type { BlogPosts } from '../db/blog-posts';
import { BUSY_RETRY_AFTER_SECONDS, DatabaseBusyError } from '../db/busy-retry';
import type { PagePublications } from '../db/page-publications';
import { withStaticPaths } from '../export/static-links';
import { pageResponse, passwordResponse, redirectResponse } from '../render/page-response';
import { renderClassicSite, renderDocument } from '../render/render-document';
import { renderPage } from '../render/render-page';
import { customWidgetJs, findCustomWidget, hostedCustomWidgetScript } from '../site/custom-widgets';
import { menuAsText } from '../site/menu';
import { pageNavItems } from '../site/navigation';
import { STORE_ALIAS, STORE_CURRENCY, STORE_PATH } from '../site/shop';
import { NOT_FOUND_ALIAS, pagePath, SITE_ALIAS, SITE_NAME, siteParams } from '../site/site';
import type { BlogRequest, ContentPage, StoreRequest } from '../site/site-page';
import { findSitePage, notFoundPage } from '../site/site-pages';
import { BLOG_PAGE_ALIASES, blogRequestFor } from './blog-pages';
import { registerBlogRoutes, WPL_BODY_LIMIT_BYTES } from './blog-routes';
import type { BodyLimitRule } from './body-limits';
import { isBodyTooLarge, limitRequestBodies, payloadTooLarge } from './body-limits';
import type { CaptchaVerifier } from './captcha';
import { LocalCaptchaVerifier } from './captcha';
import { CDN_FOLDERS, readCdnBuilds } from './cdn-builds';
import { clientKeyOf } from './client-address';
import type { ConnectionLimits } from './connection-limits';
import { DEFAULT_CONNECTION_LIMITS, isBodyTooSlow, OpenBodies, SlowBodyWatch } from './connection-limits';
import { CSP_REPORTS_PATH, contentSecurityPolicy, createNonce } from './content-security-policy';
import { corsForSiteOrigins } from './cors';
import { CSP_REPORTS_BODY_LIMIT_BYTES, registerCspReportRoutes } from './csp-report-routes';
import { deviceFromUserAgent } from './device';
import { registerExtensionRoutes } from './extension-routes';
import {
  CONTACT_FORM_PATH,
  FORM_BODY_LIMIT_BYTES,
  LEGACY_FORM_ENDPOINT,
  registerFormRoutes,
} from './form-routes';
import { registerGalleryRoutes } from './gallery-routes';
import { IMPORT_MAP, IMPORT_MAP_TEXT, RUNTIME_CORE_SCRIPT } from './import-map';
import { registerInbox } from './inbox';
import { registerMapRoutes } from './map-routes';
import { isAllowedHost, OWNER_PAGE_CSP } from './owner-guard';
import { registerOwnerRoutes } from './owner-routes';
import {
  AUTH_BODY_LIMIT_BYTES,
  aliasFromPath,
  isFormPost,
  lockedPage,
  PAGE_AUTH_PATH,
  PAGE_LOGOUT_ROUTE,
  readAuthRequest,
  readPagePath,
  renderPasswordPopup,
} from './protected-pages';
import { registerPushRoutes } from './push-routes';
import { RateLimiter, tooManyRequests } from './rate-limits';
import { logText, ThrottledLog } from './server-log';
import type { ServiceStores } from './service-routes';
import {
  FLAGS_BODY_LIMIT_BYTES,
  FLAGS_PATH,
  LOGS_BODY_LIMIT_BYTES,
  LOGS_PATH,
  registerServiceRoutes,
} from './service-routes';
import { serveStatic } from './static-files';
import { storageFailed, storageFailureOf } from './storage-failures';

export interface AppOptions {
  publications: PagePublications;
  pagePasswords: PagePasswords;
  /**
   * Adds the owner's pages (the inbox, stored logs and flags, republishing a page), each behind the owner login
   * (`ownerAccount`).
   */
  admin?: boolean;
  /** The owner's password and sessions; the owner's pages need it. */
  ownerAccount?: OwnerAccount;
  /**
   * The site's public origin (`https://harbor-and-rye.example`): canonical links are made from it, never from the
   * request's `Host`. A function, because a server on port 0 learns its own origin only once it listens.
   */
  siteOrigin?: string | (() => string);
  /** `Host` values the owner's pages answer to, besides the site origin's. */
  ownerHosts?: () => readonly string[];
  /** Per-client limits on every public write; the defaults unless given. */
  rateLimiter?: RateLimiter;
  /** What the inbox keeps of uploads in all. */
  uploadsQuotaBytes?: number;
  /** Bodies one client may send at once, and the pace a body must keep; the defaults unless given. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Watches bodies' pace; one made from `connectionLimits` unless a test brings its own clock. */
  bodyWatch?: SlowBodyWatch;
  /** Where errors nobody can answer (a client gone mid-body) are written, a few a minute. */
  errorLog?: ThrottledLog;
  /** Where `/assets/*` and `/files/*` come from; the app's `public/` unless a test says otherwise. */
  publicDir?: string;
  /** The stores behind core's services (collections, client logs, flag notifications); no endpoints without. */
  services?: ServiceStores;
  /** The journal's posts: without them, no `wpl` endpoint, and the journal's pages are not found. */
  blogPosts?: BlogPosts;
  /** Where `/editor/apps/modules/runtime/*` comes from; the built runtime app chunks unless a test says otherwise. */
  runtimeAppsDir?: string;
  /**
   * Checks contact form captchas. The demo's own stand-in (`LocalCaptchaVerifier`, with its script at
   * `/assets/captcha/api.js` and its tokens from `POST /_demo/captcha/token`, on every start) unless given;
   * production passes a `RecaptchaVerifier` with the site's secret.
   */
  captchaVerifier?: CaptchaVerifier;
  /**
   * Site origins served elsewhere (a static export) that call this server as their API: CORS for them on the
   * platform's paths (`corsForSiteOrigins`). None by default: every caller is a page of this server's own.
   */
  corsOrigins?: readonly string[];
  /**
   * The API origin documents name in `<meta name="vitrine-api-origin">` (docs/markup.md); none by default, so
   * this server answers its own pages' calls. The static export renders with it.
   */
  apiOrigin?: string;
  /** How the site asks for consent (the site parameter `ConsentMode`, docs/consent.md); `opt-in` by default. */
  consentMode?: ConsentMode;
}

/** Where the demo is served unless told otherwise. */
export const DEFAULT_SITE_ORIGIN = 'http://127.0.0.1:4321';

/** Limits of request bodies by route (applied as they stream in); every other route gets the default. */
const exactly = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
export const BODY_LIMITS: readonly BodyLimitRule[] = [
  { method: 'POST', path: CONTACT_FORM_PATH, maxBytes: FORM_BODY_LIMIT_BYTES },
  { method: 'POST', path: exactly(LEGACY_FORM_ENDPOINT), maxBytes: FORM_BODY_LIMIT_BYTES },
  { method: 'POST', path: exactly(LOGS_PATH), maxBytes: LOGS_BODY_LIMIT_BYTES },
  { method: 'POST', path: exactly(FLAGS_PATH), maxBytes: FLAGS_BODY_LIMIT_BYTES },
  { method: 'POST', path: exactly(CSP_REPORTS_PATH), maxBytes: CSP_REPORTS_BODY_LIMIT_BYTES },
  { method: 'POST', path: exactly(EXTENSION_PATH), maxBytes: MAX_EXTENSION_REQUEST_BYTES },
  { method: 'POST', path: PAGE_AUTH_PATH, maxBytes: AUTH_BODY_LIMIT_BYTES },
  { method: 'POST', path: /^\/_dm\/s\/rt\/api\/public\/wpl\/site\/[^/]+$/, maxBytes: WPL_BODY_LIMIT_BYTES },
  // The owner's forms: a password, a CSRF token, a page to go back to.
  { method: 'POST', path: /^\/_demo\//, maxBytes: AUTH_BODY_LIMIT_BYTES },
];

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/** The demo site's HTTP application: site pages (HTML and page JSON), static files and CDN builds. */
export function createApp({
  publications,
  pagePasswords,
  admin = false,
  ownerAccount,
  siteOrigin = DEFAULT_SITE_ORIGIN,
  ownerHosts = () => [],
  rateLimiter = new RateLimiter(),
  uploadsQuotaBytes,
  publicDir = PUBLIC_DIR,
  services,
  blogPosts,
  runtimeAppsDir = RUNTIME_APPS_DIR,
  captchaVerifier,
  connectionLimits,
  bodyWatch,
  errorLog = new ThrottledLog(),
  corsOrigins = [],
  apiOrigin,
  consentMode,
}: AppOptions): Hono {
  const app = new Hono();
  const originOf = typeof siteOrigin === 'function' ? siteOrigin : () => siteOrigin;
  const cdn = readCdnBuilds();
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...connectionLimits };
  const ownerAccess = ownerAccount
    ? { account: ownerAccount, allowedHosts: () => [new URL(originOf()).host, ...ownerHosts()] }
    : undefined;
  /** Drafts are the owner's view: a signed-in owner, on one of the site's own host names. */
  const isOwner = (c: Context) =>
    admin &&
    ownerAccess !== undefined &&
    isAllowedHost(ownerAccess, c) &&
    ownerAccess.account.session(c.req.header('cookie')) !== undefined;
  /** `?preview=true` shows drafts to the owner only; anyone else gets what a visitor sees. */
  const draftsFor = (c: Context) => c.req.query('preview') === 'true' && isOwner(c);

  // Text answers (documents, page JSON, scripts, styles) go out gzipped to browsers that accept it: a page's
  // HTML and the scripts it loads are a third of their size on the wire.
  app.use(compress());
  app.use(async (c, next) => {
    await next();
    c.header('x-content-type-options', 'nosniff');
    c.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
  // A preflight is answered before any body is read; every other request keeps every limit below.
  if (corsOrigins.length > 0) app.use(corsForSiteOrigins(corsOrigins));
  // Before any route reads a body: every body is bounded while it streams in.
  app.use(
    limitRequestBodies(BODY_LIMITS, {
      watch: bodyWatch ?? new SlowBodyWatch(limits),
      openBodies: new OpenBodies(limits.bodiesPerClient),
      clientKey: clientKeyOf,
    }),
  );

  /** `nonce`: the one the body's scripts carry; a page without scripts of its own gets a fresh one. */
  const html = (c: Context, body: string, status: 200 | 404, privatePage = false, nonce = createNonce()) => {
    c.header('content-security-policy', contentSecurityPolicy(IMPORT_MAP_TEXT, nonce));
    // A protected page (or its password form) must never be kept by a browser or proxy cache.
    c.header('cache-control', privatePage ? 'no-store' : 'no-cache');
    c.header('vary', privatePage ? 'User-Agent, Cookie' : 'User-Agent');
    return c.body(body, status, { 'content-type': HTML });
  };

  /** A document's extensions, from SQLite; a failed read leaves the extension to core, which logs it. */
  const extensionHtml =
    (device: Device) =>
    (extId: string): string | undefined => {
      try {
        return services?.extensions?.html(SITE_ALIAS, extId, device);
      } catch (error) {
        console.error(`extension ${extId} could not be read; core will ask for it`, error);
        return undefined;
      }
    };

  const sendPage = (
    c: Context,
    page: ContentPage,
    status: 200 | 404,
    {
      passwordProtected = false,
      ownerView = false,
      store,
      blog,
    }: {
      passwordProtected?: boolean;
      /** The answer depends on who asks (a preview shows drafts to the owner): kept by no cache. */
      ownerView?: boolean;
      store?: StoreRequest;
      blog?: BlogRequest;
    } = {},
  ) => {
    const publication = publications.get(page.alias);
    if (!publication) throw new Error(`Page "${page.alias}" has no publication: was the database seeded?`);
    const published = { uuid: publication.uuid, publishedAt: publication.published_at };
    const device = deviceFromUserAgent(c.req.header('user-agent'));
    if (c.req.query(AJAX_CALL_PARAM) === 'true') {
      const rendered = renderPage(page, published, { store, blog, device, origin: originOf() });
      // Never cached by the browser or a proxy: core's own page cache decides what is reused.
      c.header('cache-control', 'no-store');
      c.header('vary', passwordProtected || ownerView ? 'User-Agent, Cookie' : 'User-Agent');
      const body = pageResponse(rendered, device, { passwordProtected });
      return c.body(JSON.stringify(body), status, { 'content-type': JSON_TYPE });
    }
    // The configured origin, never the request's Host: a page must not name whatever host it was asked for by.
    // Fresh for every document: a nonce an attacker saw once is worth nothing on the next response.
    const nonce = createNonce();
    const rendered = renderPage(page, published, {
      nonce,
      store,
      blog,
      device,
      extensionHtml: extensionHtml(device),
      origin: originOf(),
    });
    return html(
      c,
      renderDocument({
        nonce,
        rendered,
        // A post's canonical address keeps its post_id, as core's does after an in-page navigation.
        canonicalUrl: canonicalUrl(new URL(`${c.req.path}${new URL(c.req.url).search}`, originOf())),
        importMap: IMPORT_MAP_TEXT,
        siteParams: serializeSiteParams({
          ...siteParams(page.alias, device, pageNavItems(page.alias), consentMode),
          ...(page.serverInstructions ? { srvInstruct: page.serverInstructions } : {}),
        }),
        runtimeScript: RUNTIME_CORE_SCRIPT,
        passwordProtected,
        apiOrigin,
        // What the widgets in view need downloads beside core rather than after it.
        preloadHints: widgetPreloadHints({
          content: rendered.contentHtml,
          core: cdn.core,
          builds: cdn.others,
          importMap: IMPORT_MAP,
          customWidgetJs: customWidgetJs(page.customWidgets ?? []),
        }),
      }),
      status,
      passwordProtected || ownerView,
      nonce,
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

  /**
   * The store page answers its own path and every clean store URL below it (`/cart`, `/search?keywords=…`,
   * `/{name}-c{id}`, `/-p{id}`), rendering the static product browser for the route asked for.
   */
  const sendStorePage = (c: Context) => {
    const url = new URL(c.req.url);
    const route = parseCleanStoreUrl(url.pathname, url.search, STORE_PATH);
    const page = findSitePage(STORE_ALIAS);
    if (!route || page?.kind !== 'content') return sendPage(c, notFoundPage(), 404);
    const catalog = services?.storeCatalog?.catalog(SITE_ALIAS, STORE_CURRENCY) ?? {
      categories: [],
      products: [],
      currency: STORE_CURRENCY,
    };
    // A product's or a category's URL is titled after it, for the visitor's tabs and for crawlers.
    const named =
      route.kind === 'product'
        ? catalog.products.find((product) => product.id === route.id)?.name
        : route.kind === 'category'
          ? catalog.categories.find((category) => category.id === route.id)?.name
          : undefined;
    const titled = named ? { ...page, title: `${named} · ${page.title}` } : page;
    return sendPage(c, titled, 200, {
      store: { catalog, route, crawler: isCrawler(c.req.header('user-agent')) },
    });
  };

  /** The journal's pages render from SQLite: a slice of posts, a post by `post_id`, search results. */
  const sendBlogPage = (c: Context, page: ContentPage) => {
    const ownerView = c.req.query('preview') === 'true';
    const blog = blogPosts
      ? blogRequestFor(page.alias, (name) => c.req.query(name), blogPosts, SITE_ALIAS, {
          drafts: draftsFor(c),
        })
      : undefined;
    if (!blog) return sendPage(c, notFoundPage(), 404, { ownerView });
    const titled = blog.kind === 'post' ? { ...page, title: `${blog.post.title} · ${SITE_NAME}` } : page;
    return sendPage(c, titled, 200, { blog, ownerView });
  };

  app.get('/site/:siteAlias/:pageAlias', (c) => {
    if (c.req.param('siteAlias') !== SITE_ALIAS) return c.notFound();
    if (c.req.param('pageAlias') === STORE_ALIAS) return sendStorePage(c);
    const blogPage = findSitePage(c.req.param('pageAlias'));
    if (blogPage?.kind === 'content' && BLOG_PAGE_ALIASES.has(blogPage.alias))
      return sendBlogPage(c, blogPage);
    const page = findSitePage(c.req.param('pageAlias'));
    if (!page || page.alias === NOT_FOUND_ALIAS) return sendPage(c, notFoundPage(), 404);
    if (page.kind === 'content' && pagePasswords.isProtected(page.alias)) {
      if (pagePasswords.hasAccess(page.alias, c.req.header('cookie'))) {
        const renamed = pagePasswords.renamedCookie(page.alias, c.req.header('cookie'));
        if (renamed) {
          // Unlocked under the cookie's old name: the same token under the new one, the old one gone. Written as
          // core writes it (not HttpOnly), so core can replace it when the visitor unlocks the page again.
          c.header('set-cookie', `${renamed.name}=${renamed.value}; Path=/; SameSite=Lax`, { append: true });
          c.header(
            'set-cookie',
            `${pagePasswords.legacyCookieName(page.alias)}=; Path=/; Max-Age=0; SameSite=Lax`,
            {
              append: true,
            },
          );
        }
        return sendPage(c, page, 200, { passwordProtected: true });
      }
      if (c.req.query(AJAX_CALL_PARAM) === 'true') {
        c.header('cache-control', 'no-store');
        c.header('vary', 'Cookie');
        return c.body(JSON.stringify(passwordResponse()), 200, { 'content-type': JSON_TYPE });
      }
      return sendPage(c, lockedPage(page, c.req.query('password'), c.req.query('wait')), 200, {
        passwordProtected: true,
      });
    }
    if (page.kind === 'content') return sendPage(c, page, 200);
    if (c.req.query(AJAX_CALL_PARAM) !== 'true') return redirect(c, page.location, 301);
    c.header('cache-control', 'no-store');
    return c.body(JSON.stringify(redirectResponse(page.location)), 200, { 'content-type': JSON_TYPE });
  });

  // After the page route: Hono's `*` also matches nothing, and a page's own path belongs to the route above.
  app.get('/site/:siteAlias/:pageAlias/*', (c) => {
    if (c.req.param('siteAlias') !== SITE_ALIAS) return c.notFound();
    if (c.req.param('pageAlias') !== STORE_ALIAS) return sendPage(c, notFoundPage(), 404);
    return sendStorePage(c);
  });

  // The password popup's HTML (spec §7): only for pages that are protected.
  app.get(PASSWORD_POPUP_PATH, (c) => {
    const pageUrl = c.req.query('pageUrl') ?? '';
    const alias = c.req.query('siteAlias') === SITE_ALIAS ? aliasFromPath(pageUrl) : undefined;
    const page = alias ? findSitePage(alias) : undefined;
    if (page?.kind !== 'content' || !pagePasswords.isProtected(page.alias)) return c.notFound();
    c.header('cache-control', 'no-store');
    // Core reads this HTML into the page; opened by itself it is a page with nothing to run.
    c.header('content-security-policy', OWNER_PAGE_CSP);
    return c.body(renderPasswordPopup(page), 200, { 'content-type': HTML });
  });

  // Checks a page password (spec §7). JSON from core; a plain form post (no JavaScript) gets redirects.
  app.post('/_dm/s/rt/api/public/rt/site/:siteAlias/page/auth', async (c) => {
    c.header('cache-control', 'no-store');
    const request = await readAuthRequest(c.req.raw);
    const viaForm = request?.viaForm ?? isFormPost(c.req.raw);
    const fail = (status: 400 | 401 | 404 | 429, errorCode: string, message: string, wait = 0) => {
      // Back to the page's own address only: a posted path never reaches a header as it was written.
      const alias = request ? aliasFromPath(request.pagePath) : undefined;
      if (viaForm && alias && findSitePage(alias)) {
        // The spec's two warnings (core §5): a wrong password, and any other failure, a 429 with its wait.
        const warning = status === 401 ? 'wrong' : wait > 0 ? `missing&wait=${wait}` : 'missing';
        return redirect(c, `${pagePath(alias)}?password=${warning}`, 303);
      }
      return viaForm ? c.text(`${message}\n`, status) : c.json({ errorCode, message }, status);
    };
    if (c.req.param('siteAlias') !== SITE_ALIAS) return fail(404, 'NotFound', 'No such site');
    const clientKey = clientKeyOf(c);
    // Every attempt counts here, a right one too; wrong ones are slowed down further below.
    const wait = Math.max(rateLimiter.take('auth', clientKey), pagePasswords.retryAfterSeconds(clientKey));
    if (wait > 0) {
      c.header('retry-after', String(wait));
      return fail(429, 'TooManyAttempts', 'Too many attempts; try again later', wait);
    }
    if (!request) return fail(400, 'BadRequest', 'Send {password, pagePath}');
    const alias = aliasFromPath(request.pagePath);
    if (!alias || !pagePasswords.isProtected(alias)) return fail(404, 'NotFound', 'No protected page there');
    if (request.password === '') return fail(400, 'PasswordRequired', 'Enter the password');
    if (!(await pagePasswords.verify(alias, request.password))) {
      await pagePasswords.recordFailure(clientKey);
      return fail(401, UNAUTHORIZED_ERROR_CODE, 'Wrong password');
    }
    await pagePasswords.recordSuccess(clientKey);
    const cookie = pagePasswords.issue(alias);
    if (!request.viaForm) return c.json(cookie);
    c.header('set-cookie', `${cookie.name}=${cookie.value}; Path=/; HttpOnly; SameSite=Lax`);
    return redirect(c, pagePath(alias), 303);
  });

  // "Lock again": forgets the visitor's token for a protected page, here and in the browser.
  app.post(PAGE_LOGOUT_ROUTE, async (c) => {
    c.header('cache-control', 'no-store');
    const wait = rateLimiter.take('auth', clientKeyOf(c));
    if (wait > 0) return tooManyRequests(c, wait);
    const path = await readPagePath(c.req.raw);
    const alias = path ? aliasFromPath(path) : undefined;
    if (c.req.param('siteAlias') !== SITE_ALIAS || !alias || !pagePasswords.isProtected(alias))
      return c.json({ error: 'No protected page there' }, 404);
    await pagePasswords.revoke(alias, c.req.header('cookie'));
    for (const name of [pagePasswords.cookieName(alias), pagePasswords.legacyCookieName(alias)])
      c.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, { append: true });
    return isFormPost(c.req.raw) ? redirect(c, pagePath(alias), 303) : c.body(null, 204);
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
  // The push button's service worker: at the root, so its scope covers every page of the site.
  app.get('/push-service-worker.js', async (c) => {
    c.header('cache-control', 'no-cache');
    return c.body(await readFile(join(publicDir, 'push-service-worker.js'), 'utf8'), 200, {
      'content-type': 'text/javascript; charset=utf-8',
    });
  });
  app.get('/assets/*', serveStatic({ prefix: '/assets/', root: join(publicDir, 'assets') }));
  app.get('/files/*', serveStatic({ prefix: '/files/', root: join(publicDir, 'files') }));
  for (const [name, root] of CDN_FOLDERS) {
    app.get(`/cdn/${name}/*`, serveStatic({ prefix: `/cdn/${name}/`, root, immutableDirs: ['chunks'] }));
  }

  app.get(
    '/editor/apps/modules/runtime/*',
    serveStatic({ prefix: '/editor/apps/modules/runtime/', root: runtimeAppsDir }),
  );
  // The map widgets' geocoder and tiles, answered here: the demo reaches no map service on the internet.
  registerMapRoutes(app);
  if (services) registerServiceRoutes(app, services, { rateLimiter });
  if (services) registerCspReportRoutes(app, services.clientLogs, { rateLimiter });
  if (services?.extensions) registerExtensionRoutes(app, services.extensions, { rateLimiter });
  if (services?.onlineAlbums) registerGalleryRoutes(app, services.onlineAlbums);
  // A static export's pages (a CORS site origin) link to its static paths, in the blog's answers too.
  const linksFor = (c: Context) =>
    corsOrigins.includes(c.req.header('origin') ?? '') ? withStaticPaths : (html: string) => html;
  if (blogPosts) registerBlogRoutes(app, blogPosts, { rateLimiter, draftsFor, linksFor });
  if (services?.pushSubscriptions) registerPushRoutes(app, services.pushSubscriptions, { rateLimiter });
  const captcha = captchaVerifier ?? new LocalCaptchaVerifier();
  if (services?.formSubmissions)
    registerFormRoutes(app, {
      submissions: services.formSubmissions,
      captcha,
      rateLimiter,
      uploadsQuotaBytes,
    });

  // The stand-in for the provider's token service (the provider is unreachable from the demo's machines): it
  // hands a token to any visitor who asks, as the provider's check does to one who passes it, so a captcha form
  // can be sent on every start. Limited per client like the other public writes. With the provider's verifier
  // (production) there is no such route.
  if (captcha instanceof LocalCaptchaVerifier) {
    app.post('/_demo/captcha/token', (c) => {
      c.header('cache-control', 'no-store');
      const wait = rateLimiter.take('captcha', clientKeyOf(c));
      if (wait > 0) return tooManyRequests(c, wait);
      return c.text(captcha.issue());
    });
  }

  if (admin) {
    if (!ownerAccess) throw new Error('The owner pages (admin) need the owner account');
    const access = ownerAccess;
    registerOwnerRoutes(app, {
      access,
      rateLimiter,
      publications,
      clientLogs: services?.clientLogs,
      flagNotifications: services?.flagNotifications,
    });
    if (services?.formSubmissions) registerInbox(app, services.formSubmissions, access);
  }

  app.notFound((c) => c.body('Not found\n', 404, { 'content-type': TEXT }));
  app.onError((error, c) => {
    if (isBodyTooLarge(error)) return payloadTooLarge(c);
    if (isBodyTooSlow(error)) {
      c.header('connection', 'close');
      return c.body('The request body arrived too slowly.\n', 408, { 'content-type': TEXT });
    }
    if (error instanceof DatabaseBusyError) {
      // Another process held the database for seconds, or too many writes wait: try again shortly.
      c.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return c.body('The site is busy; please try again in a moment.\n', 503, { 'content-type': TEXT });
    }
    const storage = storageFailureOf(error);
    if (storage) {
      errorLog.report(storage, `[demo-site] ${c.req.method} ${c.req.path}: could not write (${storage})`);
      return storageFailed(c, storage);
    }
    const where = `${c.req.method} ${logText(c.req.path)}`;
    if (c.req.raw.signal.aborted) {
      // The client went away mid-request: nobody to answer, nothing to fix here. One line, a few a minute.
      errorLog.report('aborted', `[demo-site] ${where}: the client closed the connection`);
      c.header('connection', 'close');
      return c.body(null, 400);
    }
    errorLog.report('failed', `[demo-site] ${where} failed: ${error.stack ?? error.message}`);
    return c.body('Internal server error\n', 500, { 'content-type': TEXT });
  });

  return app;
}
