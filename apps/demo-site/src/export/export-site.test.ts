import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ORIGIN_META } from '@vitrine/widget-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePath } from '../site/site';
import { ANALYTICS_SNIPPET } from '../site/site-scripts';
import { exportSite } from './export-site';
import { staticPathOf, withStaticPaths } from './static-links';

const ORIGIN = 'https://harbor-and-rye.example';
const API = 'https://api.harbor-and-rye.example';
let outDir: string;
let files: string[];
const read = (path: string) => readFileSync(join(outDir, path), 'utf8');

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'vitrine-export-test-'));
  ({ files } = await exportSite({ outDir, origin: ORIGIN, apiOrigin: API }));
}, 60_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the static export', () => {
  it('writes every page of both languages, naming the API origin, and no protected page', () => {
    for (const alias of [
      'home',
      'menu',
      'about',
      'contact',
      'blog',
      'search',
      'allergens',
      'accueil',
      'nous-ecrire',
    ])
      expect(files).toContain(`site/harbor-and-rye/${alias}.html`);
    expect(files).not.toContain('site/harbor-and-rye/wholesale.html');
    const home = read('site/harbor-and-rye/home.html');
    expect(home).toContain(`<meta name="${API_ORIGIN_META}" content="${API}"/>`);
    expect(home).toContain(`<link rel="canonical" href="${ORIGIN}${pagePath('home')}"/>`);
    expect(read('site/harbor-and-rye/accueil.html')).toContain('lang="fr"');
    // The protected page's link leads to the API origin, which serves it as today.
    expect(read('site/harbor-and-rye/contact.html')).toContain(`href="${API}${pagePath('wholesale')}"`);
  });

  it('writes query pages at paths of their own, and links there', () => {
    expect(files).toContain('site/harbor-and-rye/post/15.html');
    // A draft (18) is the owner's view only: not exported.
    expect(files).not.toContain('site/harbor-and-rye/post/18.html');
    expect(files).toContain('site/harbor-and-rye/blog-from/5.html');
    const blog = read('site/harbor-and-rye/blog.html');
    expect(blog).toContain(`href="${pagePath('post')}/15"`);
    // Search results for a term are the API's: the search widget's page and its form go there.
    expect(blog).toContain(`action="${API}${pagePath('search')}"`);
    expect(blog).toContain(`&quot;searchPage&quot;:&quot;${API}${pagePath('search')}&quot;`);
    expect(blog).not.toMatch(/post\?post_id=/);
    expect(staticPathOf(pagePath('post'), '?post_id=18')).toBe(`${pagePath('post')}/18`);
    expect(staticPathOf(pagePath('post'), '?post_id=18&preview=true')).toBeUndefined();
    expect(withStaticPaths(`<a href="${pagePath('blog')}?from=10">`)).toBe(
      `<a href="${pagePath('blog')}-from/10">`,
    );
  });

  it("writes the store's crawler pages below the store page's folder, and the 404 page", () => {
    // A plain static server answers a path that is also a folder with the folder, whatever file sits beside it.
    expect(files).toContain('site/harbor-and-rye/shop/index.html');
    expect(files).not.toContain('site/harbor-and-rye/shop.html');
    expect(read('site/harbor-and-rye/home.html')).toContain(`href="${pagePath('shop')}/"`);
    expect(read('site/harbor-and-rye/home.html')).not.toContain(`href="${pagePath('shop')}"`);
    expect(files.some((file) => /^site\/harbor-and-rye\/shop\/[^/]*-p\d+\.html$/.test(file))).toBe(true);
    expect(files.some((file) => /^site\/harbor-and-rye\/shop\/[^/]*-c\d+\.html$/.test(file))).toBe(true);
    expect(files).toContain('404.html');
    expect(read('404.html')).toContain('"PageAlias":"page-not-found"');
  });

  it('writes the CDN builds under content-hashed folders, and the pages import them from there', () => {
    const core = files.find((file) => /^cdn\/runtime-core\/[0-9a-f]{12}\/runtime-core\.js$/.test(file));
    expect(core).toBeDefined();
    const home = read('site/harbor-and-rye/home.html');
    expect(home).toContain(`src="/${core}"`);
    expect(home).not.toMatch(/"\/cdn\/[a-z-]+\/[a-z-]+\.js"/);
    expect(home).toMatch(/"@vitrine\/widget-api":"\/cdn\/widget-api\/[0-9a-f]{12}\/widget-api\.js"/);
  });

  it('writes _headers: immutable modules, revalidated documents, the CSP with the API origin', () => {
    const headers = read('_headers');
    expect(headers).toContain('/cdn/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headers).toContain('/site/*\n  Cache-Control: no-cache');
    const policy = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
    expect(policy).toContain(`connect-src 'self' ${API}`);
    expect(policy).toContain(`report-uri ${API}/_dm/csp-reports`);
    expect(policy).not.toContain("'nonce-");
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scripts).toMatch(/'sha256-/);
    expect(scripts).not.toContain('unsafe-inline');
    // The page-view snippet is held until consent: core runs it later, so its hash is listed too.
    const held = createHash('sha256').update(ANALYTICS_SNIPPET, 'utf8').digest('base64');
    expect(scripts).toContain(`'sha256-${held}'`);
  });

  it('writes _redirects for the old menu, the bare site and the store’s clean URLs', () => {
    const redirects = read('_redirects');
    expect(redirects).toContain(`${pagePath('old-menu')} ${pagePath('menu')} 301`);
    expect(redirects).toContain(`/ ${pagePath('home')} 302`);
    expect(redirects).toContain(`${pagePath('shop')}/* ${pagePath('shop')}/ 200`);
  });

  it('writes the assets the pages use', () => {
    for (const file of [
      'assets/site.css',
      'assets/menu.txt',
      'push-service-worker.js',
      'assets/captcha/api.js',
    ])
      expect(files).toContain(file);
    expect(files.some((file) => file.startsWith('editor/apps/modules/runtime/'))).toBe(true);
  });
});
