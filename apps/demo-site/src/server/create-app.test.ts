import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeNavItems } from '@vitrine/runtime-core/markup';
import type { PageResponse } from '@vitrine/runtime-core/protocol';
import { PAGE_CSS_FIELDS, pageResponseSchema } from '@vitrine/runtime-core/protocol';
import type { ConsentMode } from '@vitrine/widget-api/consent';
import type { Hono } from 'hono';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SiteDatabase } from '../db/open-site-database';
import { openSiteDatabase } from '../db/open-site-database';
import { pageLanguage } from '../site/languages';
import { navItems } from '../site/navigation';
import { ERROR_MESSAGES, pagePath } from '../site/site';
import { CONTENT_PAGES, PROTECTED_DEMO_ALIAS } from '../site/site-pages';

/** Pages anyone may see; the protected one has its own tests (protected-pages.test.ts). */
const PUBLIC_PAGES = CONTENT_PAGES.filter((page) => page.alias !== PROTECTED_DEMO_ALIAS);

import { createApp, DEFAULT_SITE_ORIGIN } from './create-app';
import { IMPORT_MAP } from './import-map';
import { ownerApp, signIn, TEST_ORIGIN } from './owner-session.test-support';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const databases: SiteDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
});

function testApp(options: { admin?: boolean; publicDir?: string; consentMode?: ConsentMode } = {}): Hono {
  const database = openSiteDatabase(':memory:');
  databases.push(database);
  return createApp({
    publications: database.publications,
    pagePasswords: database.pagePasswords,
    blogPosts: database.blogPosts,
    ...options,
  });
}

/** Pages that show one of many things by query: the post page shows a post, by its `post_id`. */
const QUERY: Readonly<Record<string, string>> = { post: 'post_id=9&' };
const json = (alias: string) => `${pagePath(alias)}?${QUERY[alias] ?? ''}dm_ajaxCall=true`;
const documentPath = (alias: string) =>
  QUERY[alias] ? `${pagePath(alias)}?${QUERY[alias]}` : pagePath(alias);

/** The one element the document's markup carries with this opening tag, as raw text. */
function between(html: string, start: RegExp, end: string): string {
  const match = start.exec(html);
  if (!match) throw new Error(`no ${start} in the document`);
  const from = match.index + match[0].length;
  return html.slice(from, html.indexOf(end, from));
}

const siteParamsOf = (html: string) =>
  JSON.parse(between(html, /<script type="application\/json" data-vitrine-site-params="">/, '</script>'));

describe('site pages as page JSON', () => {
  it.each(PUBLIC_PAGES.map((page) => page.alias))(
    '%s answers JSON that passes pageResponseSchema',
    async (alias) => {
      const response = await testApp().request(json(alias));
      const body = (await response.json()) as PageResponse;

      expect(response.status).toBe(alias === 'page-not-found' ? 404 : 200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('vary')).toBe('User-Agent, Accept-Encoding');
      expect(pageResponseSchema.safeParse(body).success).toBe(true);
      expect(body).toMatchObject({
        alias,
        pageAlias: alias,
        isHomePage: alias === 'home',
        pageID: expect.any(Number),
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        parameters: { device: 'desktop' },
        collections: {},
      });
      expect(body.title).toContain('Harbor & Rye');
      const updated = pageLanguage(alias).code === 'fr' ? 'Mis à jour le' : 'Updated';
      if (alias !== 'page-not-found') expect(body.content).toContain(`${updated} <time dateTime="`);
      expect(body.headsection).toContain('<meta name="description"');
    },
  );

  it('sends the device it detects from the User-Agent', async () => {
    const response = await testApp().request(json('menu'), { headers: { 'user-agent': IPHONE } });
    expect(((await response.json()) as PageResponse).parameters).toMatchObject({ device: 'mobile' });
  });

  it("sends a page's own css field and stylesheet link", async () => {
    const app = testApp();
    const menu = (await (await app.request(json('menu'))).json()) as PageResponse;
    const blog = (await (await app.request(json('blog'))).json()) as PageResponse;
    expect(menu.css).toContain('.bakery-menu .vw-menu__item');
    expect(blog.cssLink).toBe('/assets/journal.css');
  });
});

