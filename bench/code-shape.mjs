// The code's shape against the house rules (issue 30): files over 300 lines with the reason each is long, and
// each widget package's layout against the starter's (examples/widget-countdown: definition.ts, config.ts,
// mount.ts, cdn.ts, index.ts, the component with its test and story, a docs page). Reads the tree; no build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const LONG_LINES = 300;

/**
 * Why a file is longer than 300 lines. A long file nobody can give a reason for is the next one to split; the
 * script prints those as "no reason given".
 */
const REASONS = [
  [/\.(spec|check)\.ts$/, 'one feature’s browser tests, sharing their page helpers and fixtures'],
  [/\.test\.tsx?$/, 'one module’s unit tests, sharing their fixtures'],
  [/e2e\/support\.ts$/, 'the e2e suite’s shared helpers (one place, so no spec writes its own)'],
  [
    /server\/create-app\.ts$/,
    'the demo server’s composition root: every route, in the order its middleware applies',
  ],
  [
    /server\/form-routes\.ts$/,
    'the form endpoints (two submit paths, the captcha stand-in, uploads) with their shared checks',
  ],
  [/db\/form-submissions\.ts$/, 'the submissions table and its inbox queries, each with its fault handling'],
  [/site\/site-pages\.ts$/, 'the demo site’s page table: data, one entry per page'],
  [
    /widgets\/widget-host\.ts$/,
    'the widget host’s one state machine (scan, lazy start, config, mount, unmount)',
  ],
  [
    /overlays\/popup\.ts$/,
    'the popup overlay: sizes, animation, focus and every way it closes (core §4, §9)',
  ],
  [
    /navigation\/visit\.ts$/,
    'one navigation’s steps in order (request, cache, render, scroll, scripts, events)',
  ],
  [
    /third-party-loader\.ts$/,
    'the one loader for scripts, stylesheets, images, frames and calls off the site',
  ],
  [/pickers\/DatePicker\.tsx$/, 'a calendar grid and its whole keyboard model (WAI-ARIA date picker dialog)'],
  [/scripts\/make-gallery-images\.mjs$/, 'a build script that draws the demo’s gallery pictures'],
  [/bench\/server-faults\.mjs$/, 'a bench that starts the server under each fault in turn'],
];

const SOURCE = /\.(ts|tsx|mjs)$/;
const SKIP = new Set([
  'node_modules',
  'dist',
  '.turbo',
  'storybook-static',
  'test-results',
  'playwright-report',
]);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

const lineCount = (path) => readFileSync(path, 'utf8').split('\n').length - 1;

const long = [];
for (const top of ['packages', 'apps', 'examples', 'bench', 'tests', 'scripts'])
  if (existsSync(join(root, top)))
    for (const path of files(join(root, top))) {
      const lines = lineCount(path);
      if (lines > LONG_LINES) long.push({ path: relative(root, path), lines });
    }
long.sort((a, b) => b.lines - a.lines);
const reasonOf = (path) => REASONS.find(([pattern]) => pattern.test(path))?.[1];
const unexplained = long.filter(({ path }) => !reasonOf(path));
console.log(
  `files over ${LONG_LINES} lines: ${long.length} (${long.filter(({ path }) => /\.(test|spec|check)\./.test(path)).length} of them tests), ${unexplained.length} without a reason`,
);
for (const { path, lines } of long)
  console.log(`  ${String(lines).padStart(5)}  ${path.padEnd(62)} ${reasonOf(path) ?? 'NO REASON GIVEN'}`);

// Each widget package against the starter. A widget is what a definition file defines (`export const x =
// defineWidget(…)`), and it lives where the definition loads its mount from: `./photo-gallery/mount-…` is the
// photo-gallery folder, `./mount` the package's root. A story counts when one in apps/storybook mounts the
// widget's definition through MountedWidget, the one harness (docs/widget-api.md "Stories").
const storyFiles = readdirSync(join(root, 'apps/storybook/src/widgets'))
  .map((name) => readFileSync(join(root, 'apps/storybook/src/widgets', name), 'utf8'))
  .filter((text) => text.includes('MountedWidget'));
