import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { ConsentMode } from '@vitrine/widget-api/consent';
import { cleanStoreUrl } from '@vitrine/widget-store';
import { PUBLIC_DIR, RUNTIME_APPS_DIR } from '../app-paths';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { CDN_FOLDERS } from '../server/cdn-builds';
import { contentSecurityPolicy } from '../server/content-security-policy';
import { createApp } from '../server/create-app';
import { IMPORT_MAP_TEXT } from '../server/import-map';
import { POSTS_PER_PAGE } from '../site/blog';
import { CUSTOM_WIDGETS, customWidgetUrl } from '../site/custom-widgets';
import { STORE_ALIAS, STORE_CURRENCY, STORE_PATH } from '../site/shop';
import { NOT_FOUND_ALIAS, pagePath, SITE_ALIAS } from '../site/site';
import { SITE_PAGES } from '../site/site-pages';
import { FOLDER_PAGES, staticPathOf, withApiLinks, withStaticPaths } from './static-links';

export interface ExportOptions {
  /** The folder to write; emptied first. */
  outDir: string;
  /** The origin the files will be served from: canonical links and alternates name it. */
  origin: string;
  /** The demo server that answers the pages' dynamic calls (run with `--cors-origin {origin}`). */
  apiOrigin: string;
  /** The database to export from; a fresh seeded one (in memory) when omitted. */
  dbPath?: string;
  /** How the site asks for consent (the site parameter `ConsentMode`, docs/consent.md); `opt-in` by default. */
  consentMode?: ConsentMode;
}

export interface ExportResult {
  /** Every file written, relative to `outDir`, `/`-separated. */
  files: string[];
}

/** A desktop browser: the export is the desktop rendering (a static host cannot vary on `User-Agent`). */
const VISITOR_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
/** The store's product and category pages are its crawler pages: the static product browser, no script needed. */
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Documents revalidate on every visit; content-hashed modules are kept for a year. */
const DOCUMENT_CACHE = 'no-cache';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Writes the whole demo site to `outDir` as files a static host serves (docs/cdn.md, "A static host"): every
 * page of both languages as `{path}.html`, query pages at paths of their own, the store's crawler pages, the
 * 404 page, assets, the CDN builds under content-hashed folders, `_headers` and `_redirects`. Pages render in
 * process through the server's own app, as the server would answer a desktop browser.
 */
export async function exportSite({
  outDir,
  origin,
  apiOrigin,
  dbPath = ':memory:',
  consentMode,
}: ExportOptions): Promise<ExportResult> {
  const database = openSiteDatabase(dbPath);
  try {
    return await writeExport(database, { outDir, origin, apiOrigin, consentMode });
  } finally {
    database.close();
  }
}

