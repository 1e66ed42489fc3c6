// The generated site the side-by-side navigation benchmark drives: 12 pages of about 28 KB each (header
// navigation, articles with lists, a table, inline icons, links to other pages in the text, a footer), served
// on loopback by a plain Node HTTP server with an optional delay before every answer. Each library gets the
// same pages: only the scripts that start it (and, for Vitrine, the markup core reads) differ.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { serializeSiteParams } from '@vitrine/runtime-core/markup';

const require = createRequire(import.meta.url);
/** A dependency's folder, also for packages whose `exports` hide their package.json (swup). */
function packageDir(name) {
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
      const manifest = join(dir, 'package.json');
      if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name) return dir;
    }
    throw new Error(`${name}: no package folder found`);
  }
}
const versionOf = (name) => JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')).version;

export const SITE_ALIAS = 'bench';
export const PAGE_COUNT = 12;
const TARGET_PAGE_BYTES = 28 * 1024;

/** `p01` … `p12`. */
export const pageAlias = (index) => `p${String((index % PAGE_COUNT) + 1).padStart(2, '0')}`;
export const pagePath = (index) => `/site/${SITE_ALIAS}/${pageAlias(index)}`;

/** The libraries compared, each with the files it serves and what its pages load. */
export const LIBRARIES = {
  turbo: {
    label: 'Turbo 8',
    version: versionOf('@hotwired/turbo'),
    files: { '/peers/turbo.js': join(packageDir('@hotwired/turbo'), 'dist/turbo.es2017-esm.js') },
    head: '<script type="module" src="/peers/turbo.js"></script>',
  },
  swup: {
    label: 'swup 4',
    version: versionOf('swup'),
    // The UMD build carries its two small dependencies, so the page needs no bundler or import map.
    files: { '/peers/swup.js': join(packageDir('swup'), 'dist/Swup.umd.js') },
    head: '<script defer src="/peers/swup.js"></script><script defer src="/peers/swup-start.js"></script>',
    // No transition: every library swaps the content as soon as it has it.
    inline: {
      '/peers/swup-start.js': `window.swup = new Swup({ containers: ['#content'], animationSelector: false });`,
    },
  },
  vitrine: {
    label: 'Vitrine (JSON)',
    version: versionOf('@vitrine/runtime-core'),
    core: true,
    directories: { '/cdn/runtime-core/': join(packageDir('@vitrine/runtime-core'), 'dist/cdn') },
    head: '<script type="module" src="/cdn/runtime-core/runtime-core.js"></script>',
  },
  // The same as `vitrine` with the site's prefetch strategy set to `viewport` (default budgets: 3 pages, 150 KB
  // per page view): the header links in view are fetched once the landing page is idle.
  'vitrine-viewport': {
    label: 'Vitrine (JSON, viewport)',
    version: versionOf('@vitrine/runtime-core'),
    core: true,
    prefetch: 'viewport',
    directories: { '/cdn/runtime-core/': join(packageDir('@vitrine/runtime-core'), 'dist/cdn') },
    head: '<script type="module" src="/cdn/runtime-core/runtime-core.js"></script>',
  },
  // The same pages and build on the peers' own ground: the server answers every request for a page with its
  // document, whatever the query asks, as a static host or CDN does, so core reads its pages out of HTML.
  'vitrine-html': {
    label: 'Vitrine (HTML)',
    version: versionOf('@vitrine/runtime-core'),
    core: true,
    htmlAnswers: true,
    directories: { '/cdn/runtime-core/': join(packageDir('@vitrine/runtime-core'), 'dist/cdn') },
    head: '<script type="module" src="/cdn/runtime-core/runtime-core.js"></script>',
  },
};