describe('HTML and JSON of one page', () => {
  it.each(PUBLIC_PAGES.map((page) => page.alias).filter((alias) => alias !== 'page-not-found'))(
    '%s: the content container holds exactly the JSON content, with the same head and css',
    async (alias) => {
      const app = testApp();
      const page = (await (await app.request(json(alias))).json()) as PageResponse;
      // A form's key is new in every rendering (a resubmit without JavaScript is one message), like a nonce.
      const formKey = /(name="vitrine_form_key" value=")[0-9a-f-]{36}"/g;
      page.content = page.content?.replace(formKey, '$1…"');
      const response = await app.request(documentPath(alias));
      // The document's scripts carry its nonce; page JSON has none (core adds the document's).
      const html = (await response.text()).replace(/ nonce="[^"]+"/g, '').replace(formKey, '$1…"');

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(html.startsWith('<!DOCTYPE html><html')).toBe(true);
      expect(html).toContain(
        `<main id="vitrine-content" tabindex="-1" data-vitrine-content="">${page.content}</main>`,
      );
      // Element by element: React orders a document's head itself (stylesheets before scripts).
      const headElements = page.headsection!.match(/<[a-z]+[^>]*>(<\/script>)?/g) ?? [];
      expect(headElements.length).toBeGreaterThan(0);
      for (const element of headElements) expect(html).toContain(element);
      expect(html).toContain(`<div data-vitrine-insite-scripts="">${page.insite_scripts}</div></body>`);
      expect(html).toContain(`data-vitrine-page-uuid="${page.uuid}"`);
      expect(between(html, /<title>/, '</title>')).toBe(page.title!.replace(/&/g, '&amp;'));
      // A post keeps its post_id in its canonical address (core-runtime spec §2).
      const postId = new URLSearchParams(QUERY[alias] ?? '').get('post_id');
      expect(html).toContain(
        `<link rel="canonical" href="${DEFAULT_SITE_ORIGIN}${pagePath(alias)}${postId ? `?post_id=${postId}` : ''}"/>`,
      );
      for (const field of PAGE_CSS_FIELDS) {
        expect(html.includes(`data-vitrine-css="${field}"`)).toBe(Boolean(page[field]));
      }
      if (page.css) expect(between(html, /<style data-vitrine-css="css">/, '</style>')).toBe(page.css);
      if (page.cssLink) expect(html).toContain(`href="${page.cssLink}" data-vitrine-css-link=""`);
    },
  );

  it('renders the sticky header with the nav and marks the current page', async () => {
    const html = await (await testApp().request(pagePath('about'))).text();
    const header = between(
      html,
      /<header class="site-header" data-vitrine-sticky-header=""[^>]*>/,
      '</header>',
    );
    // A scroll responder and the mini-header: it shrinks once the visitor scrolls past half of the page's opening block.
    expect(html).toContain(
      'data-scrollable-target=".hero, .page-intro" data-scroll-class="is-scrolled" data-vitrine-mini-header="">',
    );
    expect(header).toContain('<a class="brand" href="/site/harbor-and-rye/home" data-home-link="">');
    for (const item of navItems('en')) expect(header).toContain(`href="${item.href}"`);
    expect(header).toContain('<a href="/site/harbor-and-rye/about" aria-current="page">About</a>');
  });

  it("asks for home's hero poster first: its preload is in the head before the stylesheet and every module", async () => {
    const html = await (await testApp().request(pagePath('home'))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = head.indexOf(
      '<link rel="preload" as="image" href="/assets/media/oven.jpg" fetchPriority="high"',
    );
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(preload).toBeLessThan(head.indexOf('<script type="module"'));
    // A page without a lead picture asks for none.
    const about = await (await testApp().request(pagePath('about'))).text();
    expect(about.slice(0, about.indexOf('</head>'))).not.toContain('as="image"');
  });

  it('renders the site parameters as JSON data', async () => {
    const html = await (
      await testApp().request(pagePath('menu'), { headers: { 'user-agent': IPHONE } })
    ).text();
    const params = siteParamsOf(html);
    expect(params).toMatchObject({
      SiteAlias: 'harbor-and-rye',
      ExternalUid: expect.any(String),
      planID: expect.any(String),
      WebPlatform: 'DUDA',
      HomeLinkSelector: 'a[data-home-link]',
      LayoutParams: { device: 'mobile' },
      CacheSize: 10,
      isReseller: false,
      isWhiteLabelReseller: false,
      ErrorMessages: ERROR_MESSAGES,
      AjaxExceptions: ['/files/'],
      PageAlias: 'menu',
      // An EU site: nothing optional loads before the visitor accepts (docs/consent.md).
      ConsentMode: 'opt-in',
      ConsentPolicyVersion: '1',
    });
    expect(decodeNavItems(params.NavItems).map((item) => item.alias)).toEqual(
      navItems('en').map((item) => item.alias),
    );
  });

  it('asks for consent the way --consent-mode says', async () => {
    const html = await (await testApp({ consentMode: 'notice' }).request(pagePath('menu'))).text();
    expect(siteParamsOf(html)).toMatchObject({ ConsentMode: 'notice' });
  });

  it('reflects a republish in both answers', async () => {
    const database = openSiteDatabase(':memory:');
    databases.push(database);
    const app = createApp({ publications: database.publications, pagePasswords: database.pagePasswords });
    const before = (await (await app.request(json('about'))).json()) as PageResponse;

    const republished = (await database.publications.republish('about', new Date(Date.now() + 60_000)))!;
    const after = (await (await app.request(json('about'))).json()) as PageResponse;
    const html = await (await app.request(pagePath('about'))).text();

    expect(after.uuid).toBe(republished.uuid);
    expect(after.content).not.toBe(before.content);
    expect(after.content).toContain(`dateTime="${republished.published_at}"`);
    expect(html).toContain(after.content!);
  });
});

describe('content security policy', () => {
  it("allows the import map by its hash, this response's nonce, the widget CDN, Filestack, the store platform, the Twitter feed, the scheduler, the video hosts and the comment providers; every inline script carries the nonce", async () => {
    const response = await testApp().request(pagePath('market'));
    const html = await response.text();
    const importMap = between(html, /<script type="importmap" nonce="[^"]+">/, '</script>');
    const hash = createHash('sha256').update(importMap).digest('base64');
    const nonce = /<meta name="csp-nonce" content="([^"]+)"\/>/.exec(html)?.[1];
    const STORE = 'https://app.ecwid.com https://*.ecwid.com';
    const COMMENTS = 'https://*.disqus.com https://c.disquscdn.com';

    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(JSON.parse(importMap)).toEqual(IMPORT_MAP);
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'sha256-${hash}' https://cdn.jsdelivr.net https://static.filestackapi.com ${STORE} https://platform.twitter.com https://assets.calendly.com ${COMMENTS} https://connect.facebook.net; ` +
        `style-src 'self' 'unsafe-inline' https://static.filestackapi.com ${STORE} https://assets.calendly.com ${COMMENTS}; ` +
        `img-src 'self' data: https://static.filestackapi.com https://cdn.filestackcontent.com ${STORE} https://i.ytimg.com https://www.dailymotion.com ${COMMENTS}; ` +
        "media-src 'self' blob:; " +
        `connect-src 'self' https://*.filestackapi.com ${STORE} https://www.youtube-nocookie.com https://player.vimeo.com https://geo.dailymotion.com ${COMMENTS} https://graph.facebook.com; ` +
        `frame-src 'self' https://*.filestackapi.com ${STORE} https://platform.twitter.com https://syndication.twitter.com https://calendly.com https://www.youtube-nocookie.com https://player.vimeo.com https://geo.dailymotion.com https://disqus.com https://www.facebook.com; ` +
        "object-src 'none'; base-uri 'self'; frame-ancestors 'self'; report-uri /_dm/csp-reports",
    );
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    const executable = scripts.filter((tag) => !tag.includes('type="application/json"'));
    expect(executable.length).toBeGreaterThan(3);
    for (const tag of executable) expect(tag).toContain(` nonce="${nonce}"`);
    expect(html).not.toMatch(/\son[a-z]+="/);
  });

  it('gives every document a nonce of its own, and page JSON none', async () => {
    const app = testApp();
    const nonceOf = async (path: string) =>
      /'nonce-([^']+)'/.exec((await app.request(path)).headers.get('content-security-policy') ?? '')?.[1];
    expect(await nonceOf(pagePath('home'))).not.toBe(await nonceOf(pagePath('home')));
    const json = (await (await app.request(`${pagePath('market')}?dm_ajaxCall=true`)).json()) as PageResponse;
    expect(`${json.headsection}${json.content}${json.insite_scripts}`).not.toContain('nonce');
  });
});