const mark = (ok) => (ok ? 'yes' : ' - ');
console.log('\nwidget packages against the starter (examples/widget-countdown)');
console.log(
  `  ${'package / widget'.padEnd(34)} ${['definition', 'cdn+index', 'config', 'mount', 'test', 'story', 'docs'].map((h) => h.padStart(10)).join('')}`,
);
const packages = [
  'examples/widget-countdown',
  ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}`),
].filter((dir) => /widget-/.test(dir) && !/widget-(api|build)$/.test(dir));
const WIDGET = /export const (\w+) = defineWidget\(\{([\s\S]*?)\n\}\);/g;
let inShape = 0;
let widgets = 0;
const offRule = [];
const sharingFolders = [];
for (const dir of packages) {
  const src = join(root, dir, 'src');
  const name = dir.split('/').pop();
  const definitionFile = ['definition.ts', 'definitions.ts'].find((file) => existsSync(join(src, file)));
  const definitionText = definitionFile ? readFileSync(join(src, definitionFile), 'utf8') : '';
  // The blog's definitions load one module of all five mounts (`const blogWidgets = () => import('./blog-widgets')`),
  // which names where each mount is.
  const gathered = /= \(\) => import\('(\.\/[^']+)'\)/.exec(definitionText)?.[1];
  const gatheredText = gathered ? readFileSync(join(src, `${gathered}.ts`), 'utf8') : '';
  const defined = [...definitionText.matchAll(WIDGET)];
  // One rule: definition.ts for a package of one widget, definitions.ts for a family of several.
  const ruled = definitionFile === (defined.length > 1 ? 'definitions.ts' : 'definition.ts');
  if (!ruled) offRule.push(`${name} (${definitionFile ?? 'none'}, ${defined.length} widgets)`);
  const entries = existsSync(join(src, 'cdn.ts')) && existsSync(join(src, 'index.ts'));
  const docs = existsSync(join(root, 'docs', `${name}.md`)) || existsSync(join(root, dir, 'README.md'));
  console.log(
    `  ${name.padEnd(34)} ${mark(ruled).padStart(10)}${mark(entries).padStart(10)}${''.padStart(40)}${mark(docs).padStart(10)}`,
  );
  const folders = [];
  for (const [, exportName, body] of defined) {
    // `load: () => import('./x/mount-y')`, or the blog's `mount as mountY` exported from './x/mount-y'.
    const loaded =
      /import\('(\.\/[^']*mount[^']*)'\)/.exec(body)?.[1] ??
      new RegExp(`mount as ${/mount: (\w+)/.exec(body)?.[1]} \\} from '(\\./[^']+)'`).exec(gatheredText)?.[1];
    const folder = loaded ? join(src, loaded, '..') : src;
    folders.push(folder);
    const names = existsSync(folder) ? readdirSync(folder).filter((file) => SOURCE.test(file)) : [];
    const mountFile = loaded && names.find((file) => file.replace(/\.tsx?$/, '') === loaded.split('/').pop());
    widgets += 1;
    const config = names.includes('config.ts');
    const tested = names.some((file) => /\.test\.tsx?$/.test(file));
    const story =
      names.some((file) => file.endsWith('.stories.tsx')) ||
      storyFiles.some((text) => new RegExp(`\\b${exportName}\\b`).test(text));
    const label = `${exportName} (${relative(src, folder) || 'root'})`.padEnd(40);
    if (config && tested && story) inShape += 1;
    console.log(
      `    ${label}${''.padStart(13)}${mark(config).padStart(10)}${mark(mountFile).padStart(10)}${mark(tested).padStart(10)}${mark(story).padStart(10)}`,
    );
  }
  // In a family each widget has a folder of its own: at the root, or sharing a folder, one widget's config.ts and
  // test would count for another's.
  if (defined.length > 1 && (folders.includes(src) || new Set(folders).size < folders.length))
    sharingFolders.push(name);
}
console.log(`  widgets with their config, test and story beside their mount: ${inShape} of ${widgets}`);
console.log(
  `  definition file by the one rule (definition.ts for one widget, definitions.ts for a family): ${
    offRule.length === 0 ? 'every package' : `not ${offRule.join(', ')}`
  }`,
);
console.log(
  `  families with a folder per widget: ${sharingFolders.length === 0 ? 'every family' : `not ${sharingFolders.join(', ')}`}`,
);