/** A small deterministic generator, so every run (and every library) gets the very same pages. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'bread crust crumb rye flour starter oven morning harbor street market table coffee butter pastry season grain mill river baker loaf knead proof shape score steam bake cool slice share village garden honey apple pear walnut seed oat barley spelt salt water time warmth neighbour window counter basket order delivery weekend holiday recipe journal story family kitchen'.split(
    ' ',
  );
const TITLES = [
  'Home',
  'About',
  'Our bread',
  'Pastry',
  'Coffee',
  'Breakfast',
  'Lunch',
  'Catering',
  'Wholesale',
  'Journal',
  'Visit us',
  'Contact',
];
const ICON =
  '<svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M4 12a8 8 0 1 1 16 0a8 8 0 1 1-16 0zm8-5v5l3 3" fill="none" stroke="currentColor" stroke-width="2"/></svg>';

function sentence(random, words = 8 + Math.floor(random() * 12)) {
  const text = Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

function linkTo(index, text) {
  return `<a href="${pagePath(index)}">${text}</a>`;
}

/** One article section: a heading, paragraphs with a link to another page, a list, sometimes a table. */
function section(random, pageIndex, sectionIndex) {
  const other = (pageIndex + 1 + Math.floor(random() * (PAGE_COUNT - 1))) % PAGE_COUNT;
  const paragraphs = Array.from(
    { length: 3 },
    (_, n) =>
      `<p>${sentence(random)} ${sentence(random)} ${n === 1 ? `Read more in ${linkTo(other, TITLES[other])}. ` : ''}${sentence(random)}</p>`,
  ).join('');
  const items = Array.from(
    { length: 5 },
    () => `<li>${ICON}<span class="item-name">${sentence(random, 3)}</span> ${sentence(random, 6)}</li>`,
  ).join('');
  const table =
    sectionIndex % 3 === 0
      ? `<table class="prices"><caption>${sentence(random, 3)}</caption><thead><tr><th scope="col">Item</th><th scope="col">Size</th><th scope="col">Price</th></tr></thead><tbody>${Array.from(
          { length: 6 },
          () =>
            `<tr><td>${sentence(random, 2)}</td><td>${Math.floor(200 + random() * 800)} g</td><td>$${(2 + random() * 10).toFixed(2)}</td></tr>`,
        ).join('')}</tbody></table>`
      : '';
  return `<section class="card" id="s${sectionIndex}"><h2>${sentence(random, 4)}</h2>${paragraphs}<ul class="features">${items}</ul>${table}</section>`;
}

/** The page's content (what replaces the content container), grown section by section to the target size. */
function pageContent(pageIndex) {
  const random = seededRandom(pageIndex + 1);
  const alias = pageAlias(pageIndex);
  let content = `<article class="page" data-bench-page="${alias}"><h1>${TITLES[pageIndex]}</h1><p class="lead">${sentence(random, 24)}</p>`;
  // The frame around the content (head, header, footer) is about 4 KB.
  for (let n = 0; content.length < TARGET_PAGE_BYTES - 4200; n++) content += section(random, pageIndex, n);
  return `${content}</article>`;
}