describe('the store page', () => {
  const SHOP = pagePath('shop');
  const storeApp = () => {
    const database = openSiteDatabase(':memory:');
    databases.push(database);
    return createApp({
      publications: database.publications,
      pagePasswords: database.pagePasswords,
      services: database,
    });
  };

  it('answers its clean URLs with the store page and the static browser of that route, titled after it', async () => {
    const app = storeApp();
    const category = await app.request(`${SHOP}/Pastries-c2?dm_ajaxCall=true`);
    expect(category.status).toBe(200);
    const body = (await category.json()) as PageResponse;
    expect(body.title).toBe('Pastries · Shop · Harbor & Rye');
    expect(body.content).toContain('data-vitrine-widget="store"');
    expect(body.content?.match(/class="vitrine-store-product"/g)).toHaveLength(4);
    for (const path of ['/cart', '/search?keywords=jam', '/-p101', '/Harbor-country-loaf-p101', '/-c3'])
      expect((await app.request(`${SHOP}${path}`)).status, path).toBe(200);
    const search = await (await app.request(`${SHOP}/search?keywords=jam`)).text();
    expect(search).toContain('Plum and bay jam');
    expect(search).not.toContain('Cardamom knot</h3>');
  });

  it('answers unknown store paths and paths below other pages with the 404 page', async () => {
    const app = storeApp();
    for (const path of [`${SHOP}/nothing`, `${SHOP}/-p0`, `${SHOP}/a/-p1`, `${pagePath('about')}/-p101`])
      expect((await app.request(path)).status, path).toBe(404);
    expect((await app.request(pagePath('about'))).status).toBe(200);
  });

  it('gives crawlers the catalogue without the store widget, and says the answer varies by user agent', async () => {
    const response = await storeApp().request(SHOP, { headers: { 'user-agent': 'Googlebot/2.1' } });
    const html = await response.text();
    expect(response.headers.get('vary')).toContain('User-Agent');
    expect(html).not.toContain('data-vitrine-widget="store"');
    expect(html.match(/itemtype="https:\/\/schema.org\/Product"/g)).toHaveLength(12);
  });

  it('renders an empty catalogue, not an error, without the catalogue store', async () => {
    const response = await testApp().request(SHOP);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('The shop is empty right now.');
  });
});

