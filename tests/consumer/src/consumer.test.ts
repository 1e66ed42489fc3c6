// The packages as a new user gets them (issue 20): every published package packed, installed with npm into
// projects in a temporary folder that name nothing in this repository, and used the three ways the product
// is used: a site template bundled with Vite, widgets loaded from a CDN page, and a widget author's starter.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumExecutablePath } from '../../../config/chromium.mjs';
import { npmInstall, run } from './commands';
import { packPublishedPackages } from './packing';
import { pinnedVersion, publishedPackages, REPOSITORY, readManifest } from './repository';
import type { StaticServer } from './static-server';
import { serveFolders } from './static-server';

const STATE = 'data-vitrine-widget-state';
/** What the site's entry registers (fixtures/site/src/main.ts): 17 definitions, each registered. */
const REGISTERED = Array.from({ length: 17 }, () => true);
const scratch = mkdtempSync(join(tmpdir(), 'vitrine-consumer-'));
const site = join(scratch, 'site');
const starter = join(scratch, 'widget-starter');
const starterTemplate = join(REPOSITORY, 'examples', 'widget-countdown');
// Renamed as its README tells an author to: the CDN module's address follows the new name.
const starterName = '@acme/widget-solstice';
const starterFolder = 'widget-solstice';

let tarballs: Map<string, string>;
let browser: Browser;
const servers: StaticServer[] = [];

const tarball = (name: string) => {
  const file = tarballs.get(name);
  if (!file) throw new Error(`no tarball for ${name}`);
  return file;
};