const STYLES = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#222}header,footer{background:#f4efe6;padding:1rem}
header nav a,footer nav a{margin-right:1rem}main{max-width:60rem;margin:0 auto;padding:1rem}.card{border-bottom:1px solid #ddd;padding:1rem 0}
.features{list-style:none;padding:0}.features li{display:flex;gap:.5rem}.icon{flex:none;color:#8a5a2b}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.25rem .5rem}`;

function navigation() {
  return `<nav aria-label="Main">${Array.from({ length: PAGE_COUNT }, (_, n) => linkTo(n, TITLES[n])).join('')}</nav>`;
}

const pageUuid = (index) => `bench-${pageAlias(index)}-1`;
const pageTitle = (index) => `${TITLES[index]} · Bench Bakery`;
const pageHead = (index) =>
  `<meta name="description" content="${TITLES[index]} at Bench Bakery" data-vitrine-head>`;

/** The whole HTML document of page `index` as `library` serves it. */
export function pageDocument(library, index) {
  const vitrine = LIBRARIES[library].core === true;
  const siteParams = vitrine
    ? `<script type="application/json" data-vitrine-site-params>${serializeSiteParams({ SiteAlias: SITE_ALIAS, PageAlias: pageAlias(index), CacheSize: 10, ...(LIBRARIES[library].prefetch ? { Prefetch: LIBRARIES[library].prefetch } : {}) })}</script>`
    : '';
  return `<!DOCTYPE html><html lang="en"${vitrine ? ` data-vitrine-page-uuid="${pageUuid(index)}"` : ''}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${pageTitle(index)}</title>${pageHead(index)}
<style>${STYLES}</style>${LIBRARIES[library].head}</head>
<body><header data-vitrine-sticky-header><strong>Bench Bakery</strong>${navigation()}</header>
<main id="content" data-vitrine-content tabindex="-1">${pageContent(index)}</main>
<footer>${navigation()}<p>${sentence(seededRandom(99), 20)}</p></footer>${siteParams}</body></html>`;
}

/** The page JSON runtime-core asks for (`?dm_ajaxCall=true`). */
function pageJson(index) {
  return JSON.stringify({
    title: pageTitle(index),
    headsection: pageHead(index),
    content: pageContent(index),
    alias: pageAlias(index),
    pageAlias: pageAlias(index),
    pageID: index + 1,
    uuid: pageUuid(index),
    isHomePage: index === 0,
    parameters: {},
  });
}

const CONTENT_TYPES = { '.js': 'text/javascript; charset=utf-8', '.map': 'application/json' };

/**
 * Serves the site for one library on a free loopback port. `latency` milliseconds pass before each answer
 * starts (documents, page JSON and scripts alike), as a server farther away would add.
 */
export async function startPeerSite(library, { latency = 0 } = {}) {
  const { files = {}, inline = {}, directories = {}, core = false, htmlAnswers = false } = LIBRARIES[library];
  const documents = new Map(
    Array.from({ length: PAGE_COUNT }, (_, n) => [pagePath(n), pageDocument(library, n)]),
  );
  const json = new Map(Array.from({ length: PAGE_COUNT }, (_, n) => [pagePath(n), pageJson(n)]));

  /** A file under one of the served directories; nothing for a path that would leave it. */
  function fileInDirectories(pathname) {
    for (const [prefix, dir] of Object.entries(directories)) {
      if (!pathname.startsWith(prefix)) continue;
      const file = resolve(dir, `.${decodeURIComponent(pathname.slice(prefix.length - 1))}`);
      if (file.startsWith(`${dir}${sep}`)) return file;
    }
    return undefined;
  }

  async function answer(url) {
    if (documents.has(url.pathname)) {
      if (core && !htmlAnswers && url.searchParams.get('dm_ajaxCall') === 'true') {
        return { type: 'application/json; charset=utf-8', body: json.get(url.pathname), cache: 'no-store' };
      }
      return { type: 'text/html; charset=utf-8', body: documents.get(url.pathname), cache: 'no-cache' };
    }
    if (inline[url.pathname]) {
      return { type: CONTENT_TYPES['.js'], body: inline[url.pathname], cache: 'no-cache' };
    }
    const file = files[url.pathname] ?? fileInDirectories(url.pathname);
    if (!file) return undefined;
    try {
      return {
        type: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        body: await readFile(file),
        // As a CDN serves them: content-hashed chunks forever, entry files revalidated.
        cache: url.pathname.includes('/chunks/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
    } catch {
      return undefined;
    }
  }

  const server = createServer(async (request, response) => {
    const found = await answer(new URL(request.url, 'http://localhost'));
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    if (!found) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    response.writeHead(200, { 'content-type': found.type, 'cache-control': found.cache }).end(found.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    pageBytes: Buffer.byteLength(documents.get(pagePath(0))),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