describe('missing pages and redirects', () => {
  it('an unknown alias gets the 404 page as HTML', async () => {
    const response = await testApp().request(pagePath('no-such-page'));
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('This page went stale');
    expect(siteParamsOf(html).PageAlias).toBe('page-not-found');
  });

  it('an unknown alias gets a 404 page-not-found answer as JSON', async () => {
    const response = await testApp().request(json('no-such-page'));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      alias: 'page-not-found',
      pageAlias: 'page-not-found',
      title: 'Page not found · Harbor & Rye',
    });
  });

  it('old-menu redirects documents with a 301 and page JSON with { redirect }', async () => {
    const app = testApp();
    const document = await app.request(pagePath('old-menu'));
    expect(document.status).toBe(301);
    expect(document.headers.get('location')).toBe(pagePath('menu'));

    const answer = await app.request(json('old-menu'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ redirect: pagePath('menu') });
  });

  it('/ and the bare site path send the visitor home', async () => {
    const app = testApp();
    for (const path of ['/', '/site/harbor-and-rye', '/site/harbor-and-rye/']) {
      const response = await app.request(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(pagePath('home'));
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });

  it('other sites and unknown paths are plain-text 404s', async () => {
    const app = testApp();
    for (const path of ['/site/another-site/home', '/nothing-here', '/cdn/unknown/x.js']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });

  it('/site/classic is a plain page with no runtime', async () => {
    const response = await testApp().request('/site/classic');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>Classic site</h1>');
    expect(html).not.toContain('<script');
  });
});

describe('canonical links', () => {
  it('come from the configured site origin, whatever Host the request names', async () => {
    const database = openSiteDatabase(':memory:');
    databases.push(database);
    const app = createApp({
      publications: database.publications,
      pagePasswords: database.pagePasswords,
      siteOrigin: 'https://harbor-and-rye.example',
    });
    const html = await (
      await app.request(`http://attacker.example${pagePath('menu')}`, {
        headers: { host: 'attacker.example' },
      })
    ).text();
    expect(html).toContain(
      `<link rel="canonical" href="https://harbor-and-rye.example${pagePath('menu')}"/>`,
    );
    expect(html).not.toContain('attacker.example');
  });

  it('keep a post’s post_id, and no other parameter', async () => {
    const html = await (await testApp().request(`${pagePath('post')}?post_id=3&utm_source=letter`)).text();
    expect(html).toContain(
      `<link rel="canonical" href="${DEFAULT_SITE_ORIGIN}${pagePath('post')}?post_id=3"/>`,
    );
    const search = await (await testApp().request(`${pagePath('search')}?searchTerm=rye`)).text();
    expect(search).toContain(`<link rel="canonical" href="${DEFAULT_SITE_ORIGIN}${pagePath('search')}"/>`);
  });
});

describe("a page's chrome in its own language", () => {
  const french = async () => (await testApp().request(pagePath('nous-ecrire'))).text();

  it('renders a French page with the French navigation in the header and the drawer, the page marked', async () => {
    const html = await french();
    expect(html).toContain('<html lang="fr"');
    const header = between(html, /<header class="site-header"[^>]*>/, '</header>');
    const drawer = between(html, /<dialog id="site-drawer"[^>]*>/, '</dialog>');
    for (const part of [header, drawer]) {
      expect(part).toContain('<a href="/site/harbor-and-rye/nous-ecrire" aria-current="page">Contact</a>');
      expect(part).toContain('<a href="/site/harbor-and-rye/accueil">Accueil</a>');
      // A page with no French version: its English page, said so, in a whole document.
      expect(part).toContain(
        '<a href="/site/harbor-and-rye/our-story" hrefLang="en" data-disable-ajax="">Notre histoire</a>',
      );
      expect(part).toContain('aria-label="Principale"');
      for (const english of ['>Home<', '>About<', '>Our story<']) expect(part).not.toContain(english);
    }
    expect(header).toContain('<a class="brand" href="/site/harbor-and-rye/accueil" data-home-link="">');
    expect(header).toMatch(/hrefLang="en" data-disable-ajax="">Boutique<\/a>/);
    // Core's More / Less / Back to home, and the sub-navigation toggles, in French.
    expect(drawer).toContain(
      'data-nav-more-label="Plus d’options" data-nav-less-label="Moins d’options" data-nav-back-label="Retour à l’accueil" data-nav-sub-label="autres pages"',
    );
    expect(drawer).toContain('aria-label="Fermer le menu"');
  });

  it('dates the French page in French, and an English page in English', async () => {
    const updated = /<p class="updated-note">(.*?) <time dateTime="[^"]+">([^<]+)<\/time><\/p>/;
    const [, frenchLabel, frenchDate] = updated.exec(await french()) ?? [];
    expect(frenchLabel).toBe('Mis à jour le');
    // In the page's language: no wrapper marks it as English any more.
    expect(await french()).not.toContain('<div lang="en"><p class="updated-note">');
    expect(frenchDate).toMatch(
      /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à \d\d:\d\d:\d\d UTC$/,
    );
    const english = await (await testApp().request(pagePath('contact'))).text();
    const [, englishLabel, englishDate] = updated.exec(english) ?? [];
    expect(englishLabel).toBe('Updated');
    expect(englishDate).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d:\d\d UTC$/);
  });

  it('renders the French footer, its links to English pages marked', async () => {
    const html = await french();
    const footer = between(html, /<footer class="site-footer">/, '</footer>');
    expect(footer).toContain('<h2 id="footer-hours">Horaires</h2>');
    expect(footer).toContain('Appeler la boulangerie');
    expect(footer).toContain('Propulsé par Vitrine');
    expect(footer).toContain('Haut de page');
    expect(footer).toContain(
      '<a href="/site/harbor-and-rye/from-our-oven" hrefLang="en" data-disable-ajax="">Sorti du four</a>',
    );
    // Wholesale has a French page: the contact page's.
    expect(footer).toContain('<a href="/site/harbor-and-rye/nous-ecrire">Vente en gros et événements</a>');
    expect(footer).not.toMatch(/>(Hours|Call the bakery|Back to top)</);
    expect(html).toContain('Aller au contenu');
  });

  it('sends core the French NavItems, and the English pages keep the English ones', async () => {
    const titles = (html: string) => decodeNavItems(siteParamsOf(html).NavItems).map((item) => item.title);
    expect(titles(await french())).toEqual(navItems('fr').map((item) => item.title));
    const english = await (await testApp().request(pagePath('contact'))).text();
    expect(titles(english)).toEqual(navItems('en').map((item) => item.title));
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('<a href="/site/harbor-and-rye/contact" aria-current="page">Contact</a>');
  });

  it('announces the versions of a page absolute, x-default the English one, in the document and the page JSON', async () => {
    const alternates = [
      `<link rel="alternate" hrefLang="en" href="${DEFAULT_SITE_ORIGIN}${pagePath('contact')}" data-vitrine-head=""/>`,
      `<link rel="alternate" hrefLang="fr" href="${DEFAULT_SITE_ORIGIN}${pagePath('nous-ecrire')}" data-vitrine-head=""/>`,
      `<link rel="alternate" hrefLang="x-default" href="${DEFAULT_SITE_ORIGIN}${pagePath('contact')}" data-vitrine-head=""/>`,
    ].join('');
    for (const alias of ['contact', 'nous-ecrire']) {
      expect(await (await testApp().request(pagePath(alias))).text()).toContain(alternates);
      const page = (await (await testApp().request(json(alias))).json()) as PageResponse;
      expect(page.headsection).toContain(alternates);
    }
    const gallery = await (await testApp().request(pagePath('gallery'))).text();
    expect(gallery).not.toContain('rel="alternate"');
  });
});