async function writeExport(
  database: SiteDatabase,
  {
    outDir,
    origin,
    apiOrigin,
    consentMode,
  }: Required<Pick<ExportOptions, 'outDir' | 'origin' | 'apiOrigin'>> & Pick<ExportOptions, 'consentMode'>,
): Promise<ExportResult> {
  const app = createApp({
    publications: database.publications,
    pagePasswords: database.pagePasswords,
    services: database,
    blogPosts: database.blogPosts,
    siteOrigin: origin,
    apiOrigin,
    ...(consentMode ? { consentMode } : {}),
  });
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const files: string[] = [];
  const write = async (path: string, body: string | Buffer) => {
    const file = join(outDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
    files.push(path);
  };

  // Each build under a folder named after its content: every file in it can be cached for a year, and the
  // relative imports between its files keep working.
  const cdnPaths = new Map<string, string>();
  for (const [name, root] of CDN_FOLDERS) {
    const hash = await folderHash(root);
    const target = `cdn/${name}/${hash}`;
    await cp(root, join(outDir, target), { recursive: true });
    files.push(...(await listFiles(join(outDir, target))).map((file) => `${target}/${file}`));
    cdnPaths.set(`/cdn/${name}/`, `/${target}/`);
  }
  const withHashedModules = (html: string) => {
    let out = html;
    for (const [from, to] of cdnPaths) out = out.split(from).join(to);
    return out;
  };

  const protectedPaths = SITE_PAGES.filter(
    (page) => page.kind === 'content' && database.pagePasswords.isProtected(page.alias),
  ).map((page) => pagePath(page.alias));
  const inlineScripts = new Set<string>();
  const render = async (url: string, { userAgent = VISITOR_UA, status = 200 } = {}) => {
    const response = await app.request(url, { headers: { accept: 'text/html', 'user-agent': userAgent } });
    if (response.status !== status)
      throw new Error(`export: ${url} answered ${response.status}, not ${status}`);
    const html = withApiLinks(
      withStaticPaths(withHashedModules(await response.text())),
      apiOrigin,
      protectedPaths,
    );
    for (const script of inlineScriptsOf(html)) inlineScripts.add(script);
    return html;
  };
  /**
   * `/site/a/menu` → `site/a/menu.html`: the host serves it at the path without the extension; a page that is
   * also a folder of pages → `site/a/shop/index.html` (static-links.ts, `FOLDER_PAGES`).
   */
  const writePage = async (path: string, html: string) =>
    write(FOLDER_PAGES.includes(path) ? `${path.slice(1)}/index.html` : `${path.slice(1)}.html`, html);

  const redirects: string[] = [
    `/ ${pagePath('home')} 302`,
    `/site/${SITE_ALIAS} ${pagePath('home')} 302`,
    `/site/${SITE_ALIAS}/ ${pagePath('home')} 302`,
  ];
  for (const page of SITE_PAGES) {
    if (page.kind === 'redirect') {
      redirects.push(`${pagePath(page.alias)} ${page.location} 301`);
      continue;
    }
    // Not exported: the protected pages (their links go to the API origin) and the not-found page (404.html).
    if (protectedPaths.includes(pagePath(page.alias)) || page.alias === NOT_FOUND_ALIAS) continue;
    // The post page exists only with a post (below).
    if (page.alias === 'post') continue;
    await writePage(pagePath(page.alias), await render(pagePath(page.alias)));
  }

  // Query pages at paths of their own (static-links.ts): each published post, each further slice of the list.
  const { total } = database.blogPosts.list(SITE_ALIAS, { offset: 0, limit: 1 });
  for (let from = POSTS_PER_PAGE; from < total; from += POSTS_PER_PAGE) {
    const url = `${pagePath('blog')}?from=${from}`;
    await writePage(staticPathOf(pagePath('blog'), `?from=${from}`) ?? url, await render(url));
  }
  for (const post of database.blogPosts.list(SITE_ALIAS, { offset: 0, limit: total }).posts) {
    if (post.pageAlias !== 'post') continue;
    const search = `?post_id=${post.id}`;
    const path = staticPathOf(pagePath('post'), search);
    if (path) await writePage(path, await render(`${pagePath('post')}${search}`));
  }

  // The store's crawler pages: one file per product and category; its other clean URLs show the store page.
  const catalog = database.storeCatalog.catalog(SITE_ALIAS, STORE_CURRENCY);
  for (const route of [
    ...catalog.categories.map((category) => ({
      kind: 'category' as const,
      id: category.id,
      name: category.name,
    })),
    ...catalog.products.map((product) => ({ kind: 'product' as const, id: product.id, name: product.name })),
  ]) {
    const path = cleanStoreUrl(route, STORE_PATH);
    await writePage(path, await render(path, { userAgent: CRAWLER_UA }));
  }
  redirects.push(`${pagePath(STORE_ALIAS)}/* ${pagePath(STORE_ALIAS)}/ 200`);

  await write('site/classic.html', await render('/site/classic'));
  await write('404.html', await render(pagePath(NOT_FOUND_ALIAS), { status: 404 }));

  // Assets: the public files, the menu download, the service worker, custom widgets' code, runtime apps.
  for (const folder of ['assets', 'files']) {
    await cp(join(PUBLIC_DIR, folder), join(outDir, folder), { recursive: true });
    files.push(...(await listFiles(join(outDir, folder))).map((file) => `${folder}/${file}`));
  }
  for (const path of [
    '/assets/menu.txt',
    '/push-service-worker.js',
    ...CUSTOM_WIDGETS.map(customWidgetUrl),
  ]) {
    const response = await app.request(path);
    if (!response.ok) throw new Error(`export: ${path} answered ${response.status}`);
    await write(path.slice(1), Buffer.from(await response.arrayBuffer()));
  }
  const runtimeApps = 'editor/apps/modules/runtime';
  await cp(RUNTIME_APPS_DIR, join(outDir, runtimeApps), { recursive: true });
  files.push(...(await listFiles(join(outDir, runtimeApps))).map((file) => `${runtimeApps}/${file}`));

  const importMap = withHashedModules(IMPORT_MAP_TEXT);
  const policy = contentSecurityPolicy(importMap, undefined, {
    apiOrigin,
    inlineScripts: [...inlineScripts],
  });
  await write('_headers', headersFile(policy));
  await write('_redirects', `${redirects.join('\n')}\n`);
  return { files: files.sort() };
}

/**
 * `_headers` as Netlify and Cloudflare Pages read it. Their rules' headers add up when several paths match, so
 * the caching rules never overlap: documents under `/site/*` and `/404.html`, modules under `/cdn/*`.
 */
function headersFile(policy: string): string {
  const security = ['X-Content-Type-Options: nosniff', 'Referrer-Policy: strict-origin-when-cross-origin'];
  const document = [`Cache-Control: ${DOCUMENT_CACHE}`, `Content-Security-Policy: ${policy}`, ...security];
  const rules: Array<[string, string[]]> = [
    ['/site/*', document],
    ['/404.html', document],
    ['/cdn/*', [`Cache-Control: ${IMMUTABLE_CACHE}`, ...security]],
    // Custom widgets' code is named by its version: a new version is a new URL.
    ['/_dm/s/rt/custom-widgets/*', [`Cache-Control: ${IMMUTABLE_CACHE}`, ...security]],
    ['/assets/*', [`Cache-Control: ${DOCUMENT_CACHE}`, ...security]],
    ['/files/*', [`Cache-Control: ${DOCUMENT_CACHE}`, ...security]],
    ['/editor/*', [`Cache-Control: ${DOCUMENT_CACHE}`, ...security]],
    ['/push-service-worker.js', [`Cache-Control: ${DOCUMENT_CACHE}`, ...security]],
  ];
  return rules
    .map(([path, headers]) => `${path}\n${headers.map((header) => `  ${header}`).join('\n')}\n`)
    .join('');
}

/**
 * The text of every inline script the browser runs (not JSON data blocks, not external scripts), and of every
 * script held until consent (`type="text/plain" data-category`), which core runs later.
 */
function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || text === '') continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1]?.toLowerCase();
    const held = type === 'text/plain' && /\bdata-category=/.test(attributes);
    if (type && !held && type !== 'module' && type !== 'importmap' && type !== 'text/javascript') continue;
    scripts.push(text);
  }
  return scripts;
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** The first 12 hex digits of the SHA-256 over every file's path and bytes. */
async function folderHash(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(root)) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}