/** The site project: the packed packages and the tools a template uses, nothing from the repository. */
function writeSiteProject(): void {
  cpSync(join(import.meta.dirname, '..', 'fixtures', 'site'), site, { recursive: true });
  // The packages themselves come in with `npm install` of their tarballs, as docs/install.md says.
  const dependencies: Record<string, string> = {
    react: pinnedVersion('apps/storybook', 'react'),
    'react-dom': pinnedVersion('apps/storybook', 'react-dom'),
  };
  const manifest = {
    name: 'consumer-site',
    private: true,
    type: 'module',
    scripts: { build: 'vite build' },
    dependencies,
    devDependencies: {
      vite: pinnedVersion('apps/storybook', 'vite'),
      typescript: pinnedVersion('apps/storybook', 'typescript'),
      '@types/react': pinnedVersion('apps/storybook', '@types/react'),
      '@types/react-dom': pinnedVersion('apps/storybook', '@types/react-dom'),
    },
  };
  writeFileSync(join(site, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The widget starter as an author copies it: the folder's own files, no build output, no node_modules. */
function copyStarter(): void {
  const skipped = new Set(['node_modules', 'dist', '.turbo', 'storybook-static']);
  cpSync(starterTemplate, starter, {
    recursive: true,
    filter: (source) => !skipped.has(basename(source)) || relative(starterTemplate, source).includes('/'),
  });
  const manifest = JSON.parse(readFileSync(join(starter, 'package.json'), 'utf8')) as { name: string };
  manifest.name = starterName;
  writeFileSync(join(starter, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The tarballs a site installs (docs/install.md): every package but the widget author's build preset. */
const siteTarballs = () =>
  [...tarballs].filter(([name]) => name !== '@vitrine/widget-build').map(([, file]) => file);

/** What a package's `check-package` script passes to attw. */
function attwArguments(dir: string): string[] {
  const script = (readManifest(dir) as { scripts?: Record<string, string> }).scripts?.['check-package'] ?? '';
  return script.split('check-package.sh')[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
}

/** Whether a module holds the schema library itself (zod's classes), not just an import of it. */
const holdsZod = (code: string) => code.includes('$ZodType');

function packagesNamed(root: string, name: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const path = join(dir, entry.name);
      if (entry.name === 'node_modules') {
        for (const child of readdirSync(path, { withFileTypes: true })) {
          if (!child.isDirectory()) continue;
          if (child.name === name) found.push(join(path, child.name));
          if (child.name.startsWith('@'))
            for (const scoped of readdirSync(join(path, child.name))) visit(join(path, child.name, scoped));
          else visit(join(path, child.name));
        }
      }
    }
  };
  visit(root);
  return found;
}

async function openPage(
  url: string,
): Promise<{ page: Page; errors: string[]; scripts: () => Promise<Map<string, string>> }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  const responses: Promise<[string, string]>[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    // A body still arriving when the page closes is not read: the checks read the pages they keep open.
    if (path.endsWith('.js'))
      responses.push(
        response.text().then(
          (text): [string, string] => [path, text],
          (): [string, string] => [path, ''],
        ),
      );
  });
  await page.goto(url);
  // Every JavaScript file the page downloaded so far, by path.
  const scripts = async () => new Map(await Promise.all(responses));
  return { page, errors, scripts };
}

beforeAll(async () => {
  tarballs = await packPublishedPackages(join(scratch, 'tarballs'));
  writeSiteProject();
  copyStarter();
  // The two installs wait on the network and the disk more than on the processor: side by side.
  // Both as docs/install.md says to install packages not yet on a registry: every tarball in one command.
  await Promise.all([
    npmInstall(site, siteTarballs()),
    npmInstall(starter, [tarball('@vitrine/widget-api'), tarball('@vitrine/widget-build')]),
  ]);
  browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.close()));
  rmSync(scratch, { recursive: true, force: true });
});

describe('a site template that installs the packed packages with npm', () => {
  it('typechecks against the published types, skipLibCheck off and exactOptionalPropertyTypes on, with bundler and with node16 resolution', async () => {
    await Promise.all(
      ['tsconfig.bundler.json', 'tsconfig.node16.json'].map((tsconfig) =>
        run('npx', ['tsc', '-p', tsconfig], { cwd: site }),
      ),
    );
  });

  it('gets one React, however many packages peer on it', () => {
    expect(packagesNamed(site, 'react')).toEqual([join(site, 'node_modules', 'react')]);
    expect(packagesNamed(site, 'react-dom')).toEqual([join(site, 'node_modules', 'react-dom')]);
  });

  it('imports the server helpers in Node, bundles with Vite, and in Chromium the runtime boots and a form and a map mount', async () => {
    await run('node', ['render-pages.mjs', starterName], { cwd: site });
    await run('npx', ['vite', 'build'], { cwd: site });
    const server = await serveFolders({ '/': join(site, 'dist') });
    servers.push(server);
    const { page, errors, scripts } = await openPage(`${server.origin}/`);

    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as { site?: { runtime: { config: { siteAlias: string } } } }).site?.runtime.config
              .siteAlias,
        ),
      )
      .toBe('consumer');
    await page.waitForSelector(`[data-vitrine-widget="contact-form"][${STATE}="mounted"]`);
    await page.waitForSelector(`[data-vitrine-widget="inline-map"][${STATE}="mounted"] .leaflet-container`);
    await page.waitForSelector(`[data-vitrine-widget="opening-hours"][${STATE}="mounted"]`);
    expect(
      await page.evaluate(() => (window as { site?: { registered: Promise<boolean[]> } }).site?.registered),
    ).toEqual(REGISTERED);

    // The form is React's, not just the browser's: an empty required name gets the widget's error summary.
    await page.click('button[type="submit"]');
    await page.waitForSelector('[data-vitrine-widget="contact-form"] .dmform-error');
    // The form's and the maps' schemas load with them: this page, which has them, downloads zod.
    expect([...(await scripts()).values()].some(holdsZod)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();

    // The same entry on a page with no widget: the definitions are registered (the blog's, the gallery's and the
    // media's too), their schemas never load. Nor does core's: the navigation engine, which starts once the page is
    // idle, downloads its page schemas (and zod) with the first page request, and this page makes none. Asserted once the engine runs (its live region is in
    // the document), so every file the page has evaluated by then was asked of the server: none may hold zod.
    const requestedBefore = server.requests.length;
    const plain = await openPage(`${server.origin}/plain.html`);
    await expect
      .poll(() =>
        plain.page.evaluate(() => (window as { site?: { registered: Promise<boolean[]> } }).site?.registered),
      )
      .toEqual(REGISTERED);
    await plain.page.waitForSelector('.vitrine-announcer', { state: 'attached' });
    const requested = server.requests.slice(requestedBefore).filter((path) => path.endsWith('.js'));
    expect(requested.length).toBeGreaterThan(0);
    const inDist = (path: string) => readFileSync(join(site, 'dist', path), 'utf8');
    expect(requested.filter((path) => holdsZod(inDist(path)))).toEqual([]);
    expect(plain.errors).toEqual([]);
    await plain.page.close();
  });
});