describe('compression', () => {
  it('gzips a page for a browser that accepts gzip, and says the answer varies with Accept-Encoding', async () => {
    const response = await testApp().request(pagePath('menu'), {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('Baked this morning');
  });

  it('gzips page JSON too', async () => {
    const response = await testApp().request(json('menu'), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'));
    expect(pageResponseSchema.safeParse(body).success).toBe(true);
  });

  it('sends the page as it is to a client that asks for no encoding', async () => {
    const response = await testApp().request(pagePath('menu'));
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/);
  });
});

describe('admin republish endpoint', () => {
  async function adminApp() {
    const database = openSiteDatabase(':memory:');
    databases.push(database);
    return ownerApp(database);
  }

  it('does not exist unless the server runs with --admin', async () => {
    const response = await testApp().request('/_demo/republish/about', { method: 'POST' });
    expect(response.status).toBe(404);
  });

  it('republishes a page for the signed-in owner and answers its new publication', async () => {
    const app = await adminApp();
    const { actionHeaders } = await signIn(app);
    const before = (await (await app.request(json('about'))).json()) as PageResponse;

    const response = await app.request('/_demo/republish/about', { method: 'POST', headers: actionHeaders });
    const body = (await response.json()) as { alias: string; uuid: string; published_at: string };

    expect(response.status).toBe(200);
    expect(body).toEqual({ alias: 'about', uuid: expect.any(String), published_at: expect.any(String) });
    expect(body.uuid).not.toBe(before.uuid);
    expect(((await (await app.request(json('about'))).json()) as PageResponse).uuid).toBe(body.uuid);
  });

  it('refuses a visitor, another site’s page, a missing CSRF token and another host', async () => {
    const app = await adminApp();
    const { actionHeaders, cookie } = await signIn(app);
    const republish = (headers: Record<string, string>, url = '/_demo/republish/about') =>
      app.request(url, { method: 'POST', headers });
    expect((await republish({ origin: TEST_ORIGIN })).status).toBe(401);
    expect((await republish({ ...actionHeaders, origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await republish({ cookie, origin: TEST_ORIGIN })).status).toBe(403);
    expect((await republish({ ...actionHeaders, 'x-csrf-token': 'guessed' })).status).toBe(403);
    expect((await republish(actionHeaders, 'http://rebound.example/_demo/republish/about')).status).toBe(403);
  });

  it('answers 404 for a page that does not exist', async () => {
    const app = await adminApp();
    const { actionHeaders } = await signIn(app);
    const response = await app.request('/_demo/republish/nope', { method: 'POST', headers: actionHeaders });
    expect(response.status).toBe(404);
  });
});

describe('static files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-public-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'files'));
  writeFileSync(join(dir, 'assets', 'site.css'), 'body{}');
  writeFileSync(join(dir, 'secret.txt'), 'outside the assets folder');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves assets with their content type', async () => {
    const response = await testApp({ publicDir: dir }).request('/assets/site.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await response.text()).toBe('body{}');
  });

  it.each([
    '/assets/..%2fsecret.txt',
    '/assets/%2e%2e%2fsecret.txt',
    '/assets/..%5csecret.txt',
    '/assets/%2e%2e/secret.txt',
    '/assets/site.css%00.txt',
    '/assets/.hidden',
  ])('refuses %s', async (path) => {
    const response = await testApp({ publicDir: dir }).request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('outside');
  });

  it('makes the downloadable menu from the menu data', async () => {
    const response = await testApp().request('/assets/menu.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain('Cardamom knot');
  });
});

describe('preload hints for widgets in view', () => {
  const hintsOf = (html: string) =>
    [...html.matchAll(/<link rel="(modulepreload|preload)" href="([^"]+)"/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    );
  const page = async (alias: string) => (await testApp().request(pagePath(alias))).text();

  it('names the module of a widget the template placed above the fold, after the import map and core', async () => {
    const html = await page('locations');
    const module = '/cdn/widget-opening-hours/widget-opening-hours.js';
    expect(hintsOf(html)).toContain(`modulepreload ${module}`);
    const hint = html.indexOf(`<link rel="modulepreload" href="${module}"`);
    expect(html.indexOf('<script type="importmap">')).toBeLessThan(hint);
    const coreScript = html.indexOf('<script type="module" src="/cdn/runtime-core/runtime-core.js"');
    expect(coreScript).toBeGreaterThan(0);
    expect(coreScript).toBeLessThan(hint);
    expect(hint).toBeLessThan(html.indexOf('</head>'));
  });

  it('names no widget module for a widget below the fold, and nothing on a page without widgets', async () => {
    const menu = hintsOf(await page('menu'));
    expect(
      menu.filter(
        (hint) => hint.includes('/cdn/widget-bake-schedule/') || hint.includes('/cdn/widget-api/vendor/'),
      ),
    ).toEqual([]);
    // The custom widget near the top runs at once: its code is named.
    expect(menu).toContain('preload /_dm/s/rt/custom-widgets/baguette-countdown/1.1.0.js');
    // Home's slider is its hero: in view. Our story and the allergen guide have no widget at all.
    expect(hintsOf(await page('our-story'))).toEqual([]);
    expect(hintsOf(await page('allergens'))).toEqual([]);
  });
});
