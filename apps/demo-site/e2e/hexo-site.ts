import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A blog no one on the team wrote: Hexo's own starter (what `hexo init` gives a new site owner), configured and
 * extended only the ways Hexo's documentation offers a site owner, generated into static files, with core's CDN
 * build uploaded beside them. Nothing here edits a generated page.
 */

const require = createRequire(import.meta.url);
const DEMO_SITE = fileURLToPath(new URL('..', import.meta.url));
const HEXO_CLI = require.resolve('hexo-cli/bin/hexo');
const CORE_CDN = join(dirname(require.resolve('@vitrine/runtime-core/package.json')), 'dist/cdn');

/** Where the site uploads core's CDN build, as docs/cdn.md lays it out. */
export const CORE_MODULE_PATH = '/cdn/runtime-core/runtime-core.js';

/**
 * The site owner's script (Hexo runs every file in a site's `scripts/` folder when it loads): core's module in
 * every page's head through an injector, and the content container marked through an `after_render:html`
 * filter. The theme's layout wraps each page's own part in `<section id="main">` and keeps the header and the
 * sidebar outside it, which is the part that changes from page to page. A filter, rather than a copy of the
 * theme with one line changed, keeps the theme an npm dependency the owner can still update.
 */
const OWNER_SCRIPT = `'use strict';
hexo.extend.injector.register('head_end', '<script type="module" src="${CORE_MODULE_PATH}"></script>');
hexo.extend.filter.register('after_render:html', (html) =>
  html.replace('<section id="main">', '<section id="main" data-vitrine-content tabindex="-1">'),
);
`;

/**
 * What a site owner adds to the starter's `_config.yml` (which sets no `root`): the site's root, so Hexo's
 * `url_for` writes every link as a path from `/`.
 */
const OWNER_CONFIG = `
# Vitrine: every link a path from the site's root
root: /
`;

/**
 * A not-found page, as Hexo sites have one for static hosts: a page in `source/` written to `/404.html`,
 * which the host answers for any path it has no file for.
 */
const NOT_FOUND_PAGE = `---
title: Page not found
permalink: /404.html
---
There is nothing at this address.
`;

/**
 * A post of the owner's own, in the starter's post scaffold, linking to a page the site no longer has: the
 * not-found answer a real site gives sooner or later.
 */
const OWNER_POST = `---
title: Moving day
date: 2024-03-01 09:00:00
tags:
---
We have moved to the harbour! The [opening hours](/hours/) will follow on a page of their own.
`;

function run(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [HEXO_CLI, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      // Hexo logs a plugin or script that failed to load and carries on: a site without our script is no test.
      if (code === 0 && !/\bERROR\b/.test(output)) resolve();
      else reject(new Error(`hexo ${args.join(' ')} failed (exit ${code}):\n${output}`));
    });
  });
}

/**
 * Scaffolds, configures and generates the site in `dir/blog`, and answers the folder a host serves.
 */
export async function generateHexoSite(dir: string): Promise<string> {
  const site = join(dir, 'blog');
  // `--no-clone` copies the starter bundled in hexo-cli (what `hexo init` falls back to when GitHub cannot be
  // reached); `--no-install` because its dependencies are the demo site's own devDependencies, linked below.
  await run(['init', site, '--no-clone', '--no-install'], dir);
  symlinkSync(join(DEMO_SITE, 'node_modules'), join(site, 'node_modules'), 'dir');
  appendFileSync(join(site, '_config.yml'), OWNER_CONFIG);
  mkdirSync(join(site, 'scripts'));
  writeFileSync(join(site, 'scripts/vitrine.js'), OWNER_SCRIPT);
  writeFileSync(join(site, 'source/404.md'), NOT_FOUND_PAGE);
  writeFileSync(join(site, 'source/_posts/moving-day.md'), OWNER_POST);
  await run(['generate'], site);
  const publicDir = join(site, 'public');
  cpSync(CORE_CDN, join(publicDir, 'cdn/runtime-core'), { recursive: true });
  return publicDir;
}