describe('the packed packages', () => {
  it("pass attw's esm-only profile, CDN modules included (as each package's check-package script runs it)", async () => {
    const attw = join(REPOSITORY, 'node_modules', '.bin', 'attw');
    const packages = publishedPackages();
    // A few at a time: each run loads TypeScript.
    for (let start = 0; start < packages.length; start += 4)
      await Promise.all(
        packages.slice(start, start + 4).map(({ name, dir }) =>
          run(attw, [tarball(name), '--profile', 'esm-only', '--format', 'ascii', ...attwArguments(dir)], {
            cwd: scratch,
          }),
        ),
      );
  });
});

describe('the widget starter, copied out of the repository', () => {
  it("typechecks, builds, and passes its tests with widget-api's testing helpers", async () => {
    await run('npm', ['run', 'typecheck'], { cwd: starter });
    const built = await run('npm', ['run', 'build'], { cwd: starter });
    // No warning on an unchanged starter: it imports only the shared zod/mini names it uses.
    expect(built).not.toMatch(/never used/);
    const tests = await run('npm', ['test'], { cwd: starter });
    expect(tests).toMatch(/Tests\s+\d+ passed/);
    // The CDN module, named after the renamed package, leaves React, widget-api and zod/mini to the page, and
    // names what it bundles.
    const module = readFileSync(join(starter, 'dist', 'cdn', `${starterFolder}.js`), 'utf8');
    expect(module).toMatch(/from\s*["']@vitrine\/widget-api["']/);
    expect(readdirSync(join(starter, 'dist', 'cdn'))).toContain('THIRD_PARTY_NOTICES.md');
  });

  it('previews in Storybook', async () => {
    await run('npm', ['run', 'build-storybook'], { cwd: starter });
    const index = JSON.parse(readFileSync(join(starter, 'storybook-static', 'index.json'), 'utf8')) as {
      entries: Record<string, unknown>;
    };
    expect(Object.keys(index.entries)).toEqual(
      expect.arrayContaining(['countdown--counting', 'countdown--done']),
    );
  });

  it('mounts on a CDN page whose import map comes from the published importMap(), sharing one React and one zod/mini', async () => {
    const installed = (name: string) => join(site, 'node_modules', name, 'dist', 'cdn');
    // Each package's dist/cdn/ under /cdn/<package>/, as docs/cdn.md says.
    const server = await serveFolders({
      '/cdn/runtime-core/': installed('@vitrine/runtime-core'),
      '/cdn/widget-api/': installed('@vitrine/widget-api'),
      '/cdn/widget-opening-hours/': installed('@vitrine/widget-opening-hours'),
      [`/cdn/${starterFolder}/`]: join(starter, 'dist', 'cdn'),
      '/': join(site, 'cdn-page'),
    });
    servers.push(server);
    const { page, errors, scripts } = await openPage(`${server.origin}/`);

    await page.waitForSelector(`[data-vitrine-widget="example-countdown"][${STATE}="mounted"]`);
    await page.waitForSelector(`[data-vitrine-widget="opening-hours"][${STATE}="mounted"]`);
    expect(await page.textContent('[data-vitrine-widget="example-countdown"]')).toContain(
      'The solstice bake starts in',
    );
    expect(await page.evaluate(() => typeof (window as { vitrine?: unknown }).vitrine)).toBe('object');
    const fetched = (file: string) => server.requests.filter((path) => path.endsWith(file));
    // One schema library for core and every widget: core's, which the import map gives the widgets.
    expect(fetched('/runtime-core/vendor/zod-mini.js')).toHaveLength(1);
    const zodCopies = [...(await scripts())].filter(([, code]) => holdsZod(code)).map(([path]) => path);
    expect(zodCopies).toHaveLength(1);
    expect(zodCopies[0]).toMatch(/^\/cdn\/runtime-core\//);
    expect(fetched('/widget-api/vendor/react-dom-client.js')).toHaveLength(1);
    expect(server.requests.filter((path) => path.includes('node_modules'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
